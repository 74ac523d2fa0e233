import { Link } from 'react-router-dom';
import type { SiteMapItem } from './types';
import { SEVERITY_HEX, severityName } from './types';
import { formatMeters } from './format';
import { translate } from '../i18n/engine';
import { formatDate } from '../i18n/format';
import { SHARED_NAMESPACE } from '../i18n/shared';

const t = (key: string, values?: Record<string, unknown>) => translate(SHARED_NAMESPACE, key, values);

/** A matched item's popup: what it is, its meeting and date, how far, and links to its alert and document. */
export function ItemPopup({ item, propertyName }: { item: SiteMapItem; propertyName?: string }) {
  return (
    <div data-testid="map-item-popup" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span style={{ color: SEVERITY_HEX[item.severity], fontWeight: 600, fontSize: 12 }}>
        {severityName(item.severity)}
      </span>
      <strong>
        {item.item_number ? `${item.item_number}: ` : ''}
        {item.title}
      </strong>
      <span>
        {item.meeting_title ?? t('Meeting')}
        {item.meeting_date ? `, ${formatDate(item.meeting_date)}` : ''}
      </span>
      {item.municipality && <span style={{ color: 'rgba(0,0,0,0.65)' }}>{item.municipality}</span>}
      {item.distance_meters !== null && (
        <span style={{ color: 'rgba(0,0,0,0.65)' }}>
          {propertyName
            ? t('{{distance}} from {{name}}', { distance: formatMeters(item.distance_meters), name: propertyName })
            : t('{{distance}} from the property', { distance: formatMeters(item.distance_meters) })}
        </span>
      )}
      <span style={{ display: 'flex', gap: 12, marginTop: 4 }}>
        <Link to={`/alerts?alertId=${item.alert_id}`}>{t('Open alert')}</Link>
        {item.document_id !== null && <Link to={`/documents/${item.document_id}`}>{t('View document')}</Link>}
      </span>
    </div>
  );
}
