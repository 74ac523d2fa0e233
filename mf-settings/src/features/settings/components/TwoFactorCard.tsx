import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { App, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  errorDetail,
  useTwoFactorSetupMutation,
  useTwoFactorStatusQuery,
  type TwoFactorSetupResponse,
  useT,
} from 'shared-auth';
import { MESSAGES } from '../lib/messages';
import { DisableTwoFactorModal } from './DisableTwoFactorModal';
import { LoadError } from './LoadError';
import { NewBackupCodesModal } from './NewBackupCodesModal';
import { RegenerateBackupCodesModal } from './RegenerateBackupCodesModal';
import { TwoFactorSetupModal } from './TwoFactorSetupModal';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/** Two-factor authentication: its status, enabling (setup then verify), disabling, new backup codes. */
export function TwoFactorCard() {
  const t = useT(SETTINGS_NAMESPACE);
  const { message } = App.useApp();
  const status = useTwoFactorStatusQuery();
  const [startSetup, { isLoading: starting }] = useTwoFactorSetupMutation();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  const onEnable = async () => {
    try {
      setSetup(await startSetup().unwrap());
    } catch (caught) {
      void message.error(errorDetail(caught, MESSAGES.twoFactorSetupFailed));
    }
  };

  const enabled = !!status.data?.enabled;
  let body;
  if (status.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (status.isError) body = <LoadError onRetry={() => void status.refetch()} />;
  else
    body = (
      <Flex vertical gap={12}>
        <Flex align="center" gap={8}>
          <Typography.Text>{t('Status:')}</Typography.Text>
          <Tag color={enabled ? 'green' : 'default'} data-testid="two-factor-status">
            {enabled ? t('Enabled') : t('Disabled')}
          </Tag>
          {enabled && (
            <Typography.Text type="secondary">
              {t('{{count}} backup codes left', { count: status.data?.backup_codes_remaining ?? 0 })}
            </Typography.Text>
          )}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {enabled
            ? t('Signing in asks for a 6-digit code from your authenticator app after your password.')
            : t('Add a second step to signing in: a 6-digit code from an authenticator app on your phone.')}
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          {enabled ? (
            <>
              <Button danger onClick={() => setDisabling(true)}>
                {t('Disable 2FA')}
              </Button>
              <Button onClick={() => setRegenerating(true)}>{t('Regenerate backup codes')}</Button>
            </>
          ) : (
            <Button type="primary" loading={starting} onClick={() => void onEnable()}>
              {t('Enable 2FA')}
            </Button>
          )}
        </Flex>
      </Flex>
    );

  return (
    <Card
      title={
        <span>
          <SafetyCertificateOutlined style={{ marginRight: 8 }} aria-hidden />
          {t('Two-factor authentication')}
        </span>
      }
    >
      {body}
      <TwoFactorSetupModal setup={setup} onClose={() => setSetup(null)} />
      <DisableTwoFactorModal open={disabling} onClose={() => setDisabling(false)} />
      <RegenerateBackupCodesModal
        open={regenerating}
        onClose={() => setRegenerating(false)}
        onGenerated={setNewCodes}
      />
      <NewBackupCodesModal codes={newCodes} onClose={() => setNewCodes(null)} />
    </Card>
  );
}
