import { App, Card, Form, Radio, Skeleton } from 'antd';
import {
  errorDetail,
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  type NotificationPreferences,
} from '../api/notificationsApi';

/** Email preferences of the signed-in user: immediate + digest, digest only, or off; daily or weekly digests (07:00 Toronto). */
export function EmailPreferencesCard() {
  const { message } = App.useApp();
  const { data, isLoading, isError } = useNotificationPreferencesQuery();
  const [update, { isLoading: saving }] = useUpdateNotificationPreferencesMutation();

  const save = async (next: NotificationPreferences) => {
    try {
      await update(next).unwrap();
      message.success('Email preferences saved');
    } catch (error) {
      message.error(errorDetail(error, 'Could not save your email preferences'));
    }
  };

  return (
    <Card title="Email notifications">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : isError || !data ? (
        <p>Could not load your email preferences.</p>
      ) : (
        <Form layout="vertical" disabled={saving}>
          <Form.Item label="Alert emails">
            <Radio.Group
              aria-label="Alert emails"
              value={data.email_mode}
              onChange={(e) => void save({ ...data, email_mode: e.target.value })}
              options={[
                { value: 'immediate_and_digest', label: 'Urgent alerts at once, the rest in a digest' },
                { value: 'digest_only', label: 'Digest only' },
                { value: 'off', label: 'Off' },
              ]}
            />
          </Form.Item>
          <Form.Item label="Digest frequency" extra="Digests are sent at 7:00 a.m. Toronto time (weekly: on Mondays).">
            <Radio.Group
              aria-label="Digest frequency"
              value={data.digest_frequency}
              disabled={data.email_mode === 'off'}
              onChange={(e) => void save({ ...data, digest_frequency: e.target.value })}
              options={[
                { value: 'daily', label: 'Daily' },
                { value: 'weekly', label: 'Weekly' },
              ]}
            />
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
