import type { Db } from '../db/client.js';
import { alertItems, alerts, type MatchEvidence } from '../db/schema/index.js';

/** A tribunal decision that names an application number a property carries (analysis/decisions.ts found it). */
export interface DecisionMatch {
  decision: {
    id: number;
    title: string;
    caseid: string | null;
    decisionDate: string | null;
    url: string | null;
    pdfUrl: string | null;
  };
  tribunal: string;
  property: { id: string; companyId: string; name: string };
  /** The application number as the decision spells it. */
  application: string;
  evidence: MatchEvidence;
}

/**
 * Writes the urgent alert of a decision match, with its one impact, in one transaction: one per property and
 * decision (source key 'decision:<id>', so a re-run never repeats it). Answers the new alert's id, or null when
 * it was there already.
 */
export async function raiseDecisionAlert(db: Db, match: DecisionMatch): Promise<number | null> {
  const { decision, tribunal, property, application, evidence } = match;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(alerts)
      .values({
        companyId: property.companyId,
        propertyId: property.id,
        meetingId: null,
        sourceKey: `decision:${decision.id}`,
        severity: 'urgent',
        title: `${tribunal}: a decision names application ${application} of ${property.name}`,
        summary: `${decision.title}${decision.caseid ? ` (${decision.caseid})` : ''}${decision.decisionDate ? `, decided on ${decision.decisionDate}` : ''}, names application ${application}, which you track for ${property.name}.`,
        categories: ['development'],
        documentUrl: decision.url ?? decision.pdfUrl,
      })
      .onConflictDoNothing()
      .returning({ id: alerts.id });
    if (!row) return null;
    await tx.insert(alertItems).values({
      alertId: row.id,
      companyId: property.companyId,
      agendaItemId: null,
      rule: 'application_number',
      confidence: 'High',
      score: evidence.confidence,
      severity: 'urgent',
      categories: ['development'],
      impactSummary: `The ${tribunal} decision "${decision.title}" names application ${application}, which you track for ${property.name}.`,
      evidence: [evidence],
    });
    return row.id;
  });
}
