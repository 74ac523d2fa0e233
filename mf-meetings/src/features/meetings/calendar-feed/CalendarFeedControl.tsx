import { CalendarOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail } from 'shared-auth';
import {
  useCalendarFeedStatusQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
  type CalendarFeedToken,
} from './calendarFeedApi';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'short', day: 'numeric' });

export const FEED_TEXTS = {
  button: 'Subscribe to calendar',
  intro: 'Add the meetings your company follows to Google Calendar, Outlook or Apple Calendar with a private iCal URL.',
  shownOnce: 'Copy this URL now: it is shown only once. Anyone with it can read your followed meetings.',
  loadError: 'Could not load the calendar subscription. Please try again.',
  createError: 'Could not create the calendar URL. Please try again.',
  revokeError: 'Could not revoke the calendar URL. Please try again.',
  revokeConfirm: 'Revoke this calendar URL? Calendar apps subscribed to it stop receiving meetings.',
} as const;

/**
 * 'Subscribe to calendar': creates the caller's secret iCal URL and shows it once with
 * a copy button; when one exists, its status, a new URL (which revokes the old one) and Revoke with a confirmation.
 */
export function CalendarFeedControl() {
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
    <Modal open title="Subscribe to calendar" footer={<Button onClick={onClose}>Close</Button>} onCancel={onClose}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph style={{ margin: 0 }}>{FEED_TEXTS.intro}</Typography.Paragraph>
        {status.isError && <Alert type="error" showIcon title={FEED_TEXTS.loadError} />}
        {fresh && (
          <Flex vertical gap={8} data-testid="calendar-feed-url">
            <Alert type="warning" showIcon title={FEED_TEXTS.shownOnce} />
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly aria-label="Calendar URL" value={fresh.url} onFocus={(e) => e.currentTarget.select()} />
              <Button icon={<CopyOutlined />} onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </Space.Compact>
            <Typography.Link href={fresh.webcal_url}>Open in your calendar app</Typography.Link>
          </Flex>
        )}
        {status.data && active && (
          <Typography.Text data-testid="calendar-feed-status">
            A calendar URL is active since {formatDate(status.data.created_at!)}
            {status.data.last_used_at
              ? `; last read by a calendar app on ${formatDate(status.data.last_used_at)}`
              : '; not read by a calendar app yet'}
            .
          </Typography.Text>
        )}
        {status.data && !active && !fresh && (
          <Typography.Text data-testid="calendar-feed-status">You have no calendar URL.</Typography.Text>
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
                  title="Replace the calendar URL?"
                  description="The current URL stops working."
                  okText="New URL"
                  onConfirm={makeUrl}
                >
                  <Button loading={creating.isLoading}>New URL</Button>
                </Popconfirm>
                <Popconfirm
                  title={FEED_TEXTS.revokeConfirm}
                  okText="Revoke"
                  okButtonProps={{ danger: true }}
                  onConfirm={revokeUrl}
                >
                  <Button danger loading={revoking.isLoading}>
                    Revoke
                  </Button>
                </Popconfirm>
              </>
            ) : (
              <Button type="primary" loading={creating.isLoading} onClick={makeUrl}>
                Create calendar URL
              </Button>
            )}
          </Flex>
        )}
      </Space>
    </Modal>
  );
}
