import { Type } from '@sinclair/typebox';
import { defineJob, type PayloadOf } from '../jobs/define.js';
import type { PasswordResets } from './password-reset-service.js';

/** A password reset link: looked up and mailed after the request was answered (auth/password-reset-service.ts). */
export const passwordResetMailJob = defineJob({
  name: 'password-reset-mail',
  payload: Type.Object({ email: Type.String() }),
  policy: {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 120,
  },
  handler: async ({ email }, resets: PasswordResets) => resets.sendLink(email),
});

export const authJobs = [passwordResetMailJob] as const;

declare module '../jobs/payloads.js' {
  interface JobPayloads {
    'password-reset-mail': PayloadOf<typeof passwordResetMailJob>;
  }
}
