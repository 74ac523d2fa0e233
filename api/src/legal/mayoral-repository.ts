import { asc, count, countDistinct, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { bylaws, mayoralDecisions, municipalities, type MayoralDecision } from '../db/schema/index.js';
import type { MayoralDecisionOut, MunicipalityStatOut } from '../schemas/legal.js';

export interface MayoralDecisionsRepository {
  /** Newest first (undated ones last), each with its bylaws. */
  list(filters: { municipalityId?: number }): Promise<MayoralDecisionOut[]>;
  get(id: number): Promise<MayoralDecisionOut | undefined>;
  statsByMunicipality(): Promise<MunicipalityStatOut[]>;
}

/** Mayoral decisions (strong-mayor powers) with the bylaws they approved: global data. */
export function createMayoralDecisionsRepository(db: DbOrTx): MayoralDecisionsRepository {
  async function withBylaws(
    rows: Array<{ decision: MayoralDecision; municipalityName: string }>,
  ): Promise<MayoralDecisionOut[]> {
    const ids = rows.map((r) => r.decision.id);
    const allBylaws = ids.length
      ? await db
          .select()
          .from(bylaws)
          .where(inArray(bylaws.mayoralDecisionId, ids))
          .orderBy(
            asc(bylaws.mayoralDecisionId),
            sql`${bylaws.itemNumber} ASC NULLS LAST`,
            asc(bylaws.bylawNumber),
            asc(bylaws.id),
          )
      : [];
    return rows.map(({ decision: d, municipalityName }) => {
      const own = allBylaws
        .filter((b) => b.mayoralDecisionId === d.id)
        .map((b) => ({
          id: b.id,
          bylaw_number: b.bylawNumber,
          item_number: b.itemNumber,
          description: b.description,
          bylaw_url: b.bylawUrl,
        }));
      return {
        id: d.id,
        decision_id: d.decisionId,
        title: d.title,
        decision_date: d.decisionDate,
        decision_date_text: d.decisionDateText,
        url: d.url,
        municipality_id: d.municipalityId,
        municipality_name: municipalityName,
        bylaw_count: own.length,
        bylaws: own,
      };
    });
  }

  const base = () =>
    db
      .select({ decision: mayoralDecisions, municipalityName: municipalities.name })
      .from(mayoralDecisions)
      .innerJoin(municipalities, eq(municipalities.id, mayoralDecisions.municipalityId))
      .$dynamic();

  return {
    async list({ municipalityId }) {
      const rows = await base()
        .where(municipalityId === undefined ? undefined : eq(mayoralDecisions.municipalityId, municipalityId))
        .orderBy(sql`${mayoralDecisions.decisionDate} DESC NULLS LAST`, desc(mayoralDecisions.id));
      return withBylaws(rows);
    },

    async get(id) {
      const rows = await base().where(eq(mayoralDecisions.id, id)).limit(1);
      return (await withBylaws(rows))[0];
    },

    async statsByMunicipality() {
      const rows = await db
        .select({
          id: municipalities.id,
          name: municipalities.name,
          decisions: countDistinct(mayoralDecisions.id),
          bylaws: count(bylaws.id),
          latest: max(mayoralDecisions.decisionDate),
        })
        .from(mayoralDecisions)
        .innerJoin(municipalities, eq(municipalities.id, mayoralDecisions.municipalityId))
        .leftJoin(bylaws, eq(bylaws.mayoralDecisionId, mayoralDecisions.id))
        .groupBy(municipalities.id, municipalities.name)
        .orderBy(desc(countDistinct(mayoralDecisions.id)), asc(municipalities.name));
      return rows.map((r) => ({
        municipality_id: r.id,
        municipality_name: r.name,
        decision_count: Number(r.decisions),
        bylaw_count: Number(r.bylaws),
        latest_decision_date: r.latest ?? null,
      }));
    },
  };
}
