import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Popover, Segmented, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PageTitle, useDebouncedValue } from 'shared-auth';
import {
  MEETINGS_QUERY_OPTIONS,
  useMeetingMunicipalitiesQuery,
  useMeetingsQuery,
  useMeetingStatsQuery,
} from '../api/meetingsApi';
import type { Meeting, MeetingSort, MeetingsQuery, SortOrder } from '../api/types';
import { CalendarFeedControl } from '../calendar-feed/CalendarFeedControl';
import { MeetingsCalendar } from '../components/MeetingsCalendar';
import { LIST_PAGE_SIZE, MeetingsList } from '../components/MeetingsList';
import { MeetingSummaryModal } from '../components/MeetingSummaryModal';
import { MunicipalityColors } from '../components/MunicipalityColors';
import { gridWindow, monthOf, shiftMonth } from '../lib/calendar';
import { loadColorOverrides, saveColorOverride, type ColorOverrides } from '../lib/colors';

/** Search is debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The calendar asks for the whole visible grid at once (the API allows up to 500). */
const CALENDAR_LIMIT = 500;
const ERROR_TEXT = 'Error loading meetings. Please try again.';

type View = 'calendar' | 'list';
type Timeframe = 'upcoming' | 'past';

/** List mode's query: Upcoming or Past, with the order flipped for Past (most recent first by default). */
export function listQuery(
  base: { search?: string; municipality?: string; sort: MeetingSort; order: SortOrder },
  timeframe: Timeframe,
  page: number,
): MeetingsQuery {
  const order: SortOrder = timeframe === 'past' ? (base.order === 'asc' ? 'desc' : 'asc') : base.order;
  return {
    search: base.search,
    municipality: base.municipality,
    sort: base.sort,
    order,
    timeframe,
    limit: LIST_PAGE_SIZE,
    offset: (page - 1) * LIST_PAGE_SIZE,
  };
}

/** Municipal Meetings (/meetings): a list or a month calendar of council and committee meetings. */
export default function MeetingsPage() {
  const [view, setView] = useState<View>('calendar');
  const [timeframe, setTimeframe] = useState<Timeframe>('upcoming');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [municipality, setMunicipality] = useState<string | undefined>();
  const [sort, setSort] = useState<MeetingSort>('date');
  const [order, setOrder] = useState<SortOrder>('asc');
  const [month, setMonth] = useState(() => monthOf());
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Meeting | null>(null);
  const [overrides, setOverrides] = useState<ColorOverrides>(() => loadColorOverrides());

  useEffect(() => setPage(1), [search, municipality, sort, order, timeframe]);

  const stats = useMeetingStatsQuery({ days: 999 }, MEETINGS_QUERY_OPTIONS);
  const municipalities = useMeetingMunicipalitiesQuery(undefined, MEETINGS_QUERY_OPTIONS);

  const query: MeetingsQuery = useMemo(
    () =>
      view === 'calendar'
        ? {
            search: search || undefined,
            municipality,
            ...gridWindow(month),
            sort: 'date',
            order: 'asc',
            limit: CALENDAR_LIMIT,
          }
        : listQuery({ search: search || undefined, municipality, sort, order }, timeframe, page),
    [view, search, municipality, month, sort, order, timeframe, page],
  );
  const meetings = useMeetingsQuery(query, MEETINGS_QUERY_OPTIONS);
  const items = meetings.data?.items ?? [];

  const municipalityNames = useMemo(() => (municipalities.data ?? []).map((m) => m.name), [municipalities.data]);

  const filters = (
    <Flex vertical gap={8} style={{ width: 240 }}>
      <Typography.Text strong>Municipality</Typography.Text>
      <Select
        aria-label="Municipality"
        allowClear
        placeholder="All municipalities"
        value={municipality}
        onChange={(value?: string) => setMunicipality(value)}
        options={municipalityNames.map((name) => ({ value: name, label: name }))}
      />
      <Typography.Text strong>Sort by</Typography.Text>
      <Select
        aria-label="Sort by"
        value={sort}
        onChange={(value: MeetingSort) => setSort(value)}
        options={[
          { value: 'date', label: 'Date' },
          { value: 'title', label: 'Title' },
          { value: 'municipality', label: 'Municipality' },
        ]}
      />
      <Typography.Text strong>Order</Typography.Text>
      <Select
        aria-label="Order"
        value={order}
        onChange={(value: SortOrder) => setOrder(value)}
        options={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
      />
    </Flex>
  );

  return (
    <section data-testid="mf_meetings-MeetingsPage">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <PageTitle documentTitle="Meetings">Municipal Meetings</PageTitle>
        <Typography.Text type="secondary" data-testid="meetings-subtitle">
          {stats.data
            ? `Monitoring ${stats.data.total_upcoming_meetings} upcoming meetings across ${stats.data.total_municipalities} municipalities`
            : 'Council and committee meetings as a list or a calendar.'}
        </Typography.Text>
      </Flex>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          aria-label="Search meetings"
          placeholder="Search meetings"
          prefix={<SearchOutlined />}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Popover trigger="click" placement="bottomLeft" content={filters}>
          <Button icon={<FilterOutlined />}>Filters{municipality ? ' (1)' : ''}</Button>
        </Popover>
        <Segmented<View>
          aria-label="View"
          value={view}
          onChange={setView}
          options={[
            { value: 'calendar', label: 'Calendar' },
            { value: 'list', label: 'List' },
          ]}
        />
        {view === 'list' && (
          <Segmented<Timeframe>
            aria-label="Timeframe"
            value={timeframe}
            onChange={setTimeframe}
            options={[
              { value: 'upcoming', label: 'Upcoming' },
              { value: 'past', label: 'Past' },
            ]}
          />
        )}
        <CalendarFeedControl />
      </Flex>
      {meetings.isError && <Alert type="error" showIcon message={ERROR_TEXT} style={{ marginBottom: 16 }} />}
      <Card>
        {view === 'calendar' ? (
          <MeetingsCalendar
            month={month}
            meetings={items}
            loading={meetings.isFetching}
            overrides={overrides}
            onMonthChange={(delta) => setMonth((current) => shiftMonth(current, delta))}
            onOpenMeeting={setSelected}
          />
        ) : (
          <MeetingsList
            meetings={meetings.isError ? [] : items}
            total={meetings.data?.total ?? 0}
            page={page}
            loading={meetings.isFetching}
            overrides={overrides}
            onPageChange={setPage}
            onOpenMeeting={setSelected}
          />
        )}
      </Card>
      <Card style={{ marginTop: 16 }}>
        <MunicipalityColors
          municipalities={municipalityNames}
          overrides={overrides}
          onSave={(name, color) => setOverrides(saveColorOverride(name, color))}
        />
      </Card>
      <MeetingSummaryModal meeting={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
