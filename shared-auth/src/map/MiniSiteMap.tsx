import { Link } from 'react-router-dom';
import { useSiteMapQuery } from './mapApi';
import { formatMeters } from './format';
import { translate } from '../i18n/engine';
import { SHARED_NAMESPACE } from '../i18n/shared';
import { SiteMap } from './SiteMap';

export interface MiniSiteMapProps {
  /** One alert: its property, its placed items and the distance line to each. */
  alertId?: number;
  /** One property: its rings and what matched around it in the map's default period (one request for every card). */
  propertyId?: string;
  height?: number;
}

/**
 * A small map for another screen (the alert view, a property card), self-contained: it fetches what it shows and
 * renders nothing when there is nothing to place (a property without coordinates, an alert about a policy).
 */
export function MiniSiteMap({ alertId, propertyId, height = 200 }: MiniSiteMapProps) {
  const { data } = useSiteMapQuery(alertId !== undefined ? { alertId: String(alertId) } : {});
  if (!data) return null;
  const properties = data.properties.filter(
    (p) => (propertyId === undefined || p.id === propertyId) && p.latitude !== null && p.longitude !== null,
  );
  if (!properties.length) return null;
  const ids = new Set(properties.map((p) => p.id));
  const items = data.items.filter((i) => ids.has(i.property_id));
  if (alertId !== undefined && !items.length) return null;
  const name = properties[0]!.name;
  const t = (key: string, values?: Record<string, unknown>) => translate(SHARED_NAMESPACE, key, values);
  return (
    <div data-testid={alertId !== undefined ? 'alert-map' : 'property-map'}>
      <SiteMap
        properties={properties}
        items={items}
        radii={data.radii_meters}
        tiles={data.tiles}
        height={height}
        label={
          alertId !== undefined
            ? t('Map of {{name}} and the matched items', { name })
            : t('Map around {{name}}', { name })
        }
        lines={alertId !== undefined}
        cluster={alertId === undefined}
        compact
        fitItems={alertId !== undefined}
      />
      {alertId !== undefined && (
        <ul style={{ margin: '6px 0 0', paddingLeft: 18, fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>
          {items.map((item) => (
            <li key={item.id}>
              {item.title}:{' '}
              {item.distance_meters === null
                ? t('placed')
                : item.distance_meters < 5
                  ? t('at {{name}}', { name })
                  : t('{{distance}} from {{name}}', { distance: formatMeters(item.distance_meters), name })}
            </li>
          ))}
        </ul>
      )}
      {propertyId !== undefined && (
        <Link
          to={`/map?propertyId=${encodeURIComponent(propertyId)}`}
          style={{ fontSize: 12, display: 'inline-block', lineHeight: '24px' }}
        >
          {items.length
            ? t('{{count}} matched nearby in 90 days: open the map', { count: items.length })
            : t('Open the map')}
        </Link>
      )}
    </div>
  );
}
