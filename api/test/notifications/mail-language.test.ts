import { insertChatAlert } from '../helpers/chat-helpers.js';
import {
  apiCall,
  companyWithAnalyst,
  createTestContext,
  newestMail,
  tokenFromLink,
  type AcceptedMember,
  type RegisteredUser,
  type TestContext,
} from '../helpers/helpers.js';

/*
 * Mails and the unsubscribe page in the recipient's language (docs/i18n.md "Mails and pages"): a member who reads the
 * app in French gets the urgent mail, the assignment and the password reset in French, and the unsubscribe page of
 * their link in French; a member who reads it in English gets the product's English sentences, unchanged.
 */
let ctx: TestContext;
let admin: RegisteredUser;
let analyst: AcceptedMember;
let alertId: number;
/** French puts a no-break space before a colon; the checks below read it as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, analyst } = await companyWithAnalyst(ctx, { company_name: 'Bilingue Inc.' }));
  const french = await apiCall(ctx.app, 'PUT', '/api/custom-auth/me/language', analyst.token, { language: 'fr-CA' });
  expect(french.statusCode).toBe(200);
  ({ alertId } = await insertChatAlert(ctx.database.db, admin.user.company_id));
  await ctx.app.notifications.notifyAlerts([alertId]);
  await ctx.app.jobs.drain();
}, 90_000);

afterAll(() => ctx?.close());

it('writes the urgent alert mail in each recipient’s language', async () => {
  const english = (await newestMail(ctx.config.outboxDir, admin.email))!;
  expect(english.subject).toBe('Urgent alert: Rezoning next door');
  expect(english.text).toContain('Hello Ada,');
  expect(english.text).toContain('[URGENT] Rezoning next door');
  expect(english.text).toContain('Property: Harbour Tower (98 Harbour Street)');
  expect(english.text).toContain('Meeting: Planning and Development Committee, November 30, 2026');
  expect(english.text).toContain(`View the alert: http://localhost:3000/alerts?alertId=${alertId}`);
  expect(english.html).toContain('<html lang="en-CA">');

  const french = (await newestMail(ctx.config.outboxDir, analyst.email))!;
  french.text = plain(french.text);
  french.subject = plain(french.subject);
  expect(french.subject).toBe('Alerte urgente : Rezoning next door');
  expect(french.text).toMatch(/^Bonjour \S+,/);
  expect(french.text).toContain('[URGENTE] Rezoning next door');
  expect(french.text).toContain('Propriété : Harbour Tower (98 Harbour Street)');
  expect(french.text).toContain('Réunion : Planning and Development Committee, 30 novembre 2026');
  expect(french.text).toContain(`Voir l’alerte : http://localhost:3000/alerts?alertId=${alertId}`);
  expect(french.text).toContain('Se désabonner en un clic');
  expect(french.html).toContain('<html lang="fr-CA">');
  expect(french.html).toContain('>Se désabonner</a>');
  expect(french.text).not.toMatch(/Hello|View the alert|Unsubscribe/);
});

it('shows the unsubscribe page of a link in its recipient’s language, and an unknown link in the browser’s', async () => {
  const french = (await newestMail(ctx.config.outboxDir, analyst.email))!;
  const token = tokenFromLink(/https?:\S+unsubscribe\?token=\S+/.exec(french.text)![0]);
  const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const page = await ctx.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<html lang="fr-CA">');
  expect(page.body).toContain('Se désabonner des courriels d’alerte de Parcelwatch');
  expect(page.body).toContain('>Se désabonner</button>');

  const done = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(done.statusCode).toBe(200);
  expect(done.body).toContain('Vous êtes désabonné');
  expect(done.body).toContain(`${analyst.email} ne recevra plus de courriels d’alerte.`);

  const forged = `/api/notifications/unsubscribe?token=${analyst.id}.forged`;
  const invalidFrench = await ctx.app.inject({ method: 'GET', url: forged, headers: { 'accept-language': 'fr-CA' } });
  expect(invalidFrench.statusCode).toBe(400);
  expect(invalidFrench.body).toContain('Ce lien de désabonnement n’est pas valide.');
  const invalidEnglish = await ctx.app.inject({ method: 'GET', url: forged });
  expect(invalidEnglish.statusCode).toBe(400);
  expect(invalidEnglish.body).toContain('This unsubscribe link is not valid.');
});

it('writes an assignment in the assignee’s language', async () => {
  const res = await apiCall(ctx.app, 'PUT', `/api/alerts/${alertId}/assignment`, admin.token, {
    assignee_id: analyst.id,
  });
  expect(res.json()).toMatchObject({ mailed: true });
  const mail = (await newestMail(ctx.config.outboxDir, analyst.email))!;
  mail.subject = plain(mail.subject);
  mail.text = plain(mail.text);
  expect(mail).toMatchObject({ kind: 'assignment', subject: 'Alerte qui vous est attribuée : Rezoning next door' });
  expect(mail.text).toContain('Ada Lovelace vous a attribué une alerte dans Parcelwatch :');
  expect(mail.text).toContain('[URGENTE] Rezoning next door');
});

it('writes the password reset in the account’s language', async () => {
  for (const who of [analyst, admin]) {
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/custom-auth/request-password-reset',
      payload: { email: who.email },
    });
    expect(asked.statusCode).toBe(200);
  }
  await ctx.app.jobs.drain();
  const french = (await newestMail(ctx.config.outboxDir, analyst.email))!;
  expect(french).toMatchObject({ kind: 'password-reset', subject: 'Réinitialisez votre mot de passe Parcelwatch' });
  expect(french.text).toContain('Ce lien est valide pendant 1 heure');
  const english = (await newestMail(ctx.config.outboxDir, admin.email))!;
  expect(english).toMatchObject({ kind: 'password-reset', subject: 'Reset your Parcelwatch password' });
  expect(english.text).toContain('This link is valid for 1 hour and can be used once.');
});
