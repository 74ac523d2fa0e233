import { useState } from 'react';
import { errorDetail, useTwoFactorSetupMutation, type TwoFactorSetupResponse } from 'shared-auth';
import { TwoFactorIntro } from './TwoFactorIntro';
import { TwoFactorQrStep } from './TwoFactorQrStep';
import { TwoFactorVerifyStep } from './TwoFactorVerifyStep';

export interface TwoFactorSetupProps {
  /** Called when two-factor is enabled or skipped. */
  onDone: () => void;
}

type Step = { name: 'intro' } | { name: 'setup' | 'verify'; setup: TwoFactorSetupResponse };

/** Two-factor setup offered right after signup: intro -> QR code, secret, backup codes -> verify; skippable. */
export function TwoFactorSetup({ onDone }: TwoFactorSetupProps) {
  const [startSetup, { isLoading }] = useTwoFactorSetupMutation();
  const [step, setStep] = useState<Step>({ name: 'intro' });
  const [error, setError] = useState<string | null>(null);

  const onEnable = async () => {
    setError(null);
    try {
      setStep({ name: 'setup', setup: await startSetup().unwrap() });
    } catch (caught) {
      setError(errorDetail(caught, 'Failed to setup 2FA'));
    }
  };

  switch (step.name) {
    case 'intro':
      return <TwoFactorIntro loading={isLoading} error={error} onEnable={() => void onEnable()} onSkip={onDone} />;
    case 'setup':
      return (
        <TwoFactorQrStep setup={step.setup} onContinue={() => setStep({ ...step, name: 'verify' })} onSkip={onDone} />
      );
    case 'verify':
      return (
        <TwoFactorVerifyStep onBack={() => setStep({ ...step, name: 'setup' })} onEnabled={onDone} onSkip={onDone} />
      );
  }
}
