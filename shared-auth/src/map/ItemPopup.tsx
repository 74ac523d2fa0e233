import { Link } from 'react-router-dom';
import type { SiteMapItem } from './types';
import { SEVERITY_HEX, SEVERITY_NAMES } from './types';
import { formatMeters } from './format';

const dateFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric' });

/** A matched item's popup: what it is, its meeting and date, how far, and links to its alert and document. */
export function ItemPopup({ item, propertyName }: { item: SiteMapItem; propertyName?: string }) {
  return (
    <div data-testid="map-item-popup" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span style={{ color: SEVERITY_HEX[item.severity], fontWeight: 600, fontSize: 12 }}>
        {SEVERITY_NAMES[item.severity]}
      </span>
      <strong>
        {item.item_number ? `${item.item_number}: ` : ''}
        {item.title}
      </strong>
      <span>
        {item.meeting_title ?? 'Meeting'}
        {item.meeting_date ? `, ${dateFormat.format(new Date(item.meeting_date))}` : ''}
      </span>
      {item.municipality && <span style={{ color: 'rgba(0,0,0,0.65)' }}>{item.municipality}</span>}
      {item.distance_meters !== null && (
        <span style={{ color: 'rgba(0,0,0,0.65)' }}>
          {formatMeters(item.distance_meters)} from {propertyName ?? 'the property'}
        </span>
      )}
      <span style={{ display: 'flex', gap: 12, marginTop: 4 }}>
        <Link to={`/alerts?alertId=${item.alert_id}`}>Open alert</Link>
        {item.document_id !== null && <Link to={`/documents/${item.document_id}`}>View document</Link>}
      </span>
    </div>
  );
}
