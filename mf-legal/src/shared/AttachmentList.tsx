import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Button, Flex, Spin, Typography } from 'antd';
import { useT, type ApiResponse } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../i18n/catalogue';
import { formatDay } from './dates';
import { openInNewTab } from './openInNewTab';

/** A proposal's or a decision's attachment, as the API lists them. */
export type Attachment = ApiResponse<'/api/proposals/{id}/attachments'>[number];

const listStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: '1px solid rgba(5, 5, 5, 0.06)',
  borderRadius: 8,
} as const;
const itemStyle = { padding: '8px 12px', borderTop: '1px solid rgba(5, 5, 5, 0.06)' } as const;

/** Filename, created date and a View button per attachment; 'No attachments' when empty (or failed). */
export function AttachmentList({ attachments, loading }: { attachments: Attachment[]; loading: boolean }) {
  const t = useT(LEGAL_NAMESPACE);
  if (loading) return <Spin size="small" aria-label={t('Loading attachments')} />;
  if (!attachments.length) return <Typography.Text type="secondary">{t('No attachments')}</Typography.Text>;
  return (
    <ul style={listStyle} aria-label={t('Attachments')}>
      {attachments.map((file, index) => (
        <li key={file.id} style={index === 0 ? { ...itemStyle, borderTop: 'none' } : itemStyle}>
          <Flex justify="space-between" align="center" gap={12}>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong ellipsis>
                <PaperClipOutlined /> {file.filename}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">{formatDay(file.created_at) ?? t('N/A')}</Typography.Text>
            </div>
            <Button
              size="small"
              onClick={() => openInNewTab(file.url)}
              aria-label={t('View {{filename}}', { filename: file.filename })}
            >
              {t('View')}
            </Button>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
