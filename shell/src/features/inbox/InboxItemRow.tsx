import { Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { CSSProperties } from 'react';
import { severityName, useT } from 'shared-auth';
import { SHELL_NAMESPACE } from '../../i18n/catalogue';
import type { InboxItem } from './inboxApi';

dayjs.extend(relativeTime);

/** Read by screen readers, not shown. */
export const SR_ONLY: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const SEVERITY_COLORS: Record<string, string> = { urgent: 'red', high: 'orange', normal: 'blue' };

/** One alert of the inbox: a button that opens it on the alerts page. */
export function InboxItemRow({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const t = useT(SHELL_NAMESPACE);
  const note = item.assigned_to_me
    ? item.assigned_by
      ? t('Assigned to you by {{name}}', { name: item.assigned_by })
      : t('Assigned to you')
    : item.follow
      ? t('Update of an item you follow')
      : null;
  return (
    <li style={{ listStyle: 'none' }}>
      <button
        type="button"
        data-testid="inbox-item"
        data-unread={item.read ? undefined : 'true'}
        onClick={() => onOpen(item)}
        style={{
          display: 'flex',
          gap: 8,
          width: '100%',
          textAlign: 'left',
          padding: '8px 10px',
          border: 0,
          borderRadius: 6,
          cursor: 'pointer',
          background: item.read ? 'transparent' : '#f0f5ff',
          font: 'inherit',
        }}
      >
        <span
          aria-hidden
          style={{
            flex: 'none',
            width: 8,
            height: 8,
            marginTop: 7,
            borderRadius: '50%',
            background: item.read ? 'transparent' : '#1677ff',
          }}
        />
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong={!item.read} ellipsis style={{ maxWidth: '100%' }}>
            {!item.read && <span style={SR_ONLY}>{t('Unread:')} </span>}
            {item.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {[item.subject, item.municipality].filter(Boolean).join(' · ')} · {dayjs(item.created_at).fromNow()}
          </Typography.Text>
          {note && (
            <Typography.Text style={{ fontSize: 12, color: '#1d39c4' }} ellipsis>
              {note}
            </Typography.Text>
          )}
        </Flex>
        <Tag color={SEVERITY_COLORS[item.severity]} style={{ flex: 'none', marginInlineEnd: 0, alignSelf: 'start' }}>
          {severityName(item.severity)}
        </Tag>
      </button>
    </li>
  );
}
