import { Flex, Typography } from 'antd';
import {
  formatMeters,
  PROPERTY_HEX,
  SEVERITY_HEX,
  SEVERITY_ORDER,
  severityName,
  useT,
  type Severity,
  type Translate,
} from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

export interface MapLegendProps {
  radii: number[];
  /** Matched items per severity. */
  counts: Record<Severity, number>;
  /** The alerts those items belong to, per severity (the Alerts tabs count alerts). */
  alertCounts?: Record<Severity, number>;
}

/* Whole sentences per count, so each language words its own plural (French: 0 and 1 are singular). */
function itemCount(count: number, t: Translate): string {
  if (count === 0) return t('0 items');
  if (count === 1) return t('1 item');
  return t('{{count}} items', { count });
}

function alertCount(count: number, t: Translate): string {
  if (count === 0) return t('0 alerts');
  if (count === 1) return t('1 alert');
  return t('{{count}} alerts', { count });
}

/** What the marks mean: properties, the matching rings, and the items per severity: '26 items (19 alerts)'. */
export function MapLegend({ radii, counts, alertCounts }: MapLegendProps) {
  const t = useT(PROPERTIES_NAMESPACE);
  return (
    <Flex wrap gap={16} align="center" data-testid="map-legend" style={{ fontSize: 13 }}>
      <Flex align="center" gap={6}>
        <span aria-hidden="true" style={{ width: 14, height: 14, borderRadius: 4, background: PROPERTY_HEX }} />
        <Typography.Text>{t('Property')}</Typography.Text>
      </Flex>
      <Flex align="center" gap={6}>
        <span
          aria-hidden="true"
          style={{ width: 14, height: 14, borderRadius: '50%', border: `1.5px dashed ${PROPERTY_HEX}` }}
        />
        <Typography.Text>
          {t('Matching rings: {{radii}}', { radii: radii.map(formatMeters).join(', ') })}
        </Typography.Text>
      </Flex>
      {SEVERITY_ORDER.map((s) => (
        <Flex key={s} align="center" gap={6}>
          <span
            aria-hidden="true"
            style={{ width: 12, height: 12, borderRadius: '50%', background: SEVERITY_HEX[s] }}
          />
          <Typography.Text>
            {alertCounts
              ? t('{{severity}}: {{items}} ({{alerts}})', {
                  severity: severityName(s),
                  items: itemCount(counts[s], t),
                  alerts: alertCount(alertCounts[s], t),
                })
              : t('{{severity}}: {{items}}', { severity: severityName(s), items: itemCount(counts[s], t) })}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
