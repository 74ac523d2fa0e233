import { Type } from '@fastify/type-provider-typebox';
import { InvalidError, NotFoundError } from '../lib/domain-errors.js';

/*
 * Query and path helpers shared by every route.
 *
 * Enumerated and numeric query values are declared as strings (their allowed values documented in OpenAPI) and
 * checked in the handlers, so that a bad value answers 400 with a sentence naming the field and its choices.
 */

export const EnumQuery = (values: readonly string[], description: string) =>
  Type.Optional(Type.String({ enum: [...values], description }));

export const IntQuery = (description: string) =>
  Type.Optional(Type.String({ description: `${description} (a non-negative integer)` }));

export const IdParams = Type.Object({ id: Type.String({ description: 'Numeric id' }) });

/** The value when it is one of `values`; undefined when absent or empty; 400 otherwise. */
export function oneOf<T extends string>(value: string | undefined, values: readonly T[], label: string): T | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if ((values as readonly string[]).includes(trimmed)) return trimmed as T;
  throw new InvalidError(`${label} must be one of: ${values.join(', ')}`);
}

/** A non-negative integer query value within bounds, or the fallback when absent; 400 otherwise. */
export function intQuery(value: string | undefined, label: string, min: number, max: number, fallback: number): number;
export function intQuery(value: string | undefined, label: string, min: number, max: number): number | undefined;
export function intQuery(
  value: string | undefined,
  label: string,
  min: number,
  max: number,
  fallback?: number,
): number | undefined {
  if (value === undefined || value.trim() === '') return fallback;
  const trimmed = value.trim();
  const n = /^[0-9]+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new InvalidError(`${label} must be an integer between ${min} and ${max}`);
  return n;
}

/** A numeric path id; anything that cannot be an id answers 404 like an unknown one. */
export function pathId(value: string, notFound: string): number {
  const n = /^[0-9]{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647) throw new NotFoundError(notFound);
  return n;
}
