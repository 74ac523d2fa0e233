import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Popover, Segmented, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ExportMenu, PageTitle, useDebouncedValue, useT } from 'shared-auth';
import { MEETINGS_NAMESPACE } from '../../../i18n/catalogue';
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

type View = 'calendar' | 'list';
type Timeframe = 'upcoming' | 'past';

/** The export holds the list's filters (or the calendar's month), without its paging. */
export function exportParams(query: MeetingsQuery): Record<string, string | undefined> {
  const { limit: _limit, offset: _offset, ...filters } = query as MeetingsQuery & { limit?: number; offset?: number };
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
}

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
  const t = useT(MEETINGS_NAMESPACE);
  const [view, setView] = useState<View>('calendar');
  const [timeframe, setTimeframe] = useState<Timeframe>('upcoming');
  // The header search's links open the list searched (`/meetings?q=...`).
  const [params] = useSearchParams();
  const [searchText, setSearchText] = useState(() => params.get('q')?.slice(0, 200) ?? '');
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
  const [exportError, setExportError] = useState<string | null>(null);
  const items = meetings.data?.items ?? [];

  const municipalityNames = useMemo(() => (municipalities.data ?? []).map((m) => m.name), [municipalities.data]);

  const filters = (
    <Flex vertical gap={8} style={{ width: 240 }}>
      <Typography.Text strong>{t('Municipality')}</Typography.Text>
      <Select
        aria-label={t('Municipality')}
        allowClear
        placeholder={t('All municipalities')}
        value={municipality}
        onChange={(value?: string) => setMunicipality(value)}
        options={municipalityNames.map((name) => ({ value: name, label: name }))}
      />
      <Typography.Text strong>{t('Sort by')}</Typography.Text>
      <Select
        aria-label={t('Sort by')}
        value={sort}
        onChange={(value: MeetingSort) => setSort(value)}
        options={[
          { value: 'date', label: t('Date') },
          { value: 'title', label: t('Title') },
          { value: 'municipality', label: t('Municipality') },
        ]}
      />
      <Typography.Text strong>{t('Order')}</Typography.Text>
      <Select
        aria-label={t('Order')}
        value={order}
        onChange={(value: SortOrder) => setOrder(value)}
        options={[
          { value: 'asc', label: t('Ascending') },
          { value: 'desc', label: t('Descending') },
        ]}
      />
    </Flex>
  );

  return (
    <section data-testid="mf_meetings-MeetingsPage">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <PageTitle documentTitle={t('Meetings')}>{t('Municipal Meetings')}</PageTitle>
        <Typography.Text type="secondary" data-testid="meetings-subtitle">
          {stats.data
            ? t('Monitoring {{meetings}} upcoming meetings across {{municipalities}} municipalities', {
                meetings: stats.data.total_upcoming_meetings,
                municipalities: stats.data.total_municipalities,
              })
            : t('Council and committee meetings as a list or a calendar.')}
        </Typography.Text>
      </Flex>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          aria-label={t('Search meetings')}
          placeholder={t('Search meetings')}
          prefix={<SearchOutlined />}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Popover trigger="click" placement="bottomLeft" content={filters}>
          <Button icon={<FilterOutlined />}>
            {t('Filters')}
            {municipality ? ' (1)' : ''}
          </Button>
        </Popover>
        <Segmented<View>
          aria-label={t('View')}
          value={view}
          onChange={setView}
          options={[
            { value: 'calendar', label: t('Calendar') },
            { value: 'list', label: t('List') },
          ]}
        />
        {view === 'list' && (
          <Segmented<Timeframe>
            aria-label={t('Timeframe')}
            value={timeframe}
            onChange={setTimeframe}
            options={[
              { value: 'upcoming', label: t('Upcoming') },
              { value: 'past', label: t('Past') },
            ]}
          />
        )}
        <CalendarFeedControl />
        <ExportMenu
          path="/api/meetings/export"
          fileName="parcelwatch-meetings"
          params={exportParams(query)}
          onError={setExportError}
        />
      </Flex>
      {exportError && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setExportError(null) }}
          message={exportError}
          style={{ marginBottom: 16 }}
        />
      )}
      {meetings.isError && (
        <Alert
          type="error"
          showIcon
          message={t('Error loading meetings. Please try again.')}
          style={{ marginBottom: 16 }}
        />
      )}
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
