import { and, eq, like } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  agendaItems,
  alertItems,
  alerts,
  decisionAttachments,
  legalDecisions,
  legalTribunals,
  meetings,
  municipalities,
  properties,
} from '../../src/db/schema/index.js';
import { apiCall, companyWithAnalyst, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';
import { startTmmisSite, type TmmisSite } from '../helpers/tmmis-site.js';

/*
 * Following an item through its life, through the real pipeline: a loopback TMMIS (see
 * tmmis-site.ts: reconstructed JSON API, item pages on the real capture's markup) is ingested again and again.
 * The planning item 2024.TE16.5 is followed at community council; it is then adopted (a status change), comes to
 * City Council (a later meeting of the same matter), and reaches the Ontario Land Tribunal (a stored decision that
 * names its address or application number). Each step is an alert for the follower, shown in the follow's
 * timeline; re-runs never repeat one; another company's follower hears nothing of it.
 */

let ctx: TestContext;
let site: TmmisSite;

beforeAll(async () => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText('Report: 100 Queen Street West', { x: 50, y: 700, size: 11, font });
  site = await startTmmisSite(Buffer.from(await pdf.save()));
  ctx = await createTestContext({
    TMMIS_BASE_URL: `${site.url}/council`,
    ESCRIBE_PORTALS: 'trca=http://127.0.0.1:9',
    INGEST_MIN_INTERVAL_MS: '0',
  });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  site?.close();
});

/** An alert on an agenda item, as the matching engine stores it. */
async function alertOn(companyId: string, propertyId: string, itemId: number) {
  const [item] = await ctx.database.db.select().from(agendaItems).where(eq(agendaItems.id, itemId));
  const [alert] = await ctx.database.db
    .insert(alerts)
    .values({
      companyId,
      propertyId,
      meetingId: item!.meetingId,
      sourceKey: `meeting:${item!.meetingId}`,
      severity: 'high',
      title: item!.title,
      summary: 'Matched by address.',
    })
    .returning();
  await ctx.database.db.insert(alertItems).values({
    alertId: alert!.id,
    companyId,
    agendaItemId: itemId,
    rule: 'address',
    score: 0.9,
    severity: 'high',
    impactSummary: 'Next door.',
    evidence: [{ rule: 'address', text: '100 Queen Street West', field: 'title', confidence: 0.9 }],
  });
  return alert!.id;
}

/** The meetings of the loopback site are around today (council in 12 days); the tribunal decides after them. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const followAlertsOf = (followId: string) =>
  ctx.database.db
    .select()
    .from(alerts)
    .where(like(alerts.sourceKey, `follow:${followId}:%`))
    .orderBy(alerts.id);

it('follows a TMMIS item across meetings, a status change and a tribunal decision; no duplicates; other companies untouched', async () => {
  await ctx.app.pipeline.run('tmmis:toronto');
  const teItem = (await ctx.database.db.select().from(agendaItems).where(eq(agendaItems.sourceId, '2024.TE16.5')))[0]!;
  const ggItem = (
    await ctx.database.db
      .select()
      .from(agendaItems)
      .where(eq(agendaItems.sourceId, '2024.GG16.12'))
      .orderBy(agendaItems.id)
  )[0]!;
  const [toronto] = await ctx.database.db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));

  const a = await companyWithAnalyst(ctx, { company_name: 'Queen West Holdings' });
  const b = await registerUser(ctx.app, { company_name: 'Other Co' });
  const [propA] = await ctx.database.db
    .insert(properties)
    .values({
      companyId: a.companyId,
      name: 'Queen lot',
      address: '102 Queen Street West',
      municipalityId: toronto!.id,
    })
    .returning();
  const [propB] = await ctx.database.db
    .insert(properties)
    .values({
      companyId: b.user.company_id,
      name: 'Other lot',
      address: '104 Queen Street West',
      municipalityId: toronto!.id,
    })
    .returning();
  const alertA = await alertOn(a.companyId, propA!.id, teItem.id);
  // The other company sees the same item, and follows another one: none of A's steps must reach it.
  await alertOn(b.user.company_id, propB!.id, teItem.id);
  const alertB = await alertOn(b.user.company_id, propB!.id, ggItem.id);

  const followA = (
    await apiCall(ctx.app, 'POST', '/api/notifications/follows', a.admin.token, { alert_id: alertA })
  ).json();
  expect(followA).toMatchObject({ agenda_item_id: teItem.id, application_numbers: ['24123456STE10OZ'] });
  const followB = (await apiCall(ctx.app, 'POST', '/api/notifications/follows', b.token, { alert_id: alertB })).json();
  // A third company has no property there: its watch list found the item (a watch alert), and it follows that.
  const c = await registerUser(ctx.app, { company_name: 'Watchers Co' });
  const watchC = (
    await apiCall(ctx.app, 'POST', '/api/watches', c.token, {
      name: 'This item',
      terms: `"${teItem.title.replace(/"/g, '').slice(0, 150)}"`,
    })
  ).json();
  const [watchAlertC] = await ctx.database.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.watchId, watchC.id), eq(alerts.sourceKey, `item:${teItem.id}`)));
  const followC = (
    await apiCall(ctx.app, 'POST', '/api/notifications/follows', c.token, { alert_id: watchAlertC!.id })
  ).json();
  expect(followC).toMatchObject({ agenda_item_id: teItem.id });

  // 1. Adopted at community council, and on City Council's agenda: a status step and a later-meeting step.
  site.state.planningStatus = 'adopted';
  site.state.atCouncil = true;
  const run = await ctx.app.pipeline.run('tmmis:toronto');
  expect(run.statusChanges.map((c) => c.agendaItemId)).toEqual([teItem.id]);
  const [councilItem] = await ctx.database.db
    .select({ id: agendaItems.id })
    .from(agendaItems)
    .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
    .where(and(eq(agendaItems.sourceId, '2024.TE16.5'), eq(meetings.committeeName, 'City Council')));
  let stepsA = await followAlertsOf(followA.id);
  expect(stepsA.map((s) => s.sourceKey)).toEqual(
    expect.arrayContaining([
      `follow:${followA.id}:${councilItem!.id}`,
      expect.stringMatching(new RegExp(`^follow:${followA.id}:status:${teItem.id}:[0-9a-f]{12}$`)),
    ]),
  );
  expect(stepsA).toHaveLength(2);
  const status = stepsA.find((s) => s.sourceKey.includes(':status:'))!;
  expect(status).toMatchObject({
    companyId: a.companyId,
    propertyId: propA!.id,
    meetingId: teItem.meetingId,
    severity: 'high',
    title: `Followed item Adopted: ${teItem.title}`,
  });
  expect(status.summary).toContain('status changed to Adopted at Toronto and East York Community Council');
  expect(status.summary).toContain('Decision: Toronto and East York Community Council recommends');

  // The watch's follow: the same two steps, the watch's alerts (no property), under the Watch filter.
  const stepsC = await followAlertsOf(followC.id);
  expect(stepsC.map((s) => s.sourceKey).sort()).toEqual(
    stepsA.map((s) => s.sourceKey.replace(followA.id, followC.id)).sort(),
  );
  for (const step of stepsC)
    expect(step).toMatchObject({
      companyId: c.user.company_id,
      propertyId: null,
      watchId: watchC.id,
      categories: ['watch'],
    });
  const watchList = (await apiCall(ctx.app, 'GET', '/api/alerts?category=watch', c.token)).json();
  expect(watchList.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining(stepsC.map((s) => s.id)));

  // Re-runs: nothing new.
  await ctx.app.pipeline.run('tmmis:toronto');
  expect(await followAlertsOf(followA.id)).toHaveLength(2);
  expect(await followAlertsOf(followC.id)).toHaveLength(2);

  // 2. The tribunal: a decision naming the address in Toronto arrives through the store's event...
  await ctx.database.db
    .insert(legalTribunals)
    .values({ code: 'onlt', name: 'Ontario Land Tribunal' })
    .onConflictDoNothing();
  const [byAddress] = await ctx.database.db
    .insert(legalDecisions)
    .values({
      sourceId: '2025canlii90001',
      title: '100 Queen Street West (Re)',
      caseid: 'OLT-25-000123',
      decisionDate: daysFromNow(20),
      databaseId: 'onlt',
      municipality: 'Toronto (City)',
      url: 'https://www.canlii.org/en/on/onlt/doc/2025/2025canlii90001/2025canlii90001.html',
    })
    .returning();
  // ...while the same address in another municipality is another matter.
  const [elsewhere] = await ctx.database.db
    .insert(legalDecisions)
    .values({
      sourceId: '2025canlii90002',
      title: '100 Queen Street West (Re)',
      caseid: 'OLT-25-000999',
      decisionDate: daysFromNow(21),
      databaseId: 'onlt',
      municipality: 'Brampton (City)',
    })
    .returning();
  await ctx.app.pipelineEvents.decisionsIngested([byAddress!.id, elsewhere!.id]);
  await ctx.app.pipelineEvents.decisionsIngested([byAddress!.id, elsewhere!.id]);
  stepsA = await followAlertsOf(followA.id);
  expect(stepsA).toHaveLength(3);
  const tribunal = stepsA.find((s) => s.sourceKey === `follow:${followA.id}:decision:${byAddress!.id}`)!;
  expect(tribunal).toMatchObject({
    severity: 'urgent',
    meetingId: null,
    title: 'Followed item at the Ontario Land Tribunal: 100 Queen Street West (Re)',
    documentUrl: byAddress!.url,
  });
  const [tribunalImpact] = await ctx.database.db.select().from(alertItems).where(eq(alertItems.alertId, tribunal.id));
  expect(tribunalImpact!.evidence[0]).toMatchObject({ rule: 'follow', field: 'address', confidence: 0.8 });

  // A decision stored without an event (its application number in an attachment's name) is caught by the sweep.
  const [byApplication] = await ctx.database.db
    .insert(legalDecisions)
    .values({
      sourceId: '2025canlii90003',
      title: 'Queen West Holdings Inc. v. Toronto (City)',
      caseid: 'OLT-25-000124',
      decisionDate: daysFromNow(25),
      databaseId: 'onlt',
      municipality: 'Toronto (City)',
    })
    .returning();
  await ctx.database.db.insert(decisionAttachments).values({
    decisionId: byApplication!.id,
    filename: 'Decision - 24 123456 STE 10 OZ.pdf',
    url: 'https://olt.gov.on.ca/decisions/OLT-25-000124.pdf',
  });
  await ctx.app.notifications.sweep();
  await ctx.app.notifications.sweep();
  stepsA = await followAlertsOf(followA.id);
  expect(stepsA).toHaveLength(4);
  const [appImpact] = await ctx.database.db
    .select()
    .from(alertItems)
    .where(
      eq(
        alertItems.alertId,
        stepsA.find((s) => s.sourceKey === `follow:${followA.id}:decision:${byApplication!.id}`)!.id,
      ),
    );
  expect(appImpact!.evidence[0]).toMatchObject({ text: '24123456STE10OZ', confidence: 0.95 });

  // 3. The timeline, from the first alert or from any step's alert: the steps in order.
  for (const id of [alertA, tribunal.id]) {
    const timeline = await apiCall(ctx.app, 'GET', `/api/notifications/follows/${id}/timeline`, a.admin.token);
    expect(timeline.statusCode).toBe(200);
    const steps = timeline.json().steps as Array<{
      kind: string;
      committee_name: string;
      status: string;
      item_status: string | null;
      followed: boolean;
      url: string | null;
      detail: string | null;
    }>;
    expect(steps.map((s) => [s.kind, s.committee_name, s.followed])).toEqual([
      ['meeting', 'Toronto and East York Community Council', true],
      ['status', 'Toronto and East York Community Council', false],
      ['meeting', 'City Council', false],
      ['tribunal', 'Ontario Land Tribunal', false],
      ['tribunal', 'Ontario Land Tribunal', false],
    ]);
    expect(steps[0]!.item_status).toBe('Adopted');
    expect(steps[1]).toMatchObject({ status: 'Adopted', detail: expect.stringContaining('status changed to Adopted') });
    expect(steps[3]).toMatchObject({ url: byAddress!.url, detail: expect.stringContaining('names the address') });
  }

  // 4. The other company: its follow saw nothing, and it cannot read A's timeline.
  expect(await followAlertsOf(followB.id)).toHaveLength(0);
  expect(
    (await ctx.database.db.select().from(alerts).where(eq(alerts.companyId, b.user.company_id)))
      .map((r) => r.sourceKey)
      .sort(),
  ).toEqual([`meeting:${teItem.meetingId}`, `meeting:${ggItem.meetingId}`].sort());
  expect(
    (await apiCall(ctx.app, 'GET', `/api/notifications/follows/${tribunal.id}/timeline`, b.token)).statusCode,
  ).toBe(404);
  // Ids that cannot be an alert's (found by the hostile-input test: 1.79e308 passed an integer schema, then 500).
  for (const bad of ['1.7976931348623125e%2B308', '2147483648', 'abc', '0']) {
    expect((await apiCall(ctx.app, 'GET', `/api/notifications/follows/${bad}/timeline`, b.token)).statusCode).toBe(404);
  }
  const timelineB = (await apiCall(ctx.app, 'GET', `/api/notifications/follows/${alertB}/timeline`, b.token)).json();
  expect(timelineB.steps.map((s: { kind: string; followed: boolean }) => [s.kind, s.followed])).toEqual([
    ['meeting', true],
  ]);
}, 180_000);
