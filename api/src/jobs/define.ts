import type { Static, TSchema } from '@sinclair/typebox';
import type { JobKind } from './kinds.js';

/*
 * One job kind, declared once, in the domain that owns its work (pipeline/jobs.ts, analysis/jobs.ts, ...): its
 * name, its payload's shape (checked when it is sent and before it is worked), its queue policy and its handler.
 * The domain also adds the kind to the payload map (jobs/payloads.ts) by module augmentation, so `send`, `work`
 * and `schedule` are typed by name. The app's composition collects every domain's list and hands it to the queue
 * (plugins/app/job-kinds.ts -> jobs/queue.ts); each domain's plugin then serves its own list with its services
 * (`jobs.serve(list, deps)`). This folder imports nothing above it: it only knows the shape of a definition.
 */
export interface JobDefinition<K extends string = string, S extends TSchema = TSchema, D = never> {
  readonly name: K;
  /** The payload's shape (TypeBox): a send or a stored job that does not match it is refused. */
  readonly payload: S;
  /** Queue policy: retries, backoff, expiry, singleton behaviour (jobs/kinds.ts explains each field). */
  readonly policy: JobKind;
  /** Works one job, given the owning domain's services. */
  readonly handler: (data: Static<S>, deps: D) => Promise<void>;
}

/** A job kind's definition, typed by its literal name and payload schema. */
export function defineJob<const K extends string, S extends TSchema, D = never>(
  definition: JobDefinition<K, S, D>,
): JobDefinition<K, S, D> {
  return definition;
}

/** The payload type of a definition, for the module augmentation of jobs/payloads.ts. */
export type PayloadOf<T> = T extends { payload: infer S extends TSchema } ? Static<S> : never;

/** Any definition, whatever its dependencies (what the queue collects: names, payloads, policies). */
export interface AnyJobDefinition {
  readonly name: string;
  readonly payload: TSchema;
  readonly policy: JobKind;
  readonly handler: (data: never, deps: never) => Promise<void>;
}
