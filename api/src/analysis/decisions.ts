import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { raiseDecisionAlert } from '../alerts/decision-alerts.js';
import {
  decisionAttachments,
  legalDecisions,
  legalTribunals,
  municipalities,
  properties,
  type MatchEvidence,
} from '../db/schema/index.js';
import { applicationKey, scanApplicationKeys } from '../addresses/grammar.js';
import { sameMunicipality } from './regions.js';

/*
 * Tribunal decisions (Ontario Land Tribunal, ...) that name an application number a property carries: an urgent
 * alert for that property (written by alerts/decision-alerts.ts), one per decision (source key 'decision:<id>', so a re-run never repeats it). The
 * decision's title, case number and attachment names are read for the property's numbers in any spelling; a
 * decision about another municipality (when it says which) is never about the property's file.
 */

const MAX_PROPERTIES = 50_000;

export async function matchDecisionApplications(db: Db, decisionIds: number[]): Promise<number[]> {
  if (decisionIds.length === 0) return [];
  const carriers = await db
    .select({
      id: properties.id,
      companyId: properties.companyId,
      name: properties.name,
      numbers: properties.applicationNumbers,
      municipality: municipalities.name,
    })
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(sql`cardinality(${properties.applicationNumbers}) > 0`)
    .limit(MAX_PROPERTIES);
  if (carriers.length === 0) return [];
  const byKey = new Map<string, typeof carriers>();
  for (const carrier of carriers) {
    for (const number of carrier.numbers) {
      const key = applicationKey(number);
      if (!key) continue;
      const list = byKey.get(key) ?? [];
      if (!list.includes(carrier)) list.push(carrier);
      byKey.set(key, list);
    }
  }
  const keys = new Set(byKey.keys());
  const lengths = new Set([...keys].map((k) => k.split('-').length));
  const firsts = new Set([...keys].map((k) => k.split('-')[0]!));
  const decisions = await db
    .select({ decision: legalDecisions, tribunal: legalTribunals.name })
    .from(legalDecisions)
    .innerJoin(legalTribunals, eq(legalTribunals.code, legalDecisions.databaseId))
    .where(inArray(legalDecisions.id, decisionIds));
  const files = await db
    .select({ decisionId: decisionAttachments.decisionId, filename: decisionAttachments.filename })
    .from(decisionAttachments)
    .where(inArray(decisionAttachments.decisionId, decisionIds));
  const created: number[] = [];
  for (const { decision, tribunal } of decisions) {
    const text = [
      decision.title,
      decision.caseid ?? '',
      ...files.filter((f) => f.decisionId === decision.id).map((f) => f.filename),
    ].join('\n');
    const found = scanApplicationKeys(text, keys, lengths, firsts);
    const seen = new Set<string>();
    for (const application of found) {
      for (const carrier of byKey.get(application.key) ?? []) {
        // File numbers repeat from city to city: a decision about another municipality is another file.
        if (seen.has(carrier.id) || !sameMunicipality(decision.municipality, carrier.municipality)) continue;
        seen.add(carrier.id);
        const evidence: MatchEvidence = {
          rule: 'application_number',
          text: application.text,
          field: 'title',
          confidence: 0.98,
          detail: `the ${tribunal} decision names application ${application.text}`,
        };
        const id = await raiseDecisionAlert(db, {
          decision,
          tribunal,
          property: carrier,
          application: application.text,
          evidence,
        });
        if (id !== null) created.push(id);
      }
    }
  }
  return created;
}
