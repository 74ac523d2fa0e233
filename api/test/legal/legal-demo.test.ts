import { count, eq } from 'drizzle-orm';
import {
  bylaws,
  decisionAttachments,
  decisionCitations,
  legalDecisions,
  mayoralDecisions,
  proposalAttachments,
  proposals,
} from '../../src/db/schema/index.js';
import { ACT_CASE_COUNTS, seedLegalDemo } from '../../src/demo/legal.js';
import { bearer, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const TABLES = {
  proposals,
  proposalAttachments,
  legalDecisions,
  decisionCitations,
  decisionAttachments,
  mayoralDecisions,
  bylaws,
};
async function counts() {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await ctx.database.db.select({ n: count() }).from(table);
      return [name, Number(row!.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('the legal demo dataset', () => {
  it('is not loaded under test', async () => {
    expect((await counts()).legalDecisions).toBe(0);
  });

  it('loads through the registry store once: seeding again changes nothing', async () => {
    const loaded = await seedLegalDemo(ctx.database.db);
    const first = await counts();
    expect(first.proposals).toBeGreaterThanOrEqual(12);
    expect(first.proposalAttachments).toBeGreaterThan(0);
    expect(first.legalDecisions).toBeGreaterThanOrEqual(120);
    expect(first.decisionAttachments).toBeGreaterThan(0);
    expect(first.mayoralDecisions).toBeGreaterThanOrEqual(8);
    expect(first.bylaws).toBeGreaterThan(0);
    // The store's own counts: every parent row was created by the ingest path.
    expect(loaded.proposals.changed).toBe(first.proposals);
    expect(loaded.decisions.changed).toBe(first.legalDecisions);
    expect(loaded.mayoral.changed).toBe(first.mayoralDecisions);
    expect(loaded.decisions.children).toBe(first.decisionCitations! + first.decisionAttachments!);

    const again = await seedLegalDemo(ctx.database.db);
    expect(again).toEqual({
      proposals: { changed: 0, children: 0 },
      decisions: { changed: 0, children: 0 },
      mayoral: { changed: 0, children: 0 },
    });
    expect(await counts()).toEqual(first);

    // Another day moves the dates of the same rows (upserts by source id), never adds a proposal or a decision.
    const later = await seedLegalDemo(ctx.database.db, { today: new Date(Date.now() + 400 * 86_400_000) });
    expect(later.proposals.changed).toBeGreaterThan(0);
    const after = await counts();
    expect([after.proposals, after.legalDecisions, after.mayoralDecisions, after.bylaws]).toEqual([
      first.proposals,
      first.legalDecisions,
      first.mayoralDecisions,
      first.bylaws,
    ]);
    // And today's records move them back (the next test reads this week's proposals).
    expect((await seedLegalDemo(ctx.database.db)).proposals.changed).toBe(later.proposals.changed);
  });

  it('dates an attachment by when the source posted it', async () => {
    const [attachment] = await ctx.database.db.select().from(proposalAttachments).limit(1);
    const [proposal] = await ctx.database.db.select().from(proposals).where(eq(proposals.id, attachment!.proposalId));
    expect(attachment!.createdAt.toISOString().slice(11)).toBe('14:00:00.000Z');
    expect(proposal!.postedDate).toBeTruthy();
  });

  it("follows the product's distribution of cases by act", async () => {
    const { token } = await registerUser(ctx.app);
    const acts = (
      await ctx.app.inject({ method: 'GET', url: '/api/legal-stats/acts', headers: bearer(token) })
    ).json() as Array<{
      act: string;
      count: number;
      percentage: number;
    }>;
    expect(acts.map((a) => a.act).slice(0, 4)).toEqual(ACT_CASE_COUNTS.slice(0, 4).map(([act]) => act));
    expect(new Set(acts.map((a) => a.act))).toEqual(new Set(ACT_CASE_COUNTS.map(([act]) => act)));
    const planning = acts.find((a) => a.act === 'Planning Act')!;
    expect(planning.percentage).toBeGreaterThan(60);
    expect(planning.percentage).toBeLessThan(75);
    expect(Math.round(acts.reduce((s, a) => s + a.percentage, 0) * 100) / 100).toBe(100);
    // Several acts fall under the 2% share that the chart groups into 'Others'.
    expect(acts.filter((a) => a.percentage < 2).length).toBeGreaterThanOrEqual(3);

    const sections = (
      await ctx.app.inject({ method: 'GET', url: '/api/legal-stats/sections/Planning%20Act', headers: bearer(token) })
    ).json() as Array<{ section: string; percentage: number }>;
    expect(sections.length).toBeGreaterThanOrEqual(6);
    expect(sections.every((s) => /^s\. \d/.test(s.section))).toBe(true);
    expect(Math.round(sections.reduce((s, a) => s + a.percentage, 0) * 100) / 100).toBe(100);

    const tribunals = (
      await ctx.app.inject({ method: 'GET', url: '/api/legal-tribunals', headers: bearer(token) })
    ).json();
    expect(tribunals.every((t: { decision_count: number }) => t.decision_count > 0)).toBe(true);
    const week = (
      await ctx.app.inject({ method: 'GET', url: '/api/proposals?date=week', headers: bearer(token) })
    ).json();
    expect(week.length).toBeGreaterThan(0);
  });
});
