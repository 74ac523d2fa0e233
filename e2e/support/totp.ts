import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;

export const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD);

export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD, algorithm: 'SHA1' }).generate({
    timestamp,
  });
}

/** The server never accepts a step twice: wait for a step after `usedStep` before generating the next code. */
export async function codeAfterStep(secret: string, usedStep: number): Promise<string> {
  while (currentStep() <= usedStep) await new Promise((resolve) => setTimeout(resolve, 500));
  return totpCode(secret);
}
