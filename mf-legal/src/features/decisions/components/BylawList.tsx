import { Typography } from 'antd';
import type { Bylaw } from '../api/types';
import { safeExternalUrl, useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../../../i18n/catalogue';

const listStyle = { listStyle: 'none', margin: 0, padding: '4px 0 4px 8px' } as const;
const itemStyle = { padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

/** Every bylaw of a decision: number, [item], description and its document link. */
export function BylawList({ bylaws }: { bylaws: Bylaw[] }) {
  const t = useT(LEGAL_NAMESPACE);
  return (
    <ul style={listStyle} aria-label={t('Bylaws')}>
      {bylaws.map((bylaw) => (
        <li key={bylaw.id} style={itemStyle}>
          <Typography.Text strong>{bylaw.bylaw_number}</Typography.Text>
          {bylaw.item_number ? <Typography.Text type="secondary">{` [${bylaw.item_number}]`}</Typography.Text> : null}
          {bylaw.description ? (
            <Typography.Paragraph style={{ margin: '4px 0 0' }}>{bylaw.description}</Typography.Paragraph>
          ) : null}
          {safeExternalUrl(bylaw.bylaw_url) ? (
            <a href={safeExternalUrl(bylaw.bylaw_url)} target="_blank" rel="noopener noreferrer">
              {t('View bylaw document')}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
