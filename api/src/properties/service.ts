import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PropertySubscriptionOut } from '../schemas/billing.js';
import { committees, committeeTypes, municipalities, municipalityMembers, properties, propertyDocuments, type Property, type PropertyDocument } from '../db/schema/index.js';
import { httpError } from '../lib/http-error.js';
import { iso } from '../schemas/common.js';
import type { DocumentExtension } from '../plugins/app/company-files.js';
import { extractDocumentText } from './extract.js';
import { UUID_RE } from '../lib/crypto.js';

export const PROPERTY_NOT_FOUND = 'Property not found';

/** The land-use types offered for current and future use (the values stored on the property). */
export const LAND_USE_TYPES = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'industrial', label: 'Industrial' },
  { value: 'mixed_use', label: 'Mixed Use' },
  { value: 'institutional', label: 'Institutional' },
  { value: 'agricultural', label: 'Agricultural' },
  { value: 'open_space', label: 'Open Space' },
  { value: 'vacant', label: 'Vacant Land' },
  { value: 'other', label: 'Other' },
] as const;

/** Where a property's documents are kept: DATA_DIR/files/properties/<company>/<property>. */
export const propertyFilesDir = (dataDir: string, companyId: string, propertyId: string) =>
  path.join(dataDir, 'files', 'properties', companyId, propertyId);

export const documentPath = (dataDir: string, doc: Pick<PropertyDocument, 'companyId' | 'propertyId' | 'storageKey'>) =>
  path.join(propertyFilesDir(dataDir, doc.companyId, doc.propertyId), doc.storageKey);

export type PropertyRow = Property & { municipalityName: string | null };

/** The caller's property, or 404 (another company's id, an unknown id and a malformed id all answer the same). */
export async function findProperty(app: FastifyInstance, companyId: string, id: string): Promise<PropertyRow> {
  if (!UUID_RE.test(id)) throw httpError(404, PROPERTY_NOT_FOUND);
  const [row] = await app.db
    .select({ property: properties, municipalityName: municipalities.name })
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(and(eq(properties.id, id), eq(properties.companyId, companyId)))
    .limit(1);
  if (!row) throw httpError(404, PROPERTY_NOT_FOUND);
  return { ...row.property, municipalityName: row.municipalityName };
}

export async function listProperties(app: FastifyInstance, companyId: string): Promise<PropertyRow[]> {
  const rows = await app.db
    .select({ property: properties, municipalityName: municipalities.name })
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(eq(properties.companyId, companyId))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  return rows.map((row) => ({ ...row.property, municipalityName: row.municipalityName }));
}

/** A property as the API shows it, with its subscription state joined in. */
export function toPropertyOut(row: PropertyRow, sub: PropertySubscriptionOut) {
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    municipality_id: row.municipalityId,
    municipality_name: row.municipalityName,
    current_land_use: row.currentLandUse,
    future_land_use: row.futureLandUse,
    notes: row.notes,
    application_numbers: row.applicationNumbers,
    active: sub.active,
    subscription_status: sub.status,
    payment_status: sub.payment_status,
    cancel_at_period_end: sub.cancel_at_period_end,
    trial_end: sub.trial_end,
    current_period_end: sub.current_period_end,
    property_summary: row.propertySummary,
    summary_updated_at: iso(row.summaryUpdatedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toCommitteeOut(row: { committee: typeof committees.$inferSelect; type: typeof committeeTypes.$inferSelect | null; municipalityName?: string | null }) {
  return {
    id: row.committee.id,
    name: row.committee.name,
    municipality_id: row.committee.municipalityId,
    municipality_name: row.municipalityName ?? null,
    committee_type: row.type ? { id: row.type.id, slug: row.type.slug, display_name: row.type.displayName } : null,
  };
}

/**
 * The municipalities whose committees a property in `municipalityId` may follow: its own, then the regional bodies
 * that include it (Peel Region and TRCA for Brampton; migration 0024).
 */
export async function followableMunicipalityIds(app: FastifyInstance, municipalityId: number): Promise<number[]> {
  const bodies = await app.db.select({ id: municipalityMembers.regionId }).from(municipalityMembers).where(eq(municipalityMembers.memberId, municipalityId));
  return [municipalityId, ...bodies.map((b) => b.id)];
}

/** Committees by id, checked to belong to the municipality or a regional body that includes it (400 otherwise). */
export async function checkCommittees(app: FastifyInstance, municipalityId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const allowed = await followableMunicipalityIds(app, municipalityId);
  const found = await app.db
    .select({ id: committees.id })
    .from(committees)
    .where(and(inArray(committees.id, unique), or(...allowed.map((id) => eq(committees.municipalityId, id)))));
  if (found.length !== unique.length) throw httpError(400, "Every selected committee must belong to the property's municipality or a regional body that includes it.");
  return unique;
}

/** Whether a property there has committees to choose from (its municipality's or a regional body's). */
export async function municipalityHasCommittees(app: FastifyInstance, municipalityId: number): Promise<boolean> {
  const allowed = await followableMunicipalityIds(app, municipalityId);
  const [row] = await app.db
    .select({ id: committees.id })
    .from(committees)
    .where(or(...allowed.map((id) => eq(committees.municipalityId, id))))
    .limit(1);
  return Boolean(row);
}

/** Extracts (once) the text of a document whose extraction is pending; records success or the reason of failure. */
export async function extractPending(app: FastifyInstance, doc: PropertyDocument): Promise<PropertyDocument> {
  if (doc.extractionStatus !== 'pending') return doc;
  let values: Partial<PropertyDocument>;
  try {
    const text = await extractDocumentText(documentPath(app.config.dataDir, doc), path.extname(doc.storageKey).slice(1) as DocumentExtension);
    values = { extractionStatus: 'done', extractedText: text, extractionError: null };
  } catch (error) {
    values = { extractionStatus: 'failed', extractionError: (error as Error).message.slice(0, 500) };
  }
  const [updated] = await app.db.update(propertyDocuments).set(values).where(eq(propertyDocuments.id, doc.id)).returning();
  return updated ?? { ...doc, ...values };
}

export async function removePropertyFiles(app: FastifyInstance, companyId: string, propertyId: string) {
  await rm(propertyFilesDir(app.config.dataDir, companyId, propertyId), { recursive: true, force: true }).catch(() => undefined);
}
