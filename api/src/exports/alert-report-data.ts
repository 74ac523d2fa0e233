import type { Config } from '../config/index.js';
import type { DbOrTx } from '../db/client.js';
import { alertItemsOf, findAlert } from '../alerts/repository.js';
import { alertOfCompany, followOfAlert } from '../follows/repository.js';
import { followTimeline, type TimelineStep } from '../follows/timeline.js';
import { NotFoundError } from '../lib/domain-errors.js';
import { buildMap } from '../map/service.js';
import type { AlertItemOut, AlertOut } from '../schemas/alerts.js';
import type { MapItemOut, MapOutT } from '../schemas/map.js';

/** What one alert's PDF report shows, read for the caller (their company; their follow's timeline). */
export interface AlertReportData {
  alert: AlertOut;
  items: AlertItemOut[];
  /** The alert's property (when it has one and it is placed) and its items' points. */
  map: { property: MapOutT['properties'][number] | null; points: MapItemOut[] };
  timeline: TimelineStep[];
  publicUrl: string;
  generatedAt: Date;
}

/** At most this many items, points and timeline steps are drawn: a report stays a few pages long. */
export const REPORT_MAX_ITEMS = 40;

export async function alertReportData(
  db: DbOrTx,
  config: Pick<Config, 'matchRadiiMeters' | 'matchNearRadiusMeters' | 'mapTiles' | 'publicUrl'>,
  caller: { companyId: string; userId: string },
  alertId: number,
  now = new Date(),
): Promise<AlertReportData> {
  const alert = await findAlert(db, caller.companyId, alertId);
  if (!alert) throw new NotFoundError('Alert not found');
  const items = (await alertItemsOf(db, caller.companyId, alert.id)).slice(0, REPORT_MAX_ITEMS);
  const map = await buildMap(db, config, caller.companyId, {
    alertId: String(alert.id),
    limit: String(REPORT_MAX_ITEMS),
  });
  const property = map.properties.find((p) => p.id === alert.property_id && p.latitude !== null) ?? null;
  const source = await alertOfCompany(db, caller.companyId, alert.id);
  const fromKey = source ? /^follow:([0-9a-f-]{36}):/.exec(source.sourceKey)?.[1] : undefined;
  const follow = await followOfAlert(db, caller.companyId, caller.userId, alert.id, fromKey);
  const timeline = follow ? (await followTimeline(db, follow.id, follow.agendaItemId)).slice(0, REPORT_MAX_ITEMS) : [];
  return {
    alert,
    items,
    map: { property, points: map.items.filter((i) => i.alert_id === alert.id) },
    timeline,
    publicUrl: config.publicUrl,
    generatedAt: now,
  };
}
