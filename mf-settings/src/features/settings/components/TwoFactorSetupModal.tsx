import { App, Button, Flex, Form, Modal, Steps, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useTwoFactorEnableMutation, type TwoFactorSetupResponse, useT } from 'shared-auth';
import { MESSAGES } from '../lib/messages';
import { isTwoFactorCode } from '../lib/validation';
import { TwoFactorCodeInput } from './TwoFactorCodeInput';
import { TwoFactorQrStep } from './TwoFactorQrStep';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

export interface TwoFactorSetupModalProps {
  /** The answer of the setup call; the modal is open while there is one. */
  setup: TwoFactorSetupResponse | null;
  onClose: () => void;
}

/** Enabling two-factor: the setup step (apps, QR, secret, backup codes), then a 6-digit code enables it. */
export function TwoFactorSetupModal({ setup, onClose }: TwoFactorSetupModalProps) {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const [enable, { isLoading }] = useTwoFactorEnableMutation();
  const [step, setStep] = useState<0 | 1>(0);
  const [code, setCode] = useState('');
  const complete = isTwoFactorCode(code);

  const close = () => {
    setStep(0);
    setCode('');
    onClose();
  };

  const onVerify = async () => {
    if (!complete || isLoading) return;
    try {
      await enable({ code }).unwrap();
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.twoFactorVerifyFailed));
      return;
    }
    void message.success(MESSAGES.twoFactorEnabled);
    close();
  };

  const footer =
    step === 0
      ? [
          <Button key="cancel" onClick={close}>
            {t('Cancel')}
          </Button>,
          <Button key="next" type="primary" onClick={() => setStep(1)}>
            {t('Continue')}
          </Button>,
        ]
      : [
          <Button key="back" onClick={() => setStep(0)}>
            {t('Back')}
          </Button>,
          <Button key="verify" type="primary" disabled={!complete} loading={isLoading} onClick={() => void onVerify()}>
            {t('Verify and enable')}
          </Button>,
        ];

  return (
    <Modal
      title={t('Enable two-factor authentication')}
      open={!!setup}
      onCancel={close}
      footer={footer}
      destroyOnHidden
      width={520}
    >
      <Steps
        size="small"
        current={step}
        items={[{ title: t('Set up') }, { title: t('Verify') }]}
        style={{ marginBottom: 20 }}
      />
      {setup && step === 0 && <TwoFactorQrStep setup={setup} />}
      {step === 1 && (
        <Form name="settings-two-factor-verify" layout="vertical" onFinish={() => void onVerify()}>
          <Flex vertical gap={8}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('Type the 6-digit code your authenticator app shows for Parcelwatch.')}
            </Typography.Paragraph>
            <Form.Item label={t('Verification code')} htmlFor="settings-two-factor-code" style={{ marginBottom: 0 }}>
              <TwoFactorCodeInput id="settings-two-factor-code" value={code} onChange={setCode} autoFocus />
            </Form.Item>
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
