// Parcelwatch in French (docs/i18n.md): a browser that prefers French gets the sign-in screens in French, signs up,
// lands in French, and switches back to English in Account settings; the choice is stored on the user. Real UI, API
// and database.
import { expect, test } from '@playwright/test';
import { demoToken, teammateViaInvite, uniqueEmail, useToken } from '../support/accounts.js';
import { APP_PORT, dataDir } from '../support/ports.js';
import { shootAtBothSizes } from '../support/screenshots.js';

const APP = `http://127.0.0.1:${APP_PORT}`;

test.use({ locale: 'fr-CA' });

test('a French browser signs up in French and switches to English in Account settings', async ({ page, request }) => {
  const email = uniqueEmail('amelie');
  const password = 'Rideau-Canal-2026-Ete';

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByText('Veille municipale pour les propriétés de l’Ontario')).toBeVisible();
  await shootAtBothSizes(page, 'french-signup');

  // A French validation message, before anything is sent.
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByText('Le nom complet est obligatoire')).toBeVisible();

  await page.getByLabel('Nom complet').fill('Amélie Lavoie');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Nom de l’entreprise').fill('Immeubles Laurier');
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByLabel('Commencer mon essai gratuit d’un mois (sans carte de crédit)').check();
  await page.getByRole('button', { name: 'Créer le compte' }).click();

  await expect(page.getByRole('heading', { name: 'Votre compte est prêt' })).toBeVisible();
  await page.getByRole('button', { name: 'Plus tard' }).click();
  await expect(page).toHaveURL(`${APP}/`);

  // The navigation speaks French, and the account's language is French.
  const navIn = (name: string) => page.getByRole('navigation', { name }).or(page.getByRole('menu', { name })).first();
  const nav = navIn('Navigation principale');
  await expect(nav).toContainText('Propriétés');
  await expect(nav).toContainText('Réunions');
  await shootAtBothSizes(page, 'french-overview');
  const token = await page.evaluate(() => localStorage.getItem('parcelwatch.token'));
  const me = async () =>
    (await (
      await request.get(`${APP}/api/custom-auth/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      language: string;
    };
  expect((await me()).language).toBe('fr-CA');

  // Account settings: back to English, stored on the user.
  await page.goto('/settings/account');
  await expect(page.getByText('Détails du compte')).toBeVisible();
  await shootAtBothSizes(page, 'french-account');
  await page.getByRole('radiogroup', { name: 'Language / Langue' }).getByText('English').click();
  await expect(page.getByText('Account details')).toBeVisible();
  const english = navIn('Main navigation');
  await expect(english).toContainText('Properties');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await me()).language).toBe('en-CA');

  // The stored language wins on the next visit, whatever the browser prefers.
  await page.reload();
  await expect(page.getByText('Account details')).toBeVisible();
  await expect(english).toContainText('Properties');
});

test('the sign-in screen offers English and French', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Language / Langue' }).getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  // Remembered on this device.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Language / Langue' }).getByText('Français').click();
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié?' })).toBeVisible();
  // The server's sentence comes back in French too (the app sends Accept-Language: fr-CA).
  await page.getByLabel('Courriel').fill('nobody.here@example.com');
  await page.getByLabel('Mot de passe').fill('not-a-password-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('Courriel ou mot de passe invalide');
  await shootAtBothSizes(page, 'french-login-error');
});

test('a French teammate reads the demo company’s alerts in French and asks AI', async ({ page, request }) => {
  // A new analyst of the demo company (its admin invites, the mail's link is accepted), who reads French: the demo
  // account itself stays English for the other tests.
  const admin = { authorization: `Bearer ${await demoToken(request, APP)}` };
  const { token } = await teammateViaInvite(request, APP, dataDir(APP_PORT), admin, {
    firstName: 'Claire',
    lastName: 'Gagnon',
    password: 'Gatineau-Parc-2026-Hiver',
    language: 'fr-CA',
  });

  await useToken(page, token);
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: 'Alertes' })).toBeVisible();
  const card = page.getByTestId('alert-card').first();
  await expect(card).toBeVisible();
  await shootAtBothSizes(page, 'french-alerts');

  // The alert's view, in French.
  await card.getByRole('button', { name: 'Voir', exact: true }).click();
  const view = page.getByRole('dialog');
  await expect(view).toContainText('Points connexes à l’ordre du jour');
  await shootAtBothSizes(page, 'french-alert-view');
  await view.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(view).toBeHidden();

  // Ask AI, in French: the question goes out and an answer streams back into a French dialog.
  await card.getByRole('button', { name: 'Demander à l’IA' }).click();
  const chat = page.getByRole('dialog');
  const input = chat.getByPlaceholder('Posez une question sur cette alerte…');
  await input.fill('Qu’est-ce qui est proposé, et quel effet sur ma propriété?');
  const streamed = page.waitForResponse((r) => /\/api\/alerts\/\d+\/chat$/.test(r.url()));
  await chat.getByRole('button', { name: 'Envoyer' }).click();
  expect((await streamed).headers()['content-type']).toContain('text/event-stream');
  await expect(chat.getByRole('button', { name: 'Envoyer' })).toBeVisible();
  await shootAtBothSizes(page, 'french-ask-ai');
});
