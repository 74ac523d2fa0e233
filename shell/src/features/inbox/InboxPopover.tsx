import { Button, Empty, Flex, Popover, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../i18n/catalogue';
import { useInboxQuery, useMarkAllAlertsReadMutation, type InboxItem } from './inboxApi';
import { InboxItemRow } from './InboxItemRow';

export interface InboxPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: the focus goes back to it when Escape closes the panel. */
  bell: RefObject<HTMLButtonElement | null>;
  /** The bell's button, which the popover wraps. */
  children: ReactElement;
}

/**
 * The bell's panel: the newest alerts, assignments and followed items, with Mark all read. In a chunk of its own,
 * loaded when the bell is first pressed (InboxBell).
 */
export function InboxPopover({ open, onOpenChange, bell, children }: InboxPopoverProps) {
  // The bell's own subscription polls; this one reads the same cache entry.
  const inbox = useInboxQuery();
  const [markAll, markAllState] = useMarkAllAlertsReadMutation();
  const [tab, setTab] = useState('latest');
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const unread = inbox.data?.unread ?? 0;
  const setOpen = onOpenChange;
  const t = useT(SHELL_NAMESPACE);
  const empty: Record<string, string> = {
    latest: t('No alerts yet. New alerts about your properties and watch lists will show here.'),
    assigned: t('Nothing is assigned to you. A teammate can assign you an alert from the alerts page.'),
    following: t('No updates yet. Follow an agenda item from an alert to see its next steps here.'),
  };

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
        description={inbox.isError ? t('Could not load your inbox.') : empty[key]}
      />
    );

  const content = (
    <div
      ref={panel}
      role="dialog"
      aria-label={t('Notifications')}
      onKeyDown={onKeyDown}
      data-testid="inbox-panel"
      style={{ width: 'min(380px, calc(100vw - 24px))' }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>
          {unread === 0
            ? t('All caught up')
            : unread === 1
              ? t('{{count}} unread alert', { count: unread })
              : t('{{count}} unread alerts', { count: unread })}
        </Typography.Text>
        <Button
          size="small"
          type="link"
          disabled={unread === 0}
          loading={markAllState.isLoading}
          onClick={() => markAll()}
        >
          {t('Mark all read')}
        </Button>
      </Flex>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'latest', label: t('Latest'), children: list(inbox.data?.latest, 'latest') },
          {
            key: 'assigned',
            label: inbox.data?.assigned_unread
              ? t('Assigned to me ({{count}})', { count: inbox.data.assigned_unread })
              : t('Assigned to me'),
            children: list(inbox.data?.assigned, 'assigned'),
          },
          { key: 'following', label: t('Following'), children: list(inbox.data?.following, 'following') },
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
          {t('View all alerts')}
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
      {children}
    </Popover>
  );
}
