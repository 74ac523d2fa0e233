import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  agendaItems,
  alertItems,
  alerts,
  documentPages,
  documents,
  meetings,
  municipalities,
  properties,
  watches,
} from '../db/schema/index.js';
import { answerWords } from '../ai/answer-words.js';
import type { DetailLanguage } from '../i18n/language.js';
import { formatDate } from '../lib/dates.js';
import { fileHistory } from './file-history.js';
import { registryText } from './registry-text.js';
import type { AlertFacts, Passage } from '../ai/types.js';

const MAX_PASSAGES = 60;
const PAGE_CHARS = 2400;
/** How much the meeting's documents on other items count when passages are ranked (the alert's own count 1). */
const BACKGROUND_WEIGHT = 0.3;

/**
 * What the chat may use and cite, and the alert's facts an answer leads with (what it concerns, why each item matched,
 * its meeting, earlier steps of the same files). the alert's agenda items (title + description), the meeting's date, then the
 * pages of their documents (or slices of the whole text when a document has no pages), then the meeting's other
 * documents (as background: they count less when passages are ranked for a question). A watch alert has no
 * property: its context names the watch and the terms it matched, and one on a provincial proposal, a tribunal or a
 * mayoral decision (no agenda item, no meeting) gets that record's own text first. For a French reader, an item a
 * bilingual portal published in French is its French text (title and description), so the answer quotes French.
 */
export async function alertPassages(
  db: DbOrTx,
  companyId: string,
  alertId: number,
  now: Date = new Date(),
  language: DetailLanguage = 'en-CA',
): Promise<{ passages: Passage[]; context: string; facts?: AlertFacts }> {
  const [head] = await db
    .select({
      title: alerts.title,
      summary: alerts.summary,
      meetingId: alerts.meetingId,
      meetingTitle: meetings.title,
      startsAt: meetings.startsAt,
      municipality: municipalities.name,
      propertyName: properties.name,
      address: properties.address,
      watchName: watches.name,
      matchedTerms: alerts.matchedTerms,
      sourceKey: alerts.sourceKey,
      documentUrl: alerts.documentUrl,
    })
    .from(alerts)
    .leftJoin(properties, and(eq(properties.id, alerts.propertyId), eq(properties.companyId, companyId)))
    .leftJoin(watches, and(eq(watches.id, alerts.watchId), eq(watches.companyId, companyId)))
    .leftJoin(meetings, eq(meetings.id, alerts.meetingId))
    .leftJoin(municipalities, eq(municipalities.id, meetings.municipalityId))
    .where(and(eq(alerts.companyId, companyId), eq(alerts.id, alertId)));
  if (!head || (head.propertyName === null && head.watchName === null)) return { passages: [], context: '' };

  const rows = await db
    .select({
      agendaItemId: alertItems.agendaItemId,
      documentId: alertItems.documentId,
      impact: alertItems.impactSummary,
      itemNumber: agendaItems.itemNumber,
      title: agendaItems.title,
      description: agendaItems.description,
      titleFr: agendaItems.titleFr,
      descriptionFr: agendaItems.descriptionFr,
      url: agendaItems.sourceUrl,
      applicationNumbers: agendaItems.applicationNumbers,
      rule: alertItems.rule,
      evidence: alertItems.evidence,
    })
    .from(alertItems)
    .leftJoin(agendaItems, eq(agendaItems.id, alertItems.agendaItemId))
    .where(and(eq(alertItems.companyId, companyId), eq(alertItems.alertId, alertId)))
    .orderBy(desc(alertItems.score), asc(alertItems.id));
  const items =
    language === 'fr-CA'
      ? rows.map((item) =>
          // The impact sentence is the matcher's English: a French item's passage is its French text alone.
          item.titleFr
            ? { ...item, title: item.titleFr, description: item.descriptionFr ?? item.description, impact: null }
            : item,
        )
      : rows;
  const words = answerWords(language);

  const passages: Passage[] = [];
  const registry = items.length === 0 ? await registryText(db, head.sourceKey) : null;
  if (registry)
    sliceText(registry.text).forEach((text, i) =>
      passages.push({ id: `${registry.id}:${i}`, title: registry.title, text, url: registry.url }),
    );
  for (const item of items) {
    const title = item.title
      ? item.itemNumber
        ? words.itemTitle(item.itemNumber, item.title)
        : item.title
      : (item.impact ?? '');
    passages.push({
      id: `item:${item.agendaItemId ?? passages.length}`,
      title,
      text: [item.title, item.description, item.impact].filter(Boolean).join('\n'),
      agendaItemId: item.agendaItemId ?? undefined,
      url: item.url ?? undefined,
    });
  }

  // The meeting's date as a passage of its own, so that "when" questions find it and it can be cited.
  if (head.meetingId && head.startsAt && items.length) {
    passages.push({
      id: `meeting:${head.meetingId}`,
      title: head.meetingTitle ?? 'Meeting',
      text: words.meetingPassage(head.meetingTitle, head.municipality, words.date(head.startsAt)),
    });
  }

  const itemIds = items.map((i) => i.agendaItemId).filter((id): id is number => id !== null);
  const docIds = items.map((i) => i.documentId).filter((id): id is number => id !== null);
  const docConditions: SQL[] = [];
  if (itemIds.length) docConditions.push(inArray(documents.agendaItemId, itemIds));
  if (docIds.length) docConditions.push(inArray(documents.id, docIds));
  if (head.meetingId) docConditions.push(eq(documents.meetingId, head.meetingId));
  if (docConditions.length) {
    const docs = await db
      .select({
        id: documents.id,
        title: documents.title,
        url: documents.url,
        agendaItemId: documents.agendaItemId,
        text: documents.text,
      })
      .from(documents)
      .where(or(...docConditions))
      .orderBy(
        // Documents of the matched items first, then the meeting's others.
        sql`case when ${documents.agendaItemId} in (${
          itemIds.length
            ? sql.join(
                itemIds.map((id) => sql`${id}`),
                sql`, `,
              )
            : sql`null`
        }) then 0 else 1 end`,
        asc(documents.id),
      )
      .limit(20);
    const pages = docs.length
      ? await db
          .select()
          .from(documentPages)
          .where(
            inArray(
              documentPages.documentId,
              docs.map((d) => d.id),
            ),
          )
          .orderBy(asc(documentPages.documentId), asc(documentPages.pageNumber))
      : [];
    for (const doc of docs) {
      if (passages.length >= MAX_PASSAGES) break;
      const own = docIds.includes(doc.id) || (doc.agendaItemId !== null && itemIds.includes(doc.agendaItemId));
      const docPages = pages.filter((p) => p.documentId === doc.id);
      const chunks = docPages.length
        ? docPages.map((p) => ({ page: p.pageNumber, text: p.text }))
        : sliceText(doc.text ?? '').map((text, i) => ({ page: undefined as number | undefined, text, index: i }));
      let index = 0;
      for (const chunk of chunks) {
        if (passages.length >= MAX_PASSAGES) break;
        for (const text of sliceText(chunk.text)) {
          if (passages.length >= MAX_PASSAGES) break;
          passages.push({
            id: `doc:${doc.id}:p${chunk.page ?? 0}:${index++}`,
            title: doc.title,
            text,
            documentId: doc.id,
            agendaItemId: doc.agendaItemId ?? undefined,
            page: chunk.page,
            url: doc.url ?? undefined,
            ...(own ? {} : { weight: BACKGROUND_WEIGHT }),
          });
        }
      }
    }
  }

  const when = head.startsAt ? formatDate(head.startsAt) : 'an unknown date';
  const subject =
    head.propertyName !== null
      ? `for the property ${head.propertyName}${head.address ? ` (${head.address})` : ''}`
      : `of the watch list "${head.watchName}"${head.matchedTerms.length ? `, which matched ${head.matchedTerms.map((t) => `"${t}"`).join(', ')}` : ''}`;
  const from = registry
    ? `From ${registry.from}.`
    : `From ${head.meetingTitle ?? 'a municipal meeting'}${head.municipality ? ` of ${head.municipality}` : ''} on ${when}.`;
  const context = `Alert "${head.title}" ${subject}: ${head.summary} ${from}`;

  const facts: AlertFacts = {
    title: head.title,
    ...(head.propertyName !== null ? { property: { name: head.propertyName, address: head.address } } : {}),
    ...(head.watchName !== null ? { watch: { name: head.watchName, terms: head.matchedTerms } } : {}),
    items: items.map((item) => {
      const strongest = item.evidence.find((e) => e.rule === item.rule) ?? item.evidence[0];
      return {
        title: item.title ?? item.impact ?? '',
        rule: item.rule,
        ...(strongest?.text ? { matchedText: strongest.text } : {}),
        ...(strongest?.distanceMeters !== undefined ? { distanceMeters: strongest.distanceMeters } : {}),
      };
    }),
    ...(head.meetingId && head.startsAt && items.length
      ? {
          meeting: {
            title: head.meetingTitle ?? 'meeting',
            municipality: head.municipality,
            startsAt: head.startsAt.toISOString(),
          },
        }
      : {}),
    ...(registry ? { registry: { from: registry.from, title: registry.title } } : {}),
    history:
      head.startsAt && items.length
        ? await fileHistory(db, {
            itemIds,
            applicationNumbers: [...new Set(items.flatMap((i) => i.applicationNumbers ?? []))],
            before: head.startsAt,
          })
        : [],
    now: now.toISOString(),
  };
  return { passages, context, facts };
}

function sliceText(text: string): string[] {
  const clean = text.trim();
  if (!clean) return [];
  const out: string[] = [];
  for (let start = 0; start < clean.length && out.length < 20; start += PAGE_CHARS)
    out.push(clean.slice(start, start + PAGE_CHARS));
  return out;
}
