import type { FormRule } from 'antd';
import { translate } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../i18n/catalogue';
import { confirmPasswordError } from './validation';

/** Turns a pure check of ./validation into an antd Form rule. */
export function ruleFrom(check: (value: string) => string | null): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const message = check(typeof value === 'string' ? value : '');
      // In the language in use when the field is checked (the messages are the shell catalogue's keys).
      return message ? Promise.reject(new Error(translate(SHELL_NAMESPACE, message))) : Promise.resolve();
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
      return message ? Promise.reject(new Error(translate(SHELL_NAMESPACE, message))) : Promise.resolve();
    },
  });
}
