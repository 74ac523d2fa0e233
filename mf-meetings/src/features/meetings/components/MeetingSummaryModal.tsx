import { Button, Modal, Space, Tag, Typography } from 'antd';
import type { Meeting } from '../api/types';
import { hasNoAgenda, meetingDateTime } from '../lib/calendar';
import { safeExternalUrl, useT } from 'shared-auth';
import { MEETINGS_NAMESPACE } from '../../../i18n/catalogue';

/** 'Meeting Summary': the meeting's summary and a 'View Full Document' link. */
export function MeetingSummaryModal({ meeting, onClose }: { meeting: Meeting | null; onClose: () => void }) {
  const t = useT(MEETINGS_NAMESPACE);
  const documentUrl = meeting
    ? safeExternalUrl(meeting.document_url ?? meeting.revised_agenda_url ?? meeting.agenda_url)
    : undefined;
  return (
    <Modal
      open={meeting !== null}
      title={t('Meeting Summary')}
      onCancel={onClose}
      footer={
        documentUrl ? (
          <Button type="primary" href={documentUrl} target="_blank" rel="noopener noreferrer">
            {t('View Full Document')}
          </Button>
        ) : null
      }
      destroyOnHidden
    >
      {meeting && (
        <Space direction="vertical" size="small" style={{ width: '100%' }} data-testid="meeting-summary">
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {meeting.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {meetingDateTime(meeting.date)} · {meeting.municipality}
            {meeting.committee ? ` · ${meeting.committee}` : ''}
          </Typography.Text>
          {meeting.hasAlert && (
            <Tag color="red">
              {meeting.alertCount === 1
                ? t('{{count}} alert', { count: meeting.alertCount })
                : t('{{count}} alerts', { count: meeting.alertCount })}
            </Tag>
          )}
          {hasNoAgenda(meeting.summary) ? (
            <Typography.Text type="secondary">{t('No Agenda Posted')}</Typography.Text>
          ) : (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{meeting.summary}</Typography.Paragraph>
          )}
        </Space>
      )}
    </Modal>
  );
}
