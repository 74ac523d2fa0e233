import { hash, verify } from '@node-rs/argon2';

/** OWASP argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable with isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Verifies against the stored hash; a null hash (unknown or invited user) is checked against a dummy. */
  verify(storedHash: string | null | undefined, password: string): Promise<boolean>;
}

export function createPasswordHasher(): PasswordHasher {
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    async verify(storedHash, password) {
      if (!storedHash) {
        // Same work as a real check so response times do not reveal whether the email exists.
        dummy ??= hash('parcelwatch-dummy-password', ARGON2_OPTIONS);
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
  };
}
