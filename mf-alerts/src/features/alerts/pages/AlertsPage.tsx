import { Alert as Notice, Col, Row, Skeleton, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTrialStatusQuery } from 'shared-auth';
import {
  ALERTS_POLL_MS,
  ALERTS_STALE_SECONDS,
  useAlertFilterOptionsQuery,
  useAlertPagePropertiesQuery,
  useAlertsListQuery,
  useAlertSeverityCountsQuery,
} from '../api/alertsApi';
import type { Alert, AlertCategory, AlertSeverity } from '../api/types';
import { AlertCard } from '../components/AlertCard';
import { AlertChatModal } from '../components/AlertChatModal';
import { AlertsEmptyState } from '../components/AlertsEmptyState';
import { AlertsHeader } from '../components/AlertsHeader';
import { AlertViewModal } from '../components/AlertViewModal';
import { DismissAlertModal } from '../components/DismissAlertModal';
import { NoActiveSubscriptionsBanner } from '../components/NoActiveSubscriptionsBanner';
import { Pager } from '../components/Pager';
import { useAlertHighlight } from '../hooks/useAlertHighlight';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { MESSAGES, PAGE_SIZE, SEARCH_DEBOUNCE_MS, SEVERITY_TABS } from '../lib/constants';

/** part 1 §9: stale after 60 s, refetched on focus, polled every 60 s while the page is visible. */
const LIVE = {
  pollingInterval: ALERTS_POLL_MS,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
  refetchOnMountOrArgChange: ALERTS_STALE_SECONDS,
} as const;

type Dialog = { kind: 'view' | 'chat' | 'dismiss'; alert: Alert } | null;

/** /alerts (part 1 §2). */
export default function AlertsPage() {
  const [params] = useSearchParams();
  const alertIdParam = Number(params.get('alertId'));
  const focusId = Number.isInteger(alertIdParam) && alertIdParam > 0 ? alertIdParam : null;

  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [propertyId, setPropertyId] = useState<string | undefined>();
  const [category, setCategory] = useState<AlertCategory | undefined>();
  const [tab, setTab] = useState<'all' | AlertSeverity>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);

  const query = { propertyId, category, search: debouncedSearch || undefined, severity: tab === 'all' ? undefined : tab };
  const list = useAlertsListQuery(query, LIVE);
  const counts = useAlertSeverityCountsQuery({ propertyId }, LIVE);
  const filters = useAlertFilterOptionsQuery();
  const properties = useAlertPagePropertiesQuery();
  const trial = useTrialStatusQuery();

  const alerts = list.data;
  const highlighted = useAlertHighlight(alerts, focusId, setPage);
  const changeFilter = useCallback(<T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  }, []);

  const pageCount = Math.max(1, Math.ceil((alerts?.length ?? 0) / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = useMemo(() => (alerts ?? []).slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), [alerts, current]);

  const propertyOptions = filters.data?.properties ?? [];
  const noProperties = filters.isSuccess && propertyOptions.length === 0;
  const noneActive = properties.isSuccess && properties.data.length > 0 && properties.data.every((p) => !p.active);

  if (noProperties) {
    return (
      <section data-testid="mf_alerts-AlertsPage">
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
      {noneActive && <NoActiveSubscriptionsBanner />}
      <Tabs
        activeKey={tab}
        onChange={(key) => changeFilter(setTab)(key as typeof tab)}
        items={SEVERITY_TABS.map((t) => ({
          key: t.key,
          label: `${t.label} (${counts.data ? (t.key === 'all' ? counts.data.total : counts.data[t.key]) : 0})`,
        }))}
      />
      {list.isError && <Notice type="error" showIcon title={MESSAGES.loadError} style={{ marginBottom: 16 }} />}
      {list.isLoading && <Skeleton active />}
      {alerts && alerts.length === 0 && <AlertsEmptyState kind="no-alerts" />}
      <Row gutter={[16, 16]}>
        {visible.map((alert) => (
          <Col key={alert.id} xs={24} md={12} xl={8}>
            <AlertCard
              alert={alert}
              highlighted={highlighted === alert.id}
              onView={() => setDialog({ kind: 'view', alert })}
              onChat={() => setDialog({ kind: 'chat', alert })}
              onDismiss={() => setDialog({ kind: 'dismiss', alert })}
            />
          </Col>
        ))}
      </Row>
      <Pager page={current} pageCount={pageCount} onChange={setPage} />
      {dialog?.kind === 'view' && <AlertViewModal alertId={dialog.alert.id} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'chat' && <AlertChatModal alert={dialog.alert} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'dismiss' && <DismissAlertModal alert={dialog.alert} onClose={() => setDialog(null)} />}
    </section>
  );
}
