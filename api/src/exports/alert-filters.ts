import type { DbOrTx } from '../db/client.js';
import type { AlertFilters } from '../alerts/list-repository.js';
import { propertyOwned } from '../alerts/repository.js';
import { UUID_RE } from '../lib/crypto.js';
import { NotFoundError } from '../lib/domain-errors.js';
import { ALERT_CATEGORIES, ALERT_SEVERITIES, ALERT_STATUSES } from '../schemas/alerts.js';
import { ALERT_SORTS } from '../schemas/alert-list.js';
import { oneOf } from '../schemas/query.js';

export interface AlertFilterQuery {
  propertyId?: string;
  severity?: string;
  category?: string;
  status?: string;
  search?: string;
  sort?: string;
}

/**
 * The Alerts page's filters, checked as GET /api/alerts/ checks them: an unknown value answers 400 naming the
 * field; another company's or a malformed property id answers 404.
 */
export async function alertExportFilters(
  db: DbOrTx,
  companyId: string,
  q: AlertFilterQuery,
): Promise<Omit<AlertFilters, 'limit' | 'offset'>> {
  const propertyId = q.propertyId?.trim() || undefined;
  if (propertyId && (!UUID_RE.test(propertyId) || !(await propertyOwned(db, companyId, propertyId))))
    throw new NotFoundError('Property not found');
  return {
    propertyId,
    severity: oneOf(q.severity, ALERT_SEVERITIES, 'Severity'),
    category: oneOf(q.category?.toLowerCase(), ALERT_CATEGORIES, 'Category'),
    status: oneOf(q.status, ALERT_STATUSES, 'Status'),
    search: q.search?.trim() || undefined,
    sort: oneOf(q.sort, ALERT_SORTS, 'Sort'),
  };
}
