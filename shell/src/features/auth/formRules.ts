import type { FormRule } from 'antd';
import { confirmPasswordError } from './validation';

/** Turns a pure check of ./validation into an antd Form rule. */
export function ruleFrom(check: (value: string) => string | null): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const message = check(typeof value === 'string' ? value : '');
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** The confirm field's rule: it must equal the field named `passwordField`. */
export function matchesFieldRule(passwordField: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const message = confirmPasswordError(
        getFieldValue(passwordField) as string | undefined,
        value as string | undefined,
      );
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}
