import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorDetail, PageTitle, SiteMap, type Severity } from 'shared-auth';
import { DEFAULT_FILTERS, mapQueryOf, useMapQuery, type MapFilterState } from '../api/mapQuery';
import { BasemapNote } from '../components/BasemapNote';
import { MapFilters } from '../components/MapFilters';
import { MapLegend } from '../components/MapLegend';
import { MatchedItemsTable } from '../components/MatchedItemsTable';

const MAP_HEIGHT = 'max(380px, calc(100vh - 330px))';

/** /map: the company's properties with their matching rings, and the items matched around them in a period. */
export default function MapPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<MapFilterState>(() => ({
    ...DEFAULT_FILTERS,
    propertyId: params.get('propertyId') || undefined,
  }));
  const query = useMemo(() => mapQueryOf(filters), [filters]);
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
          <PageTitle>Map</PageTitle>
          <Typography.Text type="secondary">
            Your properties, the radii the matching uses, and what was filed or decided around them.
          </Typography.Text>
        </div>
      </Flex>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : error && !data ? (
        <Alert
          type="error"
          showIcon
          title={errorDetail(error, 'The map could not be loaded. Please try again.')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        />
      ) : noProperties ? (
        <Empty
          description={
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              No properties yet
            </Typography.Title>
          }
          style={{ padding: 48 }}
        >
          <Typography.Paragraph type="secondary">
            Add a property to see it on the map with what is filed and decided around it.
          </Typography.Paragraph>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/properties/new')}>
            Add Property
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
              title={errorDetail(error, 'The map could not be updated. Please try again.')}
            />
          )}
          {data.truncated && (
            <Alert
              type="warning"
              showIcon
              data-testid="map-truncated"
              title={`Showing the newest ${data.limit} matched items: more matched. Narrow the period or the filters to see the others.`}
            />
          )}
          <Flex justify="space-between" align="center" wrap gap={8}>
            <MapLegend radii={data.radii_meters} counts={counts.items} alertCounts={counts.alerts} />
            <Typography.Text type="secondary" aria-live="polite" data-testid="map-summary">
              {isFetching
                ? 'Updating…'
                : !filters.severities.length
                  ? 'Select at least one severity to show items.'
                  : items.length
                    ? `${items.length} matched ${items.length === 1 ? 'item' : 'items'} on the map`
                    : 'No matched items in this period'}
              {data.unplaced > 0 && filters.severities.length
                ? `. ${data.unplaced} more without a location (policies) are in Alerts.`
                : ''}
            </Typography.Text>
          </Flex>
          <SiteMap
            properties={data.properties}
            items={items}
            radii={data.radii_meters}
            tiles={data.tiles}
            height={MAP_HEIGHT}
            label="Map of your properties and the matched items"
            cluster
          />
          <Flex justify="space-between" wrap gap={8}>
            {!data.tiles && <BasemapNote />}
            {unplacedProperties.length > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Not on the map (no location): {unplacedProperties.map((p) => p.name).join(', ')}.
              </Typography.Text>
            )}
          </Flex>
          {items.length > 0 && <MatchedItemsTable items={items} propertyNames={names} />}
        </Flex>
      ) : null}
    </section>
  );
}
