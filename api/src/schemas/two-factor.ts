import { Type, type Static } from '@fastify/type-provider-typebox';

/* Requests and answers of two-factor authentication (/api/two-factor): setup, codes, and the second login step. */

export const CodeBody = Type.Object({ code: Type.String({ maxLength: 32 }) });

const ChallengeId = Type.Optional(
  Type.String({
    maxLength: 128,
    description:
      "The challenge_id of the login answer '2FA required' (a missing or wrong one is refused like a wrong code)",
  }),
);

export const TwoFactorSetup = Type.Object({
  qr_code: Type.String({ description: 'PNG data URL of the otpauth URL' }),
  secret: Type.String(),
  backup_codes: Type.Array(Type.String()),
  otpauth_url: Type.String(),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

export const TwoFactorEnabled = Type.Object({ enabled: Type.Literal(true) });

export const CodeValid = Type.Object({ valid: Type.Literal(true) });

export const DisableBody = Type.Object({ password: Type.String(), code: Type.String({ maxLength: 32 }) });

export const TwoFactorDisabled = Type.Object({ enabled: Type.Literal(false) });

export const TwoFactorStatus = Type.Object({ enabled: Type.Boolean(), backup_codes_remaining: Type.Integer() });
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

export const RegenerateBackupCodesBody = Type.Object({
  password: Type.Optional(Type.String({ maxLength: 1024 })),
  code: Type.Optional(Type.String({ maxLength: 32 })),
});

export const BackupCodes = Type.Object({ backup_codes: Type.Array(Type.String()) });

export const VerifyLoginBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  code: Type.String({ maxLength: 32 }),
  challenge_id: ChallengeId,
});

export const VerifyBackupCodeBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  backup_code: Type.String({ maxLength: 64 }),
  challenge_id: ChallengeId,
});
