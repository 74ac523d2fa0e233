import type { Static } from '@fastify/type-provider-typebox';
import type { PropertySubscriptionOut } from '../schemas/billing.js';
import type { AiProvider, Passage } from '../ai/types.js';
import { PROPERTY_MUNICIPALITY_KINDS } from '../coverage/registry.js';
import type { Db } from '../db/client.js';
import type { committees, committeeTypes, Property, PropertyDocument } from '../db/schema/index.js';
import type { Jobs } from '../jobs/queue.js';
import { InvalidError, UpstreamError } from '../lib/domain-errors.js';
import { iso } from '../schemas/common.js';
import { summaryWithSources } from './summary-sources.js';
import type {
  CreatePropertyBody,
  PropertyDocumentOut,
  PropertyOut,
  PropertySummaryOut,
  UpdatePropertyBody,
} from '../schemas/properties.js';
import { cleanApplicationNumbers } from './application-numbers.js';
import { listPropertyDocuments } from './document-repository.js';
import { extractPending, type DocumentFilesDeps } from './extract.js';
import {
  checkCommittees,
  findMunicipality,
  findProperty,
  insertProperty,
  municipalityHasCommittees,
  updateProperty,
  type PropertyChanges,
  type PropertyRow,
} from './repository.js';

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

/** A property as the API shows it, with its subscription state joined in. */
export function toPropertyOut(row: PropertyRow, sub: PropertySubscriptionOut): PropertyOut {
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

export const toPropertyDocumentOut = (doc: PropertyDocument): PropertyDocumentOut => ({
  id: doc.id,
  filename: doc.filename,
  file_size: doc.fileSize,
  uploaded_at: doc.uploadedAt.toISOString(),
  extraction_status: doc.extractionStatus,
  extraction_error: doc.extractionError,
});

export function toCommitteeOut(row: {
  committee: typeof committees.$inferSelect;
  type: typeof committeeTypes.$inferSelect | null;
  municipalityName?: string | null;
}) {
  return {
    id: row.committee.id,
    name: row.committee.name,
    municipality_id: row.committee.municipalityId,
    municipality_name: row.municipalityName ?? null,
    committee_type: row.type ? { id: row.type.id, slug: row.type.slug, display_name: row.type.displayName } : null,
  };
}

/** What creating or changing a property needs: the database, and the queue of the job that matches it. */
export interface PropertyChangeDeps {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
}

const blank = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => blank(value) || null;

/**
 * A new property of the company, checked by the creation rules: an address or both coordinates; a single- or
 * lower-tier municipality (never a county, region or conservation authority); committees of that municipality or a
 * regional body that includes it, at least one where it has any; application numbers that are file numbers. Its
 * name is the name given, else the nickname, else the address, else the coordinates. The property is matched
 * against the stored items by a job queued at once (retried on failure, analysis/jobs.ts), so creation answers at
 * once whatever the number of stored items.
 */
export async function createProperty(
  deps: PropertyChangeDeps,
  companyId: string,
  body: Static<typeof CreatePropertyBody>,
): Promise<Property> {
  const address = orNull(body.address);
  const lat = body.latitude ?? null;
  const lng = body.longitude ?? null;
  if (!address && (lat === null || lng === null)) {
    throw new InvalidError(
      lat === null && lng === null
        ? 'Address is required'
        : lat === null
          ? 'Latitude is required'
          : 'Longitude is required',
    );
  }
  const muni = await findMunicipality(deps.db, body.municipality_id);
  if (!muni || !PROPERTY_MUNICIPALITY_KINDS.includes(muni.kind)) throw new InvalidError('Please select a municipality');
  const committeeIds = await checkCommittees(deps.db, muni.id, body.selectedCommittees ?? []);
  if (!committeeIds.length && (await municipalityHasCommittees(deps.db, muni.id)))
    throw new InvalidError('Select at least one committee');
  const applicationNumbers = cleanApplicationNumbers(body.application_numbers ?? []);
  const nickname = orNull(body.nickname);
  const name = blank(body.name) || nickname || address || `${lat}, ${lng}`;
  const created = await insertProperty(
    deps.db,
    {
      companyId,
      name,
      nickname,
      address,
      latitude: lat,
      longitude: lng,
      municipalityId: muni.id,
      currentLandUse: orNull(body.current_land_use),
      futureLandUse: orNull(body.future_land_use),
      notes: orNull(body.notes),
      applicationNumbers,
    },
    committeeIds,
  );
  await deps.jobs.send('match-property', { companyId, propertyId: created.id });
  return created;
}

/**
 * Changes the company's property (NotFoundError for another company's): the name follows the creation rule (the
 * nickname, else the address, else the coordinates). New application numbers, or changed notes that may name
 * some, are looked for at once in recent agenda items (the match job).
 */
export async function changeProperty(
  deps: PropertyChangeDeps,
  companyId: string,
  id: string,
  body: Static<typeof UpdatePropertyBody>,
): Promise<PropertyRow> {
  const current = await findProperty(deps.db, companyId, id);
  const values: PropertyChanges = { updatedAt: new Date() };
  if (body.nickname !== undefined) {
    values.nickname = orNull(body.nickname);
    values.name = values.nickname ?? current.address ?? `${current.latitude}, ${current.longitude}`;
  }
  if (body.current_land_use !== undefined) values.currentLandUse = orNull(body.current_land_use);
  if (body.future_land_use !== undefined) values.futureLandUse = orNull(body.future_land_use);
  if (body.notes !== undefined) values.notes = orNull(body.notes);
  if (body.application_numbers !== undefined)
    values.applicationNumbers = cleanApplicationNumbers(body.application_numbers);
  await updateProperty(deps.db, companyId, current.id, values);
  const added =
    values.applicationNumbers?.some((n) => !current.applicationNumbers.includes(n)) ||
    (values.notes !== undefined && values.notes !== current.notes);
  if (added) await deps.jobs.send('match-property', { companyId, propertyId: current.id });
  return current;
}

/**
 * Summarizes the property's documents with the AI provider and stores the summary on the property. Extracts
 * whatever text is still pending first; InvalidError when there is no document or no readable text, UpstreamError
 * on an empty answer.
 */
export async function generatePropertySummary(
  deps: DocumentFilesDeps & { ai: Pick<AiProvider, 'summarize'> },
  companyId: string,
  row: PropertyRow,
): Promise<PropertySummaryOut> {
  const docs = await listPropertyDocuments(deps.db, companyId, row.id, 'oldest');
  if (!docs.length) throw new InvalidError('Upload at least one document before generating a summary.');
  const ready = [];
  for (const doc of docs) ready.push(await extractPending(deps, doc));
  const withText = ready.filter(
    (doc) => doc.extractionStatus === 'done' && doc.extractedText && doc.extractedText.trim(),
  );
  if (!withText.length)
    throw new InvalidError(
      "No text could be read from this property's documents. Upload a PDF, DOC, DOCX or TXT document with text.",
    );
  const passages: Passage[] = [];
  for (const doc of withText) {
    const text = doc.extractedText!;
    for (let start = 0, n = 0; start < text.length && n < 40; start += 4000, n += 1) {
      passages.push({ id: `pdoc:${doc.id}:${n}`, title: doc.filename, text: text.slice(start, start + 4000) });
    }
  }
  const where = [row.address, row.municipalityName].filter(Boolean).join(', ');
  const result = await deps.ai.summarize({
    title: `${row.name}${where && where !== row.name ? ` (${where})` : ''}`,
    passages,
    maxSentences: 8,
  });
  const summary = summaryWithSources(result.summary, result.citations);
  if (!summary) throw new UpstreamError('The AI provider returned an empty summary. Please try again.');
  const now = new Date();
  await updateProperty(deps.db, companyId, row.id, { propertySummary: summary, summaryUpdatedAt: now, updatedAt: now });
  return { summary, property_summary: summary, summary_updated_at: now.toISOString(), documents_used: withText.length };
}
