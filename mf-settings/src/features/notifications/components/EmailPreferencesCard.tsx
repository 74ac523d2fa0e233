import { App, Card, Form, Radio, Skeleton } from 'antd';
import {
  errorDetail,
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  type NotificationPreferences,
} from '../api/notificationsApi';
import { useT } from 'shared-auth';
import { SETTINGS_NAMESPACE } from '../../../i18n/catalogue';

/** Email preferences of the signed-in user: immediate + digest, digest only, or off; daily or weekly digests (07:00 Toronto). */
export function EmailPreferencesCard() {
  const { message } = App.useApp();
  const t = useT(SETTINGS_NAMESPACE);
  const { data, isLoading, isError } = useNotificationPreferencesQuery();
  const [update, { isLoading: saving }] = useUpdateNotificationPreferencesMutation();

  const save = async (next: NotificationPreferences) => {
    try {
      await update(next).unwrap();
      message.success(t('Email preferences saved'));
    } catch (error) {
      message.error(errorDetail(error, t('Could not save your email preferences')));
    }
  };

  return (
    <Card title={t('Email notifications')}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : isError || !data ? (
        <p>{t('Could not load your email preferences.')}</p>
      ) : (
        <Form layout="vertical" disabled={saving}>
          <Form.Item label={t('Alert emails')}>
            <Radio.Group
              aria-label={t('Alert emails')}
              value={data.email_mode}
              onChange={(e) => void save({ ...data, email_mode: e.target.value })}
              options={[
                { value: 'immediate_and_digest', label: t('Urgent alerts at once, the rest in a digest') },
                { value: 'digest_only', label: t('Digest only') },
                { value: 'off', label: t('Off') },
              ]}
            />
          </Form.Item>
          <Form.Item
            label={t('Digest frequency')}
            extra={t('Digests are sent at 7:00 a.m. Toronto time (weekly: on Mondays).')}
          >
            <Radio.Group
              aria-label={t('Digest frequency')}
              value={data.digest_frequency}
              disabled={data.email_mode === 'off'}
              onChange={(e) => void save({ ...data, digest_frequency: e.target.value })}
              options={[
                { value: 'daily', label: t('Daily') },
                { value: 'weekly', label: t('Weekly') },
              ]}
            />
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
