import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  APPLICATION_HEX,
  errorDetail,
  PageTitle,
  SiteMap,
  applicationTypeLabel,
  useT,
  type Severity,
  type SiteMapApplication,
  type Translate,
} from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useMapApplicationsQuery, useMapAreasQuery } from '../api/areasApi';
import { DEFAULT_FILTERS, mapQueryOf, useMapQuery, type MapFilterState } from '../api/mapQuery';
import { AreaDrawPanel } from '../components/AreaDrawPanel';
import { AreaFormModal } from '../components/AreaFormModal';
import {
  clicked,
  complete,
  emptyDraft,
  geometryOf,
  shownDraft,
  type AreaGeometryBody,
  type Draft,
} from '../lib/areaDraft';
import { BasemapNote } from '../components/BasemapNote';
import { MapFilters } from '../components/MapFilters';
import { MapLegend } from '../components/MapLegend';
import { MatchedItemsTable } from '../components/MatchedItemsTable';

const MAP_HEIGHT = 'max(380px, calc(100vh - 330px))';

/* Whole sentences per count, so each language words its own plural (French: 0 and 1 are singular). */
function applicationsOnMap(count: number, t: Translate): string {
  if (count === 0) return t('0 recent applications on the map');
  if (count === 1) return t('1 recent application on the map');
  return t('{{count}} recent applications on the map', { count });
}

function itemsOnMap(count: number, t: Translate): string {
  return count === 1 ? t('1 matched item on the map') : t('{{count}} matched items on the map', { count });
}

/** /map: the company's properties with their matching rings, and the items matched around them in a period. */
export default function MapPage() {
  const t = useT(PROPERTIES_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<MapFilterState>(() => ({
    ...DEFAULT_FILTERS,
    propertyId: params.get('propertyId') || undefined,
  }));
  const query = useMemo(() => mapQueryOf(filters), [filters]);
  const [showApplications, setShowApplications] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [toSave, setToSave] = useState<AreaGeometryBody | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const areasQuery = useMapAreasQuery();
  const applicationsQuery = useMapApplicationsQuery(undefined, { skip: !showApplications });
  const applications = useMemo<SiteMapApplication[]>(
    () =>
      (applicationsQuery.data?.items ?? []).flatMap((a) =>
        a.point
          ? [
              {
                id: a.id,
                latitude: a.point.lat,
                longitude: a.point.lng,
                fileNumber: a.fileNumbers[0] ?? null,
                typeLabel: applicationTypeLabel(a.type),
                status: a.status,
                address: a.addresses[0] ?? null,
              },
            ]
          : [],
      ),
    [applicationsQuery.data, t],
  );
  const areas = useMemo(
    () => (areasQuery.data ?? []).map((a) => ({ id: a.id, name: a.name, geometry: a.geometry })),
    [areasQuery.data],
  );
  const focusId = params.get('areaId');
  const focusArea = useMemo(() => areas.find((a) => a.id === focusId) ?? null, [areas, focusId]);
  const finish = () => {
    if (!draft || !complete(draft)) return;
    setToSave(geometryOf(draft));
  };
  const { data, isLoading, isFetching, error, refetch } = useMapQuery(query);
  // The filter choices come from the unfiltered property list (one more request only while a filter is set).
  const all = useMapQuery(mapQueryOf(DEFAULT_FILTERS), { skip: !filters.propertyId && !filters.municipalityId });
  const choices = filters.propertyId || filters.municipalityId ? all.data : data;

  const items = useMemo(() => (filters.severities.length ? (data?.items ?? []) : []), [data, filters.severities]);
  // Items per severity, and how many alerts they belong to (an alert holds one or more items).
  const counts = useMemo(() => {
    const c: Record<Severity, number> = { urgent: 0, high: 0, normal: 0 };
    const alerts: Record<Severity, Set<number>> = { urgent: new Set(), high: new Set(), normal: new Set() };
    for (const item of items) {
      c[item.severity]++;
      alerts[item.severity].add(item.alert_id);
    }
    return { items: c, alerts: { urgent: alerts.urgent.size, high: alerts.high.size, normal: alerts.normal.size } };
  }, [items]);
  const names = useMemo(() => new Map((data?.properties ?? []).map((p) => [p.id, p.name])), [data]);
  const unplacedProperties = data?.properties.filter((p) => p.latitude === null || p.longitude === null) ?? [];
  const noProperties = data && !data.properties.length && !filters.propertyId && !filters.municipalityId;

  return (
    <section data-testid="mf_properties-MapPage">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <PageTitle>{t('Map')}</PageTitle>
          <Typography.Text type="secondary">
            {t('Your properties, the radii the matching uses, and what was filed or decided around them.')}
          </Typography.Text>
        </div>
      </Flex>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : error && !data ? (
        <Alert
          type="error"
          showIcon
          title={errorDetail(error, t('The map could not be loaded. Please try again.'))}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('Retry')}
            </Button>
          }
        />
      ) : noProperties ? (
        <Empty
          description={
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {t('No properties yet')}
            </Typography.Title>
          }
          style={{ padding: 48 }}
        >
          <Typography.Paragraph type="secondary">
            {t('Add a property to see it on the map with what is filed and decided around it.')}
          </Typography.Paragraph>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/properties/new')}>
            {t('Add Property')}
          </Button>
        </Empty>
      ) : data ? (
        <Flex vertical gap={12}>
          <Card size="small">
            <MapFilters
              value={filters}
              onChange={setFilters}
              properties={choices?.properties ?? data.properties}
              municipalities={choices?.municipalities ?? data.municipalities}
            />
          </Card>
          {error && (
            <Alert
              type="error"
              showIcon
              title={errorDetail(error, t('The map could not be updated. Please try again.'))}
            />
          )}
          {data.truncated && (
            <Alert
              type="warning"
              showIcon
              data-testid="map-truncated"
              title={t(
                'Showing the newest {{limit}} matched items: more matched. Narrow the period or the filters to see the others.',
                { limit: data.limit },
              )}
            />
          )}
          <Card size="small">
            {draft ? (
              <AreaDrawPanel draft={draft} onDraft={setDraft} onFinish={finish} onCancel={() => setDraft(null)} />
            ) : (
              <Flex wrap gap={12} align="center" justify="space-between">
                <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
                  <Switch
                    checked={showApplications}
                    onChange={setShowApplications}
                    aria-label={t('Show development applications')}
                  />
                  <span
                    aria-hidden="true"
                    style={{ width: 10, height: 10, transform: 'rotate(45deg)', background: APPLICATION_HEX }}
                  />
                  {t('Development applications')}
                </label>
                <Button
                  icon={<EditOutlined />}
                  style={{ minHeight: 44 }}
                  onClick={() => {
                    setSavedName(null);
                    setDraft(emptyDraft('polygon'));
                  }}
                >
                  {t('Draw an area')}
                </Button>
              </Flex>
            )}
            {showApplications && !draft && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="map-applications-summary">
                {applicationsQuery.isFetching ? t('Loading applications…') : applicationsOnMap(applications.length, t)}
              </Typography.Text>
            )}
            {savedName && !draft && (
              <Alert
                type="success"
                showIcon
                style={{ marginTop: 8 }}
                data-testid="area-saved"
                title={t('Area "{{name}}" saved: each new application inside it raises an alert.', { name: savedName })}
              />
            )}
          </Card>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <MapLegend radii={data.radii_meters} counts={counts.items} alertCounts={counts.alerts} />
            <Typography.Text type="secondary" aria-live="polite" data-testid="map-summary">
              {isFetching
                ? t('Updating…')
                : !filters.severities.length
                  ? t('Select at least one severity to show items.')
                  : items.length
                    ? itemsOnMap(items.length, t)
                    : t('No matched items in this period')}
              {data.unplaced > 0 && filters.severities.length
                ? `. ${t('{{count}} more without a location (policies) are in Alerts.', { count: data.unplaced })}`
                : ''}
            </Typography.Text>
          </Flex>
          <SiteMap
            properties={data.properties}
            items={items}
            radii={data.radii_meters}
            tiles={data.tiles}
            height={MAP_HEIGHT}
            label={t('Map of your properties and the matched items')}
            cluster
            applications={showApplications && !draft ? applications : undefined}
            areas={areas}
            focusArea={focusArea}
            draft={draft ? shownDraft(draft) : null}
            onDrawClick={(lat, lng) => draft && setDraft(clicked(draft, lat, lng))}
            onDrawFinish={finish}
          />
          {toSave && (
            <AreaFormModal
              geometry={toSave}
              onCancel={() => setToSave(null)}
              onSaved={(name) => {
                setToSave(null);
                setDraft(null);
                setSavedName(name);
              }}
            />
          )}
          <Flex justify="space-between" wrap gap={8}>
            {!data.tiles && <BasemapNote />}
            {unplacedProperties.length > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('Not on the map (no location): {{names}}.', {
                  names: unplacedProperties.map((p) => p.name).join(', '),
                })}
              </Typography.Text>
            )}
          </Flex>
          {items.length > 0 && <MatchedItemsTable items={items} propertyNames={names} />}
        </Flex>
      ) : null}
    </section>
  );
}
