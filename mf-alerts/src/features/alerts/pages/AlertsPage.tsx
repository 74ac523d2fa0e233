import { Alert as Notice, Col, Flex, Row, Skeleton, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ExportMenu,
  Pager,
  SourceHealthBanner,
  subscriptionCounts,
  SubscriptionStates,
  useAlertTitle,
  useDebouncedValue,
  useT,
  useTrialStatusQuery,
} from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import {
  ALERTS_POLL_MS,
  ALERTS_STALE_SECONDS,
  useAlertFilterOptionsQuery,
  useAlertPagePropertiesQuery,
  useAlertsListQuery,
  useAlertSeverityCountsQuery,
  useMarkAlertReadMutation,
} from '../api/alertsApi';
import type { Alert, AlertCategory, AlertSeverity } from '../api/types';
import { AlertCard } from '../components/AlertCard';
import { AlertChatModal } from '../components/AlertChatModal';
import { AlertsEmptyState } from '../components/AlertsEmptyState';
import { AlertsHeader, AlertsTitle } from '../components/AlertsHeader';
import { AlertViewModal } from '../components/AlertViewModal';
import { DismissAlertModal } from '../components/DismissAlertModal';
import { NoActiveSubscriptionsBanner } from '../components/NoActiveSubscriptionsBanner';
import { useAlertHighlight } from '../hooks/useAlertHighlight';
import { MESSAGES, PAGE_SIZE, SEARCH_DEBOUNCE_MS, SEVERITY_TABS, severityTabLabel } from '../../../shared/constants';
import { FollowPanel } from '../../follow/FollowPanel';
import { AlertListControls, type AlertSort } from '../../inbox/components/AlertListControls';
import { AssignModal } from '../../inbox/components/AssignModal';
import { BulkDismissModal } from '../../inbox/components/BulkDismissModal';

/** Stale after 60 s, refetched on focus, polled every 60 s while the page is visible. */
const LIVE = {
  pollingInterval: ALERTS_POLL_MS,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
  refetchOnMountOrArgChange: ALERTS_STALE_SECONDS,
} as const;

type Dialog =
  | { kind: 'view' | 'chat' | 'dismiss' | 'assign'; alert: Alert }
  | { kind: 'assign-selected' | 'dismiss-selected' }
  | null;

/** /alerts: the alerts dashboard. */
export default function AlertsPage() {
  const t = useT(ALERTS_NAMESPACE);
  const titleOf = useAlertTitle();
  const [params] = useSearchParams();
  const alertIdParam = Number(params.get('alertId'));
  const focusId = Number.isInteger(alertIdParam) && alertIdParam > 0 ? alertIdParam : null;
  // A shared link (/alerts?alertId=&view=1, "Copy link") also opens the alert; another company's answers not found.
  const linked = focusId !== null && params.get('view') === '1' ? focusId : null;
  const [linkedOpen, setLinkedOpen] = useState<number | null>(linked);
  useEffect(() => setLinkedOpen(linked), [linked]);

  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [propertyId, setPropertyId] = useState<string | undefined>();
  const [category, setCategory] = useState<AlertCategory | undefined>();
  const [tab, setTab] = useState<'all' | AlertSeverity>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sort, setSort] = useState<AlertSort>('date');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE);
  const [selected, setSelected] = useState<number[]>([]);
  const [actionError, setActionError] = useState<string | null>(null);
  const [markRead] = useMarkAlertReadMutation();

  const filters = {
    propertyId,
    category,
    search: debouncedSearch || undefined,
    severity: tab === 'all' ? undefined : tab,
    sort: sort === 'date' ? undefined : sort,
  };
  const [pageData, setPageData] = useState<Alert[] | undefined>();
  const { highlighted, waiting } = useAlertHighlight(focusId, filters, pageData, setPage, pageSize);
  // Server-side paging: one page (6 by default) and the list's total under the filters.
  const list = useAlertsListQuery(
    { ...filters, limit: pageSize, offset: (page - 1) * pageSize },
    { ...LIVE, skip: waiting },
  );
  const counts = useAlertSeverityCountsQuery({ propertyId }, LIVE);
  const filterOptions = useAlertFilterOptionsQuery();
  const properties = useAlertPagePropertiesQuery();
  const trial = useTrialStatusQuery();

  const alerts = list.data?.alerts;
  const total = list.data?.total ?? 0;
  useEffect(() => setPageData(alerts), [alerts]);
  const changeFilter = useCallback(
    <T,>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
        setSelected([]);
      },
    [],
  );
  // Opening an alert marks it read: from its card, or from a link (/alerts?alertId=, the bell).
  const open = (alert: Alert) => {
    if (alert.read === false) void markRead(alert.id);
    setDialog({ kind: 'view', alert });
  };
  const highlightedAlert = alerts?.find((a) => a.id === highlighted);
  useEffect(() => {
    if (highlightedAlert && highlightedAlert.read === false) void markRead(highlightedAlert.id);
  }, [highlightedAlert, markRead]);

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A dismissal can empty the last page: go back to the new last one.
  useEffect(() => {
    if (list.data && page > pageCount) setPage(pageCount);
  }, [list.data, page, pageCount]);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, (page - 1) * pageSize + (alerts?.length ?? 0));

  const propertyOptions = filterOptions.data?.properties ?? [];
  const withoutProperties = filterOptions.isSuccess && propertyOptions.length === 0;
  // An account without properties still has the alerts of its watch lists: the empty state only when it has none.
  const noProperties = withoutProperties && counts.isSuccess && counts.data.total === 0;
  const companyTrial = trial.data?.is_trial_active ? { active: true, daysRemaining: trial.data.days_remaining } : null;
  const states = properties.data ? subscriptionCounts(properties.data, companyTrial) : null;
  // No property is subscribed (trial, inactive or past due only): the trial's words, or 'No Active Property Subscriptions'.
  const noneActive = Boolean(
    properties.isSuccess && properties.data.length > 0 && states && states.active + states.cancelling === 0,
  );

  // A shared link's alert, over whichever screen this is (an account without alerts still hears "Alert not found").
  const linkedView = linkedOpen !== null && (
    <AlertViewModal
      alertId={linkedOpen}
      onClose={() => setLinkedOpen(null)}
      itemsFooter={(id) => <FollowPanel alertId={id} />}
    />
  );

  // Which screen this is (the alerts, or a state for an account without properties nor alerts) is known once the
  // filter options, for such an account its alert count, and for that state the trial, have loaded: until then a
  // skeleton, never a header swapped away after.
  if (filterOptions.isLoading || (withoutProperties && counts.isLoading) || (noProperties && trial.isLoading)) {
    return (
      <section data-testid="mf_alerts-AlertsPage">
        <Skeleton active />
      </section>
    );
  }

  if (noProperties) {
    return (
      <section data-testid="mf_alerts-AlertsPage">
        {linkedView}
        <AlertsTitle />
        <AlertsEmptyState kind={trial.data && !trial.data.is_trial_active ? 'trial-inactive' : 'no-properties'} />
      </section>
    );
  }

  return (
    <section data-testid="mf_alerts-AlertsPage">
      <AlertsHeader
        search={search}
        onSearch={changeFilter(setSearch)}
        properties={propertyOptions}
        propertyId={propertyId}
        onPropertyChange={changeFilter(setPropertyId)}
        category={category}
        onCategoryChange={changeFilter(setCategory)}
      />
      {/* A source the company's alerts come from is not being read: the alerts below may be incomplete. */}
      <SourceHealthBanner />
      {properties.data && properties.data.length > 0 ? (
        <div style={{ marginBottom: 12 }}>
          <SubscriptionStates properties={properties.data} trial={companyTrial} />
        </div>
      ) : null}
      {noneActive && (
        <NoActiveSubscriptionsBanner
          propertyCount={properties.data?.length ?? 0}
          trial={trial.data?.is_trial_active ? { daysRemaining: trial.data.days_remaining } : null}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => changeFilter(setTab)(key as typeof tab)}
        items={SEVERITY_TABS.map((item) => ({
          key: item.key,
          // Counts of alerts, said so; none while the list or the counts failed to load (no number beside an error).
          label: list.isError || !counts.data ? item.label : severityTabLabel(item, counts.data),
        }))}
      />
      <AlertListControls
        sort={sort}
        onSort={changeFilter(setSort)}
        pageSize={pageSize}
        onPageSize={changeFilter(setPageSize)}
        pageIds={(alerts ?? []).map((a) => a.id)}
        selected={selected}
        onSelect={setSelected}
        onAssign={() => setDialog({ kind: 'assign-selected' })}
        onDismiss={() => setDialog({ kind: 'dismiss-selected' })}
        onError={setActionError}
      />
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <ExportMenu path="/api/alerts/export" params={filters} fileName="parcelwatch-alerts" onError={setActionError} />
      </Flex>
      {actionError && (
        <Notice
          type="error"
          showIcon
          closable={{ onClose: () => setActionError(null) }}
          title={actionError}
          style={{ marginBottom: 16 }}
        />
      )}
      {list.isError && <Notice type="error" showIcon title={MESSAGES.loadError} style={{ marginBottom: 16 }} />}
      {(list.isLoading || waiting) && <Skeleton active />}
      {alerts && alerts.length === 0 && total === 0 && <AlertsEmptyState kind="no-alerts" />}
      {alerts && total > 0 && (
        <Typography.Paragraph type="secondary" data-testid="alerts-range">
          {t('Showing {{first}}-{{last}} of {{total}} alerts', { first, last, total })}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        {(alerts ?? []).map((alert) => (
          <Col key={alert.id} xs={24} md={12} xl={8}>
            <AlertCard
              alert={alert}
              highlighted={highlighted === alert.id}
              onView={() => open(alert)}
              onChat={() => setDialog({ kind: 'chat', alert })}
              onDismiss={() => setDialog({ kind: 'dismiss', alert })}
              onAssign={() => setDialog({ kind: 'assign', alert })}
              selected={selected.includes(alert.id)}
              onSelect={(on) => setSelected((ids) => (on ? [...ids, alert.id] : ids.filter((id) => id !== alert.id)))}
            />
          </Col>
        ))}
      </Row>
      <Pager
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onChange={(p) => {
          setPage(p);
          setSelected([]);
        }}
        label={t('Alert pages')}
      />
      {dialog?.kind === 'view' && (
        <AlertViewModal
          alertId={dialog.alert.id}
          onClose={() => setDialog(null)}
          itemsFooter={(id) => <FollowPanel alertId={id} />}
        />
      )}
      {dialog === null && linkedView}
      {dialog?.kind === 'chat' && <AlertChatModal alert={dialog.alert} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'dismiss' && <DismissAlertModal alert={dialog.alert} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'assign' && (
        <AssignModal
          ids={[dialog.alert.id]}
          what={titleOf(dialog.alert)}
          currentAssigneeId={dialog.alert.assignee?.id}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'assign-selected' && (
        <AssignModal
          ids={selected}
          what={
            selected.length === 1
              ? t('{{count}} alert', { count: selected.length })
              : t('{{count}} alerts', { count: selected.length })
          }
          onClose={() => setDialog(null)}
          onDone={() => setSelected([])}
        />
      )}
      {dialog?.kind === 'dismiss-selected' && (
        <BulkDismissModal ids={selected} onClose={() => setDialog(null)} onDone={() => setSelected([])} />
      )}
    </section>
  );
}
