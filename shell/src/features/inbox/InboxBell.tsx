import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { INBOX_POLL_MS, useInboxQuery, useMarkAllAlertsReadMutation, type InboxItem } from './inboxApi';
import { InboxItemRow } from './InboxItemRow';

const EMPTY: Record<string, string> = {
  latest: 'No alerts yet. New alerts about your properties and watch lists will show here.',
  assigned: 'Nothing is assigned to you. A teammate can assign you an alert from the alerts page.',
  following: 'No updates yet. Follow an agenda item from an alert to see its next steps here.',
};

/** The header's bell: the caller's unread alerts, and a panel of the newest alerts, assignments and followed items. */
export function InboxBell() {
  const inbox = useInboxQuery(undefined, {
    pollingInterval: INBOX_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const [markAll, markAllState] = useMarkAllAlertsReadMutation();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('latest');
  const navigate = useNavigate();
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const unread = inbox.data?.unread ?? 0;

  // Opening the panel moves the focus into it; Escape closes it and gives the focus back to the bell.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      panel.current?.querySelector<HTMLElement>('button, [role="tab"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const close = () => {
    setOpen(false);
    bell.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };
  const openItem = (item: InboxItem) => {
    setOpen(false);
    navigate(`/alerts?alertId=${item.id}`);
  };

  const list = (items: InboxItem[] | undefined, key: string) =>
    items && items.length > 0 ? (
      <ul style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {items.map((item) => (
          <InboxItemRow key={item.id} item={item} onOpen={openItem} />
        ))}
      </ul>
    ) : (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={inbox.isError ? 'Could not load your inbox.' : EMPTY[key]}
      />
    );

  const content = (
    <div
      ref={panel}
      role="dialog"
      aria-label="Notifications"
      onKeyDown={onKeyDown}
      data-testid="inbox-panel"
      style={{ width: 'min(380px, calc(100vw - 24px))' }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>
          {unread > 0 ? `${unread} unread ${unread === 1 ? 'alert' : 'alerts'}` : 'All caught up'}
        </Typography.Text>
        <Button
          size="small"
          type="link"
          disabled={unread === 0}
          loading={markAllState.isLoading}
          onClick={() => markAll()}
        >
          Mark all read
        </Button>
      </Flex>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'latest', label: 'Latest', children: list(inbox.data?.latest, 'latest') },
          {
            key: 'assigned',
            label: `Assigned to me${inbox.data?.assigned_unread ? ` (${inbox.data.assigned_unread})` : ''}`,
            children: list(inbox.data?.assigned, 'assigned'),
          },
          { key: 'following', label: 'Following', children: list(inbox.data?.following, 'following') },
        ]}
      />
      <Flex justify="end">
        <Button
          type="link"
          size="small"
          onClick={() => {
            setOpen(false);
            navigate('/alerts');
          }}
        >
          View all alerts
        </Button>
      </Flex>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // On a phone the panel is wider than the space left of the bell: shift it into the screen rather than off it.
      align={{ overflow: { adjustX: true, adjustY: true, shiftX: 12 } }}
      content={content}
      arrow={false}
      destroyOnHidden
    >
      <Button
        ref={bell}
        type="text"
        data-testid="inbox-bell"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        icon={
          <Badge count={unread} overflowCount={99} size="small" offset={[4, -2]}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
