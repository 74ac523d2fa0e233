// Document view in a real Chromium against the built app: from an alert of the demo company to the
// document view, where the passage that matched the alert's property is highlighted at its evidence span.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';
import { capture } from '../support/screenshots.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const ACCOUNT = {
  email: process.env.E2E_ALERTS_EMAIL ?? 'demo@parcelwatch.example',
  password: process.env.E2E_ALERTS_PASSWORD ?? 'Parcelwatch-Demo-2026',
};

interface Passage {
  start: number;
  end: number;
  page: number;
  text: string;
}
interface AlertItem {
  id: number;
  item_title: string;
  document_id: number | null;
}

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${APP}/api/custom-auth/login`, { data: ACCOUNT });
  expect(response.ok(), `sign-in of ${ACCOUNT.email} (the demo account) answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('an alert -> View Matched Passages -> the document view with its highlights', async ({ page, request }) => {
  const token = await signIn(request);
  const auth = { authorization: `Bearer ${token}` };
  // An alert of the demo company with an agenda item whose document shows why it matched (a passage to highlight).
  const alerts = (await (await request.get(`${APP}/api/alerts/?limit=200`, { headers: auth })).json()) as Array<{
    id: number;
  }>;
  let found: { alertId: number; item: AlertItem; passage: Passage } | null = null;
  // The first page of the alerts screen (6 cards), so the card can be opened where the user sees it.
  for (const { id } of alerts.slice(0, 6)) {
    const detail = (await (await request.get(`${APP}/api/alerts/${id}`, { headers: auth })).json()) as {
      items: AlertItem[];
    };
    for (const item of detail.items.filter((i) => i.document_id !== null)) {
      const analysis = (await (
        await request.get(`${APP}/api/documents/${item.document_id}/analysis`, { headers: auth })
      ).json()) as {
        matches: Array<{ alert_id: number; passages: Passage[] }>;
      };
      const passage = analysis.matches.find((m) => m.alert_id === id)?.passages[0];
      if (passage) {
        found = { alertId: id, item, passage };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'the demo company has an alert whose document shows the matched words').not.toBeNull();
  const { alertId, item, passage } = found!;

  await useToken(page, token);
  await page.goto(`${APP}/alerts`);
  const card = page.locator(`#alert-${alertId}`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  const agendaItem = dialog.getByTestId('agenda-item').filter({ hasText: item.item_title }).first();
  // 'View Full Document' still opens the source; the new link sits next to it.
  await expect(agendaItem.getByRole('link', { name: 'View Full Document' })).toBeVisible();
  await agendaItem.getByRole('link', { name: 'View Matched Passages' }).click();

  await expect(page).toHaveURL(new RegExp(`/documents/${item.document_id}$`));
  const view = page.getByTestId('mf_alerts-DocumentPage');
  await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
  const mark = view.locator(`mark[data-start="${passage.start}"]`);
  await expect(mark).toBeVisible();
  await expect(mark).toHaveText(passage.text);
  const jumps = view.getByTestId('highlight-jump');
  await expect(jumps.first()).toBeVisible();
  // The jump list takes the keyboard to the passage.
  await jumps.first().focus();
  await page.keyboard.press('Enter');
  await expect(view.getByTestId('highlight').first()).toBeFocused();

  const dir = join(import.meta.dirname, '..', '.tmp');
  await mkdir(dir, { recursive: true });
  await capture(page, { path: join(dir, 'document-view.png'), fullPage: true });
});
