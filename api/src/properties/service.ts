import type { FastifyInstance } from 'fastify';
import type { PropertySubscriptionOut } from '../schemas/billing.js';
import type { Passage } from '../ai/types.js';
import type { committees, committeeTypes, PropertyDocument } from '../db/schema/index.js';
import { httpError } from '../lib/http-error.js';
import { iso } from '../schemas/common.js';
import { summaryWithSources } from './summary-sources.js';
import type { PropertyDocumentOut, PropertyOut, PropertySummaryOut } from '../schemas/properties.js';
import { listPropertyDocuments } from './document-repository.js';
import { extractPending } from './extract.js';
import { updateProperty, type PropertyRow } from './repository.js';

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

/**
 * Summarizes the property's documents with the AI provider and stores the summary on the property. Extracts
 * whatever text is still pending first; 400 when there is no document or no readable text, 502 on an empty answer.
 */
export async function generatePropertySummary(
  app: FastifyInstance,
  companyId: string,
  row: PropertyRow,
): Promise<PropertySummaryOut> {
  const docs = await listPropertyDocuments(app, companyId, row.id, 'oldest');
  if (!docs.length) throw httpError(400, 'Upload at least one document before generating a summary.');
  const ready = [];
  for (const doc of docs) ready.push(await extractPending(app, doc));
  const withText = ready.filter(
    (doc) => doc.extractionStatus === 'done' && doc.extractedText && doc.extractedText.trim(),
  );
  if (!withText.length)
    throw httpError(
      400,
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
  const result = await app.ai.summarize({
    title: `${row.name}${where && where !== row.name ? ` (${where})` : ''}`,
    passages,
    maxSentences: 8,
  });
  const summary = summaryWithSources(result.summary, result.citations);
  if (!summary) throw httpError(502, 'The AI provider returned an empty summary. Please try again.');
  const now = new Date();
  await updateProperty(app, companyId, row.id, { propertySummary: summary, summaryUpdatedAt: now, updatedAt: now });
  return { summary, property_summary: summary, summary_updated_at: now.toISOString(), documents_used: withText.length };
}
