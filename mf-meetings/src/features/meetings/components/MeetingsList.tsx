import { Badge, Button, Space, Table, Typography } from 'antd';
import type { Meeting } from '../api/types';
import { hasNoAgenda, meetingDateTime } from '../lib/calendar';
import { municipalityColor, type ColorOverrides } from '../lib/colors';
import { safeExternalUrl, useT } from 'shared-auth';
import { MEETINGS_NAMESPACE } from '../../../i18n/catalogue';

export const LIST_PAGE_SIZE = 20;

/** The list view: Meeting, Date, Municipality, Actions. */
export function MeetingsList({
  meetings,
  total,
  page,
  loading,
  overrides,
  onPageChange,
  onOpenMeeting,
}: {
  meetings: Meeting[];
  total: number;
  page: number;
  loading: boolean;
  overrides: ColorOverrides;
  onPageChange: (page: number) => void;
  onOpenMeeting: (meeting: Meeting) => void;
}) {
  const t = useT(MEETINGS_NAMESPACE);
  return (
    <Table<Meeting>
      data-testid="meetings-list"
      rowKey="id"
      loading={loading}
      dataSource={meetings}
      locale={{ emptyText: t('No meetings found') }}
      pagination={{
        current: page,
        pageSize: LIST_PAGE_SIZE,
        total,
        showSizeChanger: false,
        onChange: onPageChange,
        hideOnSinglePage: true,
      }}
      columns={[
        {
          title: t('Meeting'),
          key: 'meeting',
          render: (_, meeting) => (
            <Space direction="vertical" size={2} style={{ width: '100%' }}>
              <Space size="small">
                <Typography.Text strong>{meeting.title}</Typography.Text>
                {meeting.hasAlert && (
                  <Badge
                    count={meeting.alertCount}
                    title={t('{{count}} alerts', { count: meeting.alertCount })}
                    data-testid="alert-badge"
                  />
                )}
              </Space>
              {meeting.committee && meeting.committee !== meeting.title && (
                <Typography.Text type="secondary">{meeting.committee}</Typography.Text>
              )}
              {hasNoAgenda(meeting.summary) ? (
                <Typography.Text type="secondary" italic>
                  {t('No Agenda Posted')}
                </Typography.Text>
              ) : (
                <Typography.Paragraph
                  ellipsis={{ rows: 2, expandable: true, symbol: t('more') }}
                  style={{ marginBottom: 0 }}
                >
                  {meeting.summary}
                </Typography.Paragraph>
              )}
            </Space>
          ),
        },
        { title: t('Date'), key: 'date', width: 190, render: (_, meeting) => meetingDateTime(meeting.date) },
        {
          title: t('Municipality'),
          key: 'municipality',
          width: 180,
          render: (_, meeting) => (
            <Space size={6}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  background: municipalityColor(meeting.municipality, overrides),
                }}
              />
              {meeting.municipality}
            </Space>
          ),
        },
        {
          title: t('Actions'),
          key: 'actions',
          width: 200,
          render: (_, meeting) => {
            const url = safeExternalUrl(meeting.document_url ?? meeting.revised_agenda_url ?? meeting.agenda_url);
            // Without an agenda there is no summary to open: the meeting column already says 'No Agenda Posted'.
            const summary = !hasNoAgenda(meeting.summary);
            if (!summary && !url) return <Typography.Text type="secondary">—</Typography.Text>;
            return (
              <Space size={0} wrap>
                {summary ? (
                  <Button type="link" size="small" onClick={() => onOpenMeeting(meeting)}>
                    {t('Summary')}
                  </Button>
                ) : null}
                {url ? (
                  <Button type="link" size="small" href={url} target="_blank" rel="noopener noreferrer">
                    {t('View Document')}
                  </Button>
                ) : null}
              </Space>
            );
          },
        },
      ]}
    />
  );
}
