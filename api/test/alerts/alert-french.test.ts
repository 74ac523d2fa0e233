import { eq } from 'drizzle-orm';
import { raiseDecisionAlert } from '../../src/alerts/decision-alerts.js';
import { emptyStoreResult, storeRecords } from '../../src/applications/store.js';
import { municipalities, properties } from '../../src/db/schema/index.js';
import { insertChatAlert } from '../helpers/chat-helpers.js';
import { EXPECTED, insertBilingualAlert } from '../helpers/french-alerts.js';
import { apiCall, createTestContext, registerUser, type RegisteredUser, type TestContext } from '../helpers/helpers.js';

/*
 * An alert's summary and its impacts' summaries in French on the wire (docs/i18n.md "Alert texts"): the same answer
 * whatever the request's language, its English fields as the matcher wrote them and beside them their French
 * (alert_summary_fr, alert_preview_fr, impact_summary_fr), which the front end shows a French reader. A sentence no
 * template recognises has no French (null). A title a writer builds from a template (a new application's) has its
 * French too (alert_title_fr). Another company's alert stays not found, in either language.
 */

const NB = '\u00a0';
let ctx: TestContext;
let owner: RegisteredUser;
let francophone: RegisteredUser;
let stranger: RegisteredUser;
let alertId: number;
let decisionId: number;
let plainId: number;
let lecteur: RegisteredUser;

/** A new minor variance in Toronto, 50 m from a property of the English company and one of a French-speaking one. */
const APPLICATION_TITLE = 'New application: Minor variance at 12 Main Street (A0042/26TEY)';
const APPLICATION_TITLE_FR = `Nouvelle demande${NB}: Dérogation mineure au 12 Main Street (A0042/26TEY)`;
const SITE = { lat: 43.65, lng: -79.4 };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await registerUser(ctx.app, { company_name: 'Immeubles Bytown' });
  stranger = await registerUser(ctx.app, { company_name: 'Autre Compagnie' });
  francophone = await registerUser(ctx.app, { company_name: 'Société Laurier', language: 'fr-CA' });
  const db = ctx.database.db;
  ({ alertId } = await insertBilingualAlert(db, owner.user.company_id));
  // A tribunal decision's alert, as its writer writes it.
  const harbour = await insertChatAlert(db, owner.user.company_id);
  plainId = harbour.alertId;
  decisionId = (await raiseDecisionAlert(ctx.database.db, {
    decision: {
      id: 41,
      title: 'Appeal of 98 Harbour Street',
      caseid: 'OLT-24-000123',
      decisionDate: '2026-11-02',
      url: null,
      pdfUrl: null,
    },
    tribunal: 'Ontario Land Tribunal',
    property: { id: harbour.propertyId, companyId: owner.user.company_id, name: 'Harbour Tower' },
    application: 'A-123/24',
    evidence: { rule: 'application_number', text: 'A-123/24', confidence: 0.98 },
  }))!;
  // The French-speaking company's own copy of the same meeting's alert.
  await insertBilingualAlert(db, francophone.user.company_id, 'ottawa-ph-2');
  // A new application's alerts, as the applications' writer writes them, for the English company and a French one.
  lecteur = await registerUser(ctx.app, { company_name: 'Urbanisme Outaouais', language: 'fr-CA' });
  const [toronto] = await db.select().from(municipalities).where(eq(municipalities.name, 'Toronto'));
  for (const [companyId, name] of [
    [owner.user.company_id, 'Queen Tower'],
    [lecteur.user.company_id, 'Tour Queen'],
  ])
    await db.insert(properties).values({
      companyId,
      name,
      address: `${name}, Toronto, ON`,
      municipalityId: toronto!.id,
      latitude: SITE.lat,
      longitude: SITE.lng,
    });
  const into = emptyStoreResult();
  await storeRecords(
    db,
    'test:french-title',
    toronto!.id,
    [
      {
        recordId: 'french-title-1',
        fileNumber: 'A0042/26TEY',
        type: 'minor_variance',
        status: 'Under Review',
        addresses: ['12 Main Street'],
        point: { lat: SITE.lat + 50 / 111_195, lng: SITE.lng },
        description: 'To permit a rear addition.',
        filedOn: '2026-11-02',
        hearingOn: null,
        decidedOn: null,
        modifiedAt: null,
        link: null,
        events: [{ kind: 'filed', on: '2026-11-02', title: 'Application filed' }],
        skip: null,
        hash: 'french-title-1',
      },
    ],
    into,
  );
  await ctx.app.applications.alertNew(into.created);
}, 90_000);

afterAll(() => ctx?.close());

const read = (url: string, token: string, language?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
  });
/** The answer without the caller's read state, which a read may change. */
const wire = (body: Record<string, unknown>) => {
  const { read: _read, read_at: _readAt, ...rest } = body;
  return rest;
};

it('answers the English as written and its French beside it, the same in either language', async () => {
  const french = await read(`/api/alerts/${alertId}`, owner.token, 'fr-CA,fr;q=0.9');
  const english = await read(`/api/alerts/${alertId}`, owner.token, 'en-CA');
  expect(french.statusCode).toBe(200);
  expect(english.statusCode).toBe(200);
  expect(wire(french.json())).toEqual(wire(english.json()));
  const alert = english.json();
  expect(alert).toMatchObject({
    alert_title: EXPECTED.title,
    alert_title_fr: EXPECTED.titleFr,
    alert_summary: `${EXPECTED.lead} The same meeting has 1 more item that may affect Tour Laurier.`,
    summary: `${EXPECTED.lead} The same meeting has 1 more item that may affect Tour Laurier.`,
    alert_summary_fr: EXPECTED.summaryFr,
    alert_preview: EXPECTED.lead,
    alert_preview_fr: EXPECTED.leadFr,
  });
  expect(alert.items.map((i: Record<string, unknown>) => [i.impact_summary, i.impact_summary_fr])).toEqual([
    [EXPECTED.lead, EXPECTED.leadFr],
    [EXPECTED.second, EXPECTED.secondFr],
  ]);
  expect(alert.property_impacts).toEqual(alert.items);
});

it('gives a French reader’s list the French, and each company only its own alerts', async () => {
  const res = await read('/api/alerts/?limit=10', francophone.token);
  expect(res.statusCode).toBe(200);
  const rows = res.json() as Array<Record<string, unknown>>;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ alert_summary_fr: EXPECTED.summaryFr, alert_preview_fr: EXPECTED.leadFr });
  expect(rows[0]!.id).not.toBe(alertId);
});

it('writes the decision writer’s summary and impact in French', async () => {
  const res = await read(`/api/alerts/${decisionId}`, owner.token, 'fr-CA');
  expect(res.statusCode).toBe(200);
  const alert = res.json();
  expect(alert.alert_title_fr).toBe(
    `Tribunal ontarien de l’aménagement du territoire (TOAT)${NB}: une décision vise la demande A-123/24 de Harbour Tower`,
  );
  expect(alert.alert_summary).toBe(
    'Appeal of 98 Harbour Street (OLT-24-000123), decided on 2026-11-02, names application A-123/24, which you track for Harbour Tower.',
  );
  expect(alert.alert_summary_fr).toBe(
    'Appeal of 98 Harbour Street (OLT-24-000123), décision rendue le 2 novembre 2026, vise la demande A-123/24, que vous suivez pour Harbour Tower.',
  );
  expect(alert.items[0].impact_summary_fr).toBe(
    `La décision du Tribunal ontarien de l’aménagement du territoire (TOAT) «${NB}Appeal of 98 Harbour Street${NB}» vise la demande A-123/24, que vous suivez pour Harbour Tower.`,
  );
});

it('has no French for a summary no template recognises: the reader keeps the English', async () => {
  const alert = (await read(`/api/alerts/${plainId}`, owner.token, 'fr-CA')).json();
  expect(alert).toMatchObject({
    alert_summary: 'A tower is proposed next door.',
    alert_summary_fr: null,
    alert_preview_fr: null,
  });
});

it('gives a new application’s alert its title in French beside the English, which is unchanged', async () => {
  const rows = (await read('/api/alerts/?limit=10', lecteur.token)).json() as Array<Record<string, unknown>>;
  expect(rows.map((r) => [r.alert_title, r.alert_title_fr])).toEqual([[APPLICATION_TITLE, APPLICATION_TITLE_FR]]);
  const id = rows[0]!.id as number;
  const french = await read(`/api/alerts/${id}`, lecteur.token, 'fr-CA');
  expect(french.statusCode).toBe(200);
  expect(french.json()).toMatchObject({ alert_title: APPLICATION_TITLE, alert_title_fr: APPLICATION_TITLE_FR });
  // The English company's alert of the same file: its title as the writer wrote it, the same answer in English.
  const english = (await read('/api/alerts/?limit=50', owner.token, 'en-CA')).json() as Array<Record<string, unknown>>;
  expect(english.filter((r) => r.alert_title === APPLICATION_TITLE)).toHaveLength(1);
  expect(english.find((r) => r.alert_title === APPLICATION_TITLE)!.alert_title_fr).toBe(APPLICATION_TITLE_FR);
  // Another company's reader, French or English, does not find it.
  for (const [token, language] of [
    [owner.token, 'en-CA'],
    [francophone.token, 'fr-CA'],
    [stranger.token, 'fr-CA'],
  ] as const) {
    const res = await read(`/api/alerts/${id}`, token, language);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Main Street');
  }
});

it('keeps another company’s alert not found, in either language', async () => {
  for (const language of ['fr-CA', 'en-CA']) {
    const res = await read(`/api/alerts/${alertId}`, stranger.token, language);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Tour Laurier');
  }
  const french = await read(`/api/alerts/${alertId}`, francophone.token, 'fr-CA');
  expect(french.statusCode).toBe(404);
  expect((await apiCall(ctx.app, 'GET', '/api/alerts/?limit=10', stranger.token)).json()).toEqual([]);
});
