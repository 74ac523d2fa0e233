import { raiseFollowAlert } from '../../src/alerts/follow-alerts.js';
import { escapeHtml } from '../../src/lib/html.js';
import { EXPECTED, insertBilingualAlert } from '../helpers/french-alerts.js';
import {
  apiCall,
  companyWithAnalyst,
  createTestContext,
  newestMail,
  type AcceptedMember,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

/*
 * What the matcher wrote about an alert, in the mails of a member who reads the app in French (docs/i18n.md "Alert
 * texts"): the urgent mail and the digest carry the alert's summary and its items' summaries in French, a bilingual
 * portal's items by their French titles; a member who reads English gets the same mails word for word as before.
 */
let ctx: TestContext;
let admin: RegisteredUser;
let analyst: AcceptedMember;
let alertId: number;
let propertyId: string;
let summary: string;
/** French puts a no-break space before a colon and inside guillemets; the checks read it as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, analyst } = await companyWithAnalyst(ctx, { company_name: 'Bilingue Inc.' }));
  const french = await apiCall(ctx.app, 'PUT', '/api/custom-auth/me/language', analyst.token, { language: 'fr-CA' });
  expect(french.statusCode).toBe(200);
  ({ alertId, propertyId, summary } = await insertBilingualAlert(ctx.database.db, admin.user.company_id));
  await ctx.app.notifications.notifyAlerts([alertId]);
  await ctx.app.jobs.drain();
}, 90_000);

afterAll(() => ctx?.close());

it('writes the urgent mail’s summary, items and title in French for a French reader', async () => {
  const mail = (await newestMail(ctx.config.outboxDir, analyst.email))!;
  const text = plain(mail.text);
  expect(plain(mail.subject)).toBe(`Alerte urgente : ${EXPECTED.titleFr}`);
  expect(text).toContain(`[URGENTE] ${EXPECTED.titleFr}`);
  expect(text).toContain(plain(EXPECTED.summaryFr));
  expect(text).toContain('- Point 4.1 Modification au Règlement de zonage – 110, avenue Laurier Ouest');
  expect(text).toContain(`  ${plain(EXPECTED.leadFr)}`);
  expect(text).toContain('- Point 4.2 Laurier Avenue Watermain Renewal');
  expect(text).toContain(`  ${plain(EXPECTED.secondFr)}`);
  expect(text).not.toMatch(/It names|The same meeting|is about a site/);
  expect(mail.html).toContain(escapeHtml(EXPECTED.summaryFr));
});

it('writes the urgent mail word for word as before for an English reader', async () => {
  const mail = (await newestMail(ctx.config.outboxDir, admin.email))!;
  expect(mail.subject).toBe(`Urgent alert: ${EXPECTED.title}`);
  expect(mail.text).toContain(`[URGENT] ${EXPECTED.title}`);
  expect(mail.text).toContain(`\n${summary}\n`);
  expect(mail.text).toContain('- Item 4.1 Zoning By-law Amendment – 110 Laurier Avenue West');
  expect(mail.text).toContain(`\n  ${EXPECTED.lead}\n`);
  expect(mail.text).toContain(`\n  ${EXPECTED.second}\n`);
  expect(mail.text).not.toMatch(/Ce point|avenue Laurier Ouest|réunion/);
});

it('writes the digest’s summaries in French for a French reader, and in English for an English one', async () => {
  // A followed item's new status, as the follow writer words it (follows/match.ts), told by the digest (normal).
  const detail = 'status changed from scheduled to Adopted at Planning and Housing Committee (2026-12-09)';
  await raiseFollowAlert(ctx.database.db, {
    companyId: admin.user.company_id,
    owner: { propertyId, watchId: null },
    alert: {
      sourceKey: 'follow:digest-test',
      meetingId: null,
      severity: 'normal',
      title: 'Followed item Adopted: Zoning By-law Amendment – 110 Laurier Avenue West',
      summary: `An item you follow ("Zoning By-law Amendment – 110 Laurier Avenue West"): ${detail}.`,
      documentUrl: null,
    },
    impact: {
      agendaItemId: null,
      summary: `The followed matter's ${detail}.`,
      evidence: { rule: 'follow', text: 'Adopted', field: 'title', confidence: 1, detail },
    },
  });
  expect(await ctx.app.notifications.runDigest(new Date())).toBe(2);
  const french = (await newestMail(ctx.config.outboxDir, analyst.email))!;
  expect(french.kind).toBe('digest');
  expect(plain(french.text)).toContain(
    'Un point que vous suivez (« Zoning By-law Amendment – 110 Laurier Avenue West ») : le statut est passé de « Inscrit » à « Adopté » (Planning and Housing Committee, 9 décembre 2026).',
  );
  expect(plain(french.text)).toContain(
    '  Le statut du dossier suivi est passé de « Inscrit » à « Adopté » (Planning and Housing Committee, 9 décembre 2026).',
  );
  const english = (await newestMail(ctx.config.outboxDir, admin.email))!;
  expect(english.kind).toBe('digest');
  expect(english.text).toContain(
    `An item you follow ("Zoning By-law Amendment – 110 Laurier Avenue West"): ${detail}.`,
  );
  expect(english.text).toContain(`  The followed matter's ${detail}.`);
});
