// Nothing left untranslated (docs/i18n.md): every route of the manifest, the sign-in screens and the main dialogs,
// rendered in fr-CA for a French admin of the demo company, must show no text that is still a catalogue's English.
// A word that reads the same in both languages is not a finding (its French equals its English in the catalogue);
// ALLOWED lists the few English texts a French screen shows on purpose. Real UI, API and database.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoToken, teammateViaInvite, useToken } from '../support/accounts.js';
import { APP_PORT, dataDir } from '../support/ports.js';
import { REMOTE_FIRST_CONTENT_TIMEOUT } from '../support/remotes.js';
import { englishMatchers, untranslated, visibleStrings } from '../support/untranslated.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'build', 'remotes.json'), 'utf8')) as {
  remotes: Array<{ routes?: Array<{ path: string; operator?: boolean }> }>;
};

/** English a French screen shows on purpose: the language switch names English in English. */
const ALLOWED = new Set(['English']);

test.use({ locale: 'fr-CA' });
test.describe.configure({ timeout: 600_000 });

const matchers = englishMatchers();

/** Waits for a screen's first content and for its spinners and skeletons to be gone. */
async function settle(page: Page) {
  await expect(page.locator('main, form').first()).toBeVisible({ timeout: REMOTE_FIRST_CONTENT_TIMEOUT });
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForTimeout(400);
}

/** The untranslated strings the page shows now, each prefixed with where it was seen. */
async function findings(page: Page, where: string): Promise<string[]> {
  return untranslated(await visibleStrings(page), matchers, ALLOWED).map((text) => `${where}: ${text}`);
}

/** Opens `path`, checks it was not redirected elsewhere, and answers the untranslated strings it shows. */
async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settle(page);
  expect(new URL(page.url(), APP).pathname, `${path} was shown, not redirected`).toBe(path.split('?')[0]);
  return findings(page, path);
}

/** The first id in a list answer (a bare array, or an object holding one). */
async function firstId(request: APIRequestContext, path: string, auth: Record<string, string>): Promise<string> {
  const response = await request.get(`${APP}${path}`, { headers: auth });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as unknown;
  const list = Array.isArray(body)
    ? body
    : (Object.values(body as Record<string, unknown>).find((value) => Array.isArray(value)) as unknown[]);
  const id = (list?.[0] as { id?: number | string } | undefined)?.id;
  expect(id, `${path} lists something to open`).toBeDefined();
  return String(id);
}

test('the sign-in screens show no English', async ({ page }) => {
  const found: string[] = [];
  for (const path of ['/login', '/signup', '/auth/forgot-password', '/auth/reset-password?token=x']) {
    found.push(...(await visit(page, path)));
  }
  expect.soft(found, 'English on a French screen').toEqual([]);
  found.length = 0;
  // The sign-in's own validation messages.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Veuillez entrer votre courriel')).toBeVisible();
  found.push(...(await findings(page, '/login (empty form)')));
  expect(found, 'English on a French screen').toEqual([]);
});

test('every route of the manifest, and its main dialogs, show no English to a French admin', async ({
  page,
  request,
}) => {
  const admin = { authorization: `Bearer ${await demoToken(request, APP)}` };
  const { token, userId } = await teammateViaInvite(request, APP, dataDir(APP_PORT), admin, {
    firstName: 'Gabrielle',
    lastName: 'Roy',
    password: 'Bonheur-Occasion-1945',
    language: 'fr-CA',
  });
  const auth = { authorization: `Bearer ${token}` };
  // An admin, so that the admins' screens (API keys) are walked too.
  const promoted = await request.patch(`${APP}/api/companies/users/${userId}/role`, {
    headers: admin,
    data: { role: 'admin' },
  });
  expect(promoted.ok(), `the role change answered ${promoted.status()}`).toBe(true);
  await useToken(page, token);

  // Real ids for the routes that open one thing.
  const ids: Record<string, string> = {
    '/coverage/:id': await firstId(request, '/api/coverage/', auth),
    '/applications/:id': await firstId(request, '/api/applications/', auth),
  };
  const alerts = (await (await request.get(`${APP}/api/alerts/?limit=100`, { headers: auth })).json()) as Array<{
    id: number;
  }>;
  for (const { id } of alerts) {
    const detail = (await (await request.get(`${APP}/api/alerts/${id}`, { headers: auth })).json()) as {
      items: Array<{ document_id: number | null }>;
    };
    const documentId = detail.items.find((item) => item.document_id !== null)?.document_id;
    if (documentId) {
      ids['/documents/:id'] = String(documentId);
      break;
    }
  }

  const routes = manifest.remotes
    .flatMap((remote) => remote.routes ?? [])
    // The platform operator's screens are hidden from every company user (docs/operators.md).
    .filter((route) => !route.operator)
    .map((route) => route.path);
  const found: string[] = [];
  for (const pattern of ['/', ...routes]) {
    const id = ids[pattern];
    if (pattern.includes(':')) expect(id, `an id to open ${pattern}`).toBeTruthy();
    const path = pattern.replace(/:id/, id ?? '');
    found.push(...(await visit(page, path)));
  }
  expect.soft(found, 'English on a French screen').toEqual([]);
  found.length = 0;

  // The main dialogs and panels.
  const dialog = page.getByRole('dialog');
  const close = async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  };
  await page.goto('/alerts');
  await settle(page);
  const card = page.getByTestId('alert-card').first();
  await card.getByRole('button', { name: 'Voir', exact: true }).click();
  await expect(dialog).toBeVisible();
  await settle(page);
  found.push(...(await findings(page, 'alert view')));
  await close();
  await card.getByRole('button', { name: 'Demander à l’IA' }).click();
  await expect(dialog).toBeVisible();
  found.push(...(await findings(page, 'Ask AI')));
  await close();

  await page.goto('/settings/watches');
  await settle(page);
  await page.getByRole('button', { name: 'Nouvelle liste de veille' }).first().click();
  await expect(dialog).toBeVisible();
  // Its validation messages too.
  await dialog.getByRole('button', { name: /Créer/ }).last().click();
  await page.waitForTimeout(300);
  found.push(...(await findings(page, 'new watch')));
  await close();

  await page.goto('/settings/api-keys');
  await settle(page);
  await page.getByRole('button', { name: /Créer une clé d’API/ }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Créer la clé' }).click();
  await page.waitForTimeout(300);
  found.push(...(await findings(page, 'new API key')));
  await close();

  // The header: the notifications panel, and the search's results.
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.waitForTimeout(500);
  found.push(...(await findings(page, 'notifications panel')));
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  await page.keyboard.type('Lakeshore');
  await expect(page.getByRole('listbox').or(page.getByRole('dialog')).first()).toBeVisible();
  await page.waitForTimeout(1500);
  found.push(...(await findings(page, 'search results')));

  expect(found, 'English on a French screen').toEqual([]);
});
