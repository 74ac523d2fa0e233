import { CalendarOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, getLanguage, translate, useT } from 'shared-auth';
import { MEETINGS_NAMESPACE } from '../../../i18n/catalogue';
import {
  useCalendarFeedStatusQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
  type CalendarFeedToken,
} from './calendarFeedApi';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(getLanguage() === 'fr-CA' ? 'fr-CA' : 'en-CA', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

/** The feed's messages, in the language in use when they are read. */
export const FEED_TEXTS = {
  get button() {
    return translate(MEETINGS_NAMESPACE, 'Subscribe to calendar');
  },
  get intro() {
    return translate(
      MEETINGS_NAMESPACE,
      'Add the meetings your company follows to Google Calendar, Outlook or Apple Calendar with a private iCal URL.',
    );
  },
  get shownOnce() {
    return translate(
      MEETINGS_NAMESPACE,
      'Copy this URL now: it is shown only once. Anyone with it can read your followed meetings.',
    );
  },
  get loadError() {
    return translate(MEETINGS_NAMESPACE, 'Could not load the calendar subscription. Please try again.');
  },
  get createError() {
    return translate(MEETINGS_NAMESPACE, 'Could not create the calendar URL. Please try again.');
  },
  get revokeError() {
    return translate(MEETINGS_NAMESPACE, 'Could not revoke the calendar URL. Please try again.');
  },
  get revokeConfirm() {
    return translate(
      MEETINGS_NAMESPACE,
      'Revoke this calendar URL? Calendar apps subscribed to it stop receiving meetings.',
    );
  },
};

/**
 * 'Subscribe to calendar': creates the caller's secret iCal URL and shows it once with
 * a copy button; when one exists, its status, a new URL (which revokes the old one) and Revoke with a confirmation.
 */
export function CalendarFeedControl() {
  useT(MEETINGS_NAMESPACE); // re-renders FEED_TEXTS when the language changes
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CalendarOutlined />} onClick={() => setOpen(true)}>
        {FEED_TEXTS.button}
      </Button>
      {open && <CalendarFeedModal onClose={() => setOpen(false)} />}
    </>
  );
}

function CalendarFeedModal({ onClose }: { onClose: () => void }) {
  const t = useT(MEETINGS_NAMESPACE);
  const status = useCalendarFeedStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create, creating] = useCreateCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  // The URL lives only in this modal's state: closing it forgets the URL (the server keeps only a hash).
  const [fresh, setFresh] = useState<CalendarFeedToken | null>(null);
  const [copied, setCopied] = useState(false);

  const makeUrl = async () => {
    setCopied(false);
    try {
      setFresh(await create().unwrap());
    } catch {
      // shown below
    }
  };
  const copy = async () => {
    if (!fresh) return;
    await navigator.clipboard.writeText(fresh.url);
    setCopied(true);
  };
  const revokeUrl = async () => {
    setFresh(null);
    try {
      await revoke().unwrap();
    } catch {
      // shown below
    }
  };

  const active = status.data?.active ?? false;
  return (
    <Modal
      open
      title={t('Subscribe to calendar')}
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph style={{ margin: 0 }}>{FEED_TEXTS.intro}</Typography.Paragraph>
        {status.isError && <Alert type="error" showIcon title={FEED_TEXTS.loadError} />}
        {fresh && (
          <Flex vertical gap={8} data-testid="calendar-feed-url">
            <Alert type="warning" showIcon title={FEED_TEXTS.shownOnce} />
            <Space.Compact style={{ width: '100%' }}>
              <Input
                readOnly
                aria-label={t('Calendar URL')}
                value={fresh.url}
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button icon={<CopyOutlined />} onClick={copy}>
                {copied ? t('Copied') : t('Copy')}
              </Button>
            </Space.Compact>
            <Typography.Link href={fresh.webcal_url}>{t('Open in your calendar app')}</Typography.Link>
          </Flex>
        )}
        {status.data && active && (
          <Typography.Text data-testid="calendar-feed-status">
            {status.data.last_used_at
              ? t('A calendar URL is active since {{date}}; last read by a calendar app on {{lastRead}}.', {
                  date: formatDate(status.data.created_at!),
                  lastRead: formatDate(status.data.last_used_at),
                })
              : t('A calendar URL is active since {{date}}; not read by a calendar app yet.', {
                  date: formatDate(status.data.created_at!),
                })}
          </Typography.Text>
        )}
        {status.data && !active && !fresh && (
          <Typography.Text data-testid="calendar-feed-status">{t('You have no calendar URL.')}</Typography.Text>
        )}
        {creating.isError && (
          <Alert type="error" showIcon title={errorDetail(creating.error, FEED_TEXTS.createError)} />
        )}
        {revoking.isError && (
          <Alert type="error" showIcon title={errorDetail(revoking.error, FEED_TEXTS.revokeError)} />
        )}
        {status.data && (
          <Flex gap={8} wrap>
            {active ? (
              <>
                <Popconfirm
                  title={t('Replace the calendar URL?')}
                  description={t('The current URL stops working.')}
                  okText={t('New URL')}
                  onConfirm={makeUrl}
                >
                  <Button loading={creating.isLoading}>{t('New URL')}</Button>
                </Popconfirm>
                <Popconfirm
                  title={FEED_TEXTS.revokeConfirm}
                  okText={t('Revoke')}
                  okButtonProps={{ danger: true }}
                  onConfirm={revokeUrl}
                >
                  <Button danger loading={revoking.isLoading}>
                    {t('Revoke')}
                  </Button>
                </Popconfirm>
              </>
            ) : (
              <Button type="primary" loading={creating.isLoading} onClick={makeUrl}>
                {t('Create calendar URL')}
              </Button>
            )}
          </Flex>
        )}
      </Space>
    </Modal>
  );
}
