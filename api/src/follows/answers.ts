import type { FollowOut } from '../schemas/notifications.js';
import type { FollowRow } from './repository.js';

/** The wire shape of a follow, built from its row. */
export const followOut = (f: FollowRow): FollowOut => ({
  id: f.id,
  alert_id: f.alertId,
  agenda_item_id: f.agendaItemId,
  title: f.title,
  application_numbers: f.applicationNumbers,
  created_at: f.createdAt.toISOString(),
});
