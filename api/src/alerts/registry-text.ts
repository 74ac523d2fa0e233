import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { bylaws, legalDecisions, mayoralDecisions, municipalities, proposals } from '../db/schema/index.js';

/*
 * The record a watch alert on a registry stands for (its source key: 'proposal:12', 'decision:7', 'mayoral:3'), as
 * text the chat may read and cite: a provincial proposal's title, description and content, a tribunal decision's
 * title, case and municipality, a mayoral decision's title and the by-laws it approved. Agenda items and meeting
 * documents are read by the alert's impact rows instead.
 */

export interface RegistryText {
  id: string;
  title: string;
  text: string;
  url?: string;
  /** Where the alert comes from, in a few words ('the provincial posting ERO 019-8462 of 2026-11-02'). */
  from: string;
}

const on = (date: string | null) => (date ? ` of ${date}` : '');

export async function registryText(db: DbOrTx, sourceKey: string): Promise<RegistryText | null> {
  const [kind, rawId] = sourceKey.split(':');
  const id = Number(rawId);
  if (!Number.isSafeInteger(id)) return null;
  if (kind === 'proposal') {
    const [p] = await db.select().from(proposals).where(eq(proposals.id, id));
    if (!p) return null;
    return {
      id: sourceKey,
      title: p.title,
      text: [p.title, p.description, p.content].filter(Boolean).join('\n'),
      url: p.url ?? undefined,
      from: `the provincial posting ${p.sourceId}${on(p.postedDate)}`,
    };
  }
  if (kind === 'decision') {
    const [d] = await db.select().from(legalDecisions).where(eq(legalDecisions.id, id));
    if (!d) return null;
    return {
      id: sourceKey,
      title: d.title,
      text: [d.title, d.caseid && `Case ${d.caseid}`, d.municipality && `Municipality: ${d.municipality}`]
        .filter(Boolean)
        .join('\n'),
      url: d.url ?? undefined,
      from: `the tribunal decision ${d.caseid ?? d.title}${on(d.decisionDate)}`,
    };
  }
  if (kind === 'mayoral') {
    const [d] = await db
      .select({ decision: mayoralDecisions, municipality: municipalities.name })
      .from(mayoralDecisions)
      .innerJoin(municipalities, eq(municipalities.id, mayoralDecisions.municipalityId))
      .where(eq(mayoralDecisions.id, id));
    if (!d) return null;
    const laws = await db
      .select()
      .from(bylaws)
      .where(eq(bylaws.mayoralDecisionId, id))
      .orderBy(asc(bylaws.id))
      .limit(50);
    const title = d.decision.title ?? `Mayoral decision ${d.decision.decisionId}`;
    return {
      id: sourceKey,
      title,
      text: [title, ...laws.map((b) => `By-law ${b.bylawNumber}${b.description ? `: ${b.description}` : ''}`)].join(
        '\n',
      ),
      url: d.decision.url ?? undefined,
      from: `${d.municipality}'s mayoral decision ${d.decision.decisionId}${on(d.decision.decisionDate)}`,
    };
  }
  return null;
}
