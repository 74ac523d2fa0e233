// The French journey on a bilingual agenda (docs/i18n.md): a platform operator adds Ottawa's bilingual eSCRIBE portal
// and reads it; a browser that prefers French signs up, adds a property by typing its address the French way
// ("110, avenue Laurier Ouest"), gets the alert of the French agenda item that names it, opens it (the item reads in
// French), asks AI in French, and switches back to English in Account settings. Real UI, API, database and jobs;
// the portal is the FAKE of support/fake-escribe.mjs (under /ottawa): eSCRIBE's real protocol, one agenda page per
// language, on loopback, since the live site is out of reach.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.js';
import { FAKE_ESCRIBE_PORT, INGEST_APP_PORT, INGEST_OPERATOR } from '../support/ports.js';
import { shootAtBothSizes } from '../support/screenshots.js';

const APP = `http://127.0.0.1:${INGEST_APP_PORT}`;
const PORTAL = `http://127.0.0.1:${FAKE_ESCRIBE_PORT}/ottawa`;
/** Not "ottawa": the source's name is this journey's own, whatever the instance's registry holds. */
const SOURCE = 'escribe:ottawa-bilingue';
const FRENCH_TITLE = 'Modification au Règlement de zonage – 110, avenue Laurier Ouest';

test.use({ locale: 'fr-CA' });

test('a French user adds 110, avenue Laurier Ouest, gets the French agenda item’s alert, opens it and asks AI', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);

  // The operator adds the bilingual portal (the Sources screen is walked by coverage.spec.ts) and reads it once.
  const login = await request.post(`${APP}/api/custom-auth/login`, { data: INGEST_OPERATOR });
  expect(login.ok(), `the operator's sign-in answered ${login.status()}`).toBe(true);
  const operator = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const municipalities = (await (
    await request.get(`${APP}/api/properties/municipalities`, { headers: operator })
  ).json()) as Array<{ id: number; name: string }>;
  const ottawa = municipalities.find((m) => m.name === 'Ottawa');
  expect(ottawa, 'Ottawa is a municipality').toBeDefined();
  const added = await request.post(`${APP}/api/admin/sources/escribe`, {
    headers: operator,
    data: { municipality_id: ottawa!.id, base_url: PORTAL, name: SOURCE.slice('escribe:'.length) },
  });
  expect(added.status(), await added.text()).toBe(201);
  const read = await request.post(`${APP}/api/admin/sources/${encodeURIComponent(SOURCE)}/run`, { headers: operator });
  expect(await read.json()).toMatchObject({ ok: true, records: 1, error: null });

  // Sign-up in French.
  const password = 'Rideau-Laurier-2026-Ete';
  await page.goto(`${APP}/signup`);
  await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
  await page.getByLabel('Nom complet').fill('Luc Bélanger');
  await page.getByLabel('Courriel').fill(uniqueEmail('luc'));
  await page.getByLabel('Nom de l’entreprise').fill('Immeubles Bytown');
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByLabel('Commencer mon essai gratuit d’un mois (sans carte de crédit)').check();
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await page.getByRole('button', { name: 'Plus tard' }).click();
  await expect(page).toHaveURL(`${APP}/`);
  const token = await page.evaluate(() => localStorage.getItem('parcelwatch.token'));
  const auth = { authorization: `Bearer ${token}` };

  // The property, its address typed the French way: the offline gazetteer finds it.
  await page.goto(`${APP}/properties/new`);
  await page.getByRole('combobox', { name: 'Adresse' }).pressSequentially('110, avenue Laurier Ouest', { delay: 20 });
  await page.locator('.ant-select-item-option[title^="110 Laurier Avenue West, Ottawa"]').click();
  await page.getByLabel('Surnom').fill('Tour Laurier');
  await shootAtBothSizes(page, 'french-agenda-wizard');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(
    page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: 'Ottawa' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Créer la propriété' }).click();
  await expect(page).toHaveURL(`${APP}/properties`);

  // The property is matched against the stored items (a job): the French item's alert arrives, bounded.
  await expect
    .poll(
      async () => {
        const alerts = (await (await request.get(`${APP}/api/alerts/?limit=20`, { headers: auth })).json()) as Array<{
          id: number;
          municipality: string | null;
        }>;
        return alerts.map((a) => a.municipality);
      },
      { message: 'the French agenda item raised an alert for the property', timeout: 60_000, intervals: [500] },
    )
    .toEqual(['Ottawa']);

  // The alert, opened: its agenda item reads in French.
  await page.goto(`${APP}/alerts`);
  await expect(page.getByRole('heading', { name: 'Alertes' })).toBeVisible();
  const card = page.getByTestId('alert-card').first();
  await expect(card).toContainText(`${FRENCH_TITLE} et 1 autre point`);
  await card.getByRole('button', { name: 'Voir', exact: true }).click();
  const view = page.getByRole('dialog');
  await expect(view).toContainText('Points connexes à l’ordre du jour');
  // The alert's title is the French of its lead item ("… et 1 autre point"), and the item itself reads in French.
  await expect(view.locator('.ant-modal-title')).toHaveText(`${FRENCH_TITLE} et 1 autre point`);
  await expect(view.getByText(FRENCH_TITLE, { exact: true })).toBeVisible();
  await shootAtBothSizes(page, 'french-agenda-alert-view');
  await view.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(view).toBeHidden();

  // Ask AI, in French: the answer is French, leads with what the item is and quotes the item's French.
  await card.getByRole('button', { name: 'Demander à l’IA' }).click();
  const chat = page.getByRole('dialog');
  await chat
    .getByPlaceholder('Posez une question sur cette alerte…')
    .fill('Que propose-t-on au 110, avenue Laurier Ouest?');
  const streamed = page.waitForResponse((r) => /\/api\/alerts\/\d+\/chat$/.test(r.url()));
  await chat.getByRole('button', { name: 'Envoyer' }).click();
  expect((await streamed).headers()['content-type']).toContain('text/event-stream');
  await expect(chat.getByRole('button', { name: 'Envoyer' })).toBeVisible();
  await expect(chat.getByText('Que propose-t-on au 110, avenue Laurier Ouest?')).toBeVisible();
  await expect(chat).toContainText('Ce point est une modification au Règlement de zonage');
  await expect(chat).toContainText('D’après les documents');
  await expect(chat).not.toContainText('From the documents');
  await shootAtBothSizes(page, 'french-agenda-ask-ai');
  await page.keyboard.press('Escape');

  // Back to English in Account settings.
  await page.goto(`${APP}/settings/account`);
  await page.getByRole('radiogroup', { name: 'Language / Langue' }).getByText('English').click();
  await expect(page.getByText('Account details')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
