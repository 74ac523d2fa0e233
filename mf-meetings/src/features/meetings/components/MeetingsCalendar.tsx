import { ListItemMeta, useT } from 'shared-auth';
import { MEETINGS_NAMESPACE } from '../../../i18n/catalogue';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, List, Modal, Spin, Tooltip, Typography } from 'antd';
import { memo, useMemo, useState } from 'react';
import type { Meeting } from '../api/types';
import {
  cutDay,
  dayKey,
  dayLabel,
  groupByDay,
  meetingTime,
  monthGrid,
  monthLabel,
  WEEKDAYS,
  weekdayLabel,
  type CalendarDay,
} from '../lib/calendar';
import { municipalityCode, municipalityColor, type ColorOverrides } from '../lib/colors';

/**
 * One meeting: its municipality's short code and colour, then its title over the chip's whole width (an ellipsis
 * when too long); the time, full title and municipality in a tooltip on hover and on keyboard focus. On a phone
 * (`compact`: a day is about 50 px wide) the chip shows the code alone, 44 px tall to be tapped; its name says the rest.
 */
function MeetingChip({
  meeting,
  color,
  onOpen,
  compact,
}: {
  meeting: Meeting;
  color: string;
  onOpen: (m: Meeting) => void;
  compact: boolean;
}) {
  const t = useT(MEETINGS_NAMESPACE);
  const full = `${meetingTime(meeting.date)} ${meeting.title} (${meeting.municipality ?? t('Unknown municipality')})`;
  return (
    <Tooltip title={full} trigger={['hover', 'focus']} mouseEnterDelay={0.3}>
      <button
        type="button"
        className="pw-meeting-chip"
        data-testid="calendar-meeting"
        aria-label={meeting.hasAlert ? t('{{meeting}}, has alerts', { meeting: full }) : full}
        onClick={() => onOpen(meeting)}
        style={{
          display: 'block',
          width: '100%',
          textAlign: compact ? 'center' : 'left',
          border: 'none',
          borderLeft: `${compact ? 3 : 4}px solid ${color}`,
          background: `${color}1f`,
          borderRadius: 4,
          padding: compact ? '2px 1px' : '2px 3px',
          minHeight: compact ? 44 : 24, // WCAG 2.2 target size; a finger's on a phone
          marginTop: 2,
          cursor: 'pointer',
          fontSize: 12,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          outline: meeting.hasAlert ? '1px solid #ff4d4f' : undefined,
        }}
      >
        <span data-testid="chip-municipality" style={{ fontWeight: 700, fontSize: 10, marginRight: compact ? 0 : 4 }}>
          {municipalityCode(meeting.municipality)}
        </span>
        {meeting.hasAlert && (
          <span aria-label={t('Has alerts')} style={{ color: '#d4380d' }}>
            {compact ? '●' : '● '}
          </span>
        )}
        {compact ? null : meeting.title}
      </button>
    </Tooltip>
  );
}

const NO_MEETINGS: Meeting[] = [];

/**
 * One day of the grid. Memoized: a cell renders again only when its own meetings, the colours or the handlers
 * change, not when the month's query only toggles its loading state.
 */
const DayCell = memo(function DayCell({
  day,
  meetings,
  overrides,
  today,
  onOpenDay,
  onOpenMeeting,
  compact,
}: {
  day: CalendarDay;
  /** A phone: chips show their municipality's code only, and "View All (n)" wraps between its words. */
  compact: boolean;
  /** Today's 'YYYY-MM-DD' in Toronto: its cell is highlighted. */
  today: string;
  meetings: Meeting[];
  overrides: ColorOverrides;
  onOpenDay: (key: string) => void;
  onOpenMeeting: (meeting: Meeting) => void;
}) {
  const t = useT(MEETINGS_NAMESPACE);
  const { shown, total, more } = cutDay(meetings);
  const isToday = day.key === today;
  const count =
    total === 0
      ? t('0 meetings')
      : total === 1
        ? t('{{count}} meeting', { count: total })
        : t('{{count}} meetings', { count: total });
  const label = isToday
    ? t('Today, {{day}}: {{meetings}}', { day: dayLabel(day.key), meetings: count })
    : t('{{day}}: {{meetings}}', { day: dayLabel(day.key), meetings: count });
  return (
    <td
      data-testid={`day-${day.key}`}
      data-in-month={day.inMonth}
      data-today={isToday || undefined}
      aria-current={isToday ? 'date' : undefined}
      style={{
        verticalAlign: 'top',
        height: compact ? undefined : 96,
        padding: compact ? 2 : 4,
        border: '1px solid #f0f0f0',
        // Days of the other months are told apart by their background only: an opacity would
        // take their text and links under the 4.5:1 contrast of WCAG AA.
        background: isToday ? '#e6f4ff' : day.inMonth ? undefined : '#f5f5f5',
        boxShadow: isToday ? 'inset 0 0 0 2px #1677ff' : undefined,
      }}
    >
      <button
        type="button"
        aria-label={label}
        onClick={() => onOpenDay(day.key)}
        style={{
          border: 'none',
          background: 'none',
          padding: 0,
          minWidth: 24,
          minHeight: 24,
          cursor: 'pointer',
          fontWeight: 600,
          ...(isToday ? { background: '#0958d9', color: '#fff', borderRadius: 12 } : {}),
        }}
      >
        {day.day}
      </button>
      {shown.map((meeting) => (
        <MeetingChip
          key={meeting.id}
          meeting={meeting}
          color={municipalityColor(meeting.municipality, overrides)}
          onOpen={onOpenMeeting}
          compact={compact}
        />
      ))}
      {more && (
        <Button
          type="link"
          size="small"
          style={
            compact
              ? {
                  padding: 0,
                  height: 'auto',
                  minHeight: 44,
                  width: '100%',
                  whiteSpace: 'normal',
                  lineHeight: 1.2,
                  fontSize: 12,
                }
              : { padding: 0, height: 'auto', minHeight: 24 }
          }
          onClick={() => onOpenDay(day.key)}
        >
          {t('View All ({{count}})', { count: total })}
        </Button>
      )}
    </td>
  );
});

/** A month grid Sunday to Saturday: 2 meetings a day, then 'View All (n)' for the day modal. */
export function MeetingsCalendar({
  month,
  meetings,
  loading,
  overrides,
  onMonthChange,
  onOpenMeeting,
}: {
  month: string;
  meetings: Meeting[];
  loading: boolean;
  overrides: ColorOverrides;
  onMonthChange: (delta: number) => void;
  onOpenMeeting: (meeting: Meeting) => void;
}) {
  const t = useT(MEETINGS_NAMESPACE);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const byDay = useMemo(() => groupByDay(meetings), [meetings]);
  // Today in Toronto, like the meetings' days (a new render after midnight picks the next day).
  const today = dayKey(new Date().toISOString());
  const [openDay, setOpenDay] = useState<string | null>(null);
  // Below antd's md breakpoint (a phone) the cells are too narrow for titles.
  const compact = Grid.useBreakpoint().md === false;
  const dayMeetings = openDay ? (byDay.get(openDay) ?? []) : [];

  return (
    <div data-testid="meetings-calendar">
      <Flex align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Button icon={<LeftOutlined />} aria-label={t('Previous month')} onClick={() => onMonthChange(-1)} />
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }} data-testid="calendar-month">
          {monthLabel(month)} {loading && <Spin size="small" />}
        </Typography.Title>
        <Button icon={<RightOutlined />} aria-label={t('Next month')} onClick={() => onMonthChange(1)} />
      </Flex>
      <table role="grid" style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col" style={{ padding: 4, fontWeight: 600, textAlign: 'center' }}>
                {weekdayLabel(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.key}>
              {week.map((day) => {
                return (
                  <DayCell
                    key={day.key}
                    day={day}
                    meetings={byDay.get(day.key) ?? NO_MEETINGS}
                    overrides={overrides}
                    today={today}
                    onOpenDay={setOpenDay}
                    onOpenMeeting={onOpenMeeting}
                    compact={compact}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Modal
        open={openDay !== null}
        title={openDay ? dayLabel(openDay) : ''}
        onCancel={() => setOpenDay(null)}
        footer={null}
        destroyOnHidden
      >
        {dayMeetings.length === 0 ? (
          <Typography.Text type="secondary">{t('No meetings found')}</Typography.Text>
        ) : (
          <List
            data-testid="day-meetings"
            dataSource={dayMeetings}
            renderItem={(meeting) => (
              <List.Item
                actions={[
                  <Button
                    key="summary"
                    type="link"
                    onClick={() => {
                      setOpenDay(null);
                      onOpenMeeting(meeting);
                    }}
                  >
                    {t('Summary')}
                  </Button>,
                ]}
              >
                <ListItemMeta
                  avatar={
                    <span
                      aria-hidden
                      style={{
                        display: 'inline-block',
                        width: 12,
                        height: 12,
                        borderRadius: 3,
                        background: municipalityColor(meeting.municipality, overrides),
                      }}
                    />
                  }
                  title={
                    <span>
                      <Typography.Text strong>{meetingTime(meeting.date)}</Typography.Text> {meeting.title}
                      {meeting.hasAlert && (
                        <Typography.Text type="danger">
                          {' '}
                          ({t('{{count}} alerts', { count: meeting.alertCount })})
                        </Typography.Text>
                      )}
                    </span>
                  }
                  description={`${meeting.municipality}${meeting.committee ? ` · ${meeting.committee}` : ''}`}
                />
              </List.Item>
            )}
          />
        )}
      </Modal>
    </div>
  );
}
