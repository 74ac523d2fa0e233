import type { DbOrTx } from '../db/client.js';
import { alertItems, alerts, type AlertSeverity, type MatchEvidence } from '../db/schema/index.js';

/**
 * Whom a follow's alerts belong to: the property of the alert it was started from, or, from a watch alert (no
 * property), that watch, so the later steps show with the watch's alerts and go out by its delivery choice.
 */
export interface FollowOwner {
  propertyId: string | null;
  watchId: string | null;
}

/**
 * A step of a thread with one impact: a later step of a followed matter (follows/match.ts found it), or a development
 * application's filing or later step at a property (applications/alerts.ts). The impact's rule is its evidence's.
 */
export interface FollowStep {
  companyId: string;
  owner: FollowOwner;
  alert: {
    sourceKey: string;
    meetingId: number | null;
    severity: AlertSeverity;
    title: string;
    summary: string;
    documentUrl: string | null;
  };
  impact: { agendaItemId: number | null; summary: string; evidence: MatchEvidence };
}

/** Writes one follow alert with its one impact (idempotent: the source key is unique per property). */
export async function raiseFollowAlert(db: DbOrTx, { companyId, owner, alert, impact }: FollowStep) {
  const { propertyId, watchId } = owner;
  // A watch's follow alerts are of the watch's category, so they show under the Watch filter with its other alerts.
  const categories = watchId !== null ? ['watch'] : ['development'];
  return db.transaction(async (tx): Promise<number | null> => {
    const [row] = await tx
      .insert(alerts)
      .values({ companyId, propertyId, watchId, categories, ...alert })
      .onConflictDoNothing()
      .returning({ id: alerts.id });
    if (!row) return null;
    await tx.insert(alertItems).values({
      alertId: row.id,
      companyId,
      agendaItemId: impact.agendaItemId,
      rule: impact.evidence.rule,
      confidence: impact.evidence.confidence >= 0.9 ? 'High' : 'Medium',
      score: impact.evidence.confidence,
      severity: alert.severity,
      categories,
      impactSummary: impact.summary,
      evidence: [impact.evidence],
    });
    return row.id;
  });
}
