import { Flex, Typography } from 'antd';
import { formatMeters, PROPERTY_HEX, SEVERITY_HEX, SEVERITY_NAMES, SEVERITY_ORDER, type Severity } from 'shared-auth';

export interface MapLegendProps {
  radii: number[];
  /** Matched items per severity. */
  counts: Record<Severity, number>;
  /** The alerts those items belong to, per severity (the Alerts tabs count alerts). */
  alertCounts?: Record<Severity, number>;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What the marks mean: properties, the matching rings, and the items per severity: '26 items (19 alerts)'. */
export function MapLegend({ radii, counts, alertCounts }: MapLegendProps) {
  return (
    <Flex wrap gap={16} align="center" data-testid="map-legend" style={{ fontSize: 13 }}>
      <Flex align="center" gap={6}>
        <span aria-hidden="true" style={{ width: 14, height: 14, borderRadius: 4, background: PROPERTY_HEX }} />
        <Typography.Text>Property</Typography.Text>
      </Flex>
      <Flex align="center" gap={6}>
        <span
          aria-hidden="true"
          style={{ width: 14, height: 14, borderRadius: '50%', border: `1.5px dashed ${PROPERTY_HEX}` }}
        />
        <Typography.Text>Matching rings: {radii.map(formatMeters).join(', ')}</Typography.Text>
      </Flex>
      {SEVERITY_ORDER.map((s) => (
        <Flex key={s} align="center" gap={6}>
          <span
            aria-hidden="true"
            style={{ width: 12, height: 12, borderRadius: '50%', background: SEVERITY_HEX[s] }}
          />
          <Typography.Text>
            {SEVERITY_NAMES[s]}: {plural(counts[s], 'item')}
            {alertCounts ? ` (${plural(alertCounts[s], 'alert')})` : ''}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
