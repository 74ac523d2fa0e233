import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../i18n/catalogue';
import { INBOX_POLL_MS, useInboxQuery } from './inboxApi';

// The panel (antd's Popover and the item rows) loads the first time the bell is pressed, not with the first screen
// (docs/architecture.md, "The first load"); pointing at or focusing the bell starts the download early.
const loadPopover = () => import('./InboxPopover');
const InboxPopover = lazy(() => loadPopover().then((module) => ({ default: module.InboxPopover })));

/** The header's bell: the caller's unread alerts, and a panel of the newest alerts, assignments and followed items. */
export function InboxBell() {
  const t = useT(SHELL_NAMESPACE);
  const inbox = useInboxQuery(undefined, {
    pollingInterval: INBOX_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const [open, setOpen] = useState(false);
  // The popover is mounted from the first press on; until then the bell opens it itself.
  const [wanted, setWanted] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const unread = inbox.data?.unread ?? 0;

  const button = (
    <Button
      ref={bell}
      type="text"
      data-testid="inbox-bell"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={unread > 0 ? t('Notifications, {{count}} unread', { count: unread }) : t('Notifications')}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={
        wanted
          ? undefined
          : () => {
              setWanted(true);
              setOpen(true);
            }
      }
      icon={
        <Badge count={unread} overflowCount={99} size="small" offset={[4, -2]}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <InboxPopover open={open} onOpenChange={setOpen} bell={bell}>
        {button}
      </InboxPopover>
    </Suspense>
  );
}
