import { Flex, Typography } from 'antd';
import { formatMeters, PROPERTY_HEX, SEVERITY_HEX, SEVERITY_NAMES, SEVERITY_ORDER, type Severity } from 'shared-auth';

export interface MapLegendProps {
  radii: number[];
  counts: Record<Severity, number>;
}

/** What the marks mean: properties, the matching rings, and the items per severity (with their counts). */
export function MapLegend({ radii, counts }: MapLegendProps) {
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
            {SEVERITY_NAMES[s]} ({counts[s]})
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
