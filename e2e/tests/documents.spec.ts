// Document view (issue 11) in a real Chromium against the built app: from an alert of the demo company to the
// document view, where the passage that matched the alert's property is highlighted at its evidence span.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const ACCOUNT = {
  email: process.env.E2E_ALERTS_EMAIL ?? 'demo@parcelwatch.example',
  password: process.env.E2E_ALERTS_PASSWORD ?? 'Parcelwatch-Demo-2026',
};

interface Evidence {
  rule: string;
  field?: string;
  text?: string;
  documentId?: number;
  span?: { start: number; end: number };
}
interface AlertItem {
  id: number;
  item_title: string;
  document_id: number | null;
  evidence: Evidence[];
}

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${APP}/api/custom-auth/login`, { data: ACCOUNT });
  expect(response.ok(), `sign-in of ${ACCOUNT.email} (the demo account) answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('an alert -> View Matched Passages -> the document view with its highlights', async ({ page, request }) => {
  const token = await signIn(request);
  const auth = { authorization: `Bearer ${token}` };
  // An alert of the demo company whose agenda item matched words in a staff report (a span in the document).
  const alerts = (await (await request.get(`${APP}/api/alerts/?limit=200`, { headers: auth })).json()) as Array<{ id: number }>;
  let found: { alertId: number; item: AlertItem; evidence: Evidence } | null = null;
  for (const { id } of alerts) {
    const detail = (await (await request.get(`${APP}/api/alerts/${id}`, { headers: auth })).json()) as { items: AlertItem[] };
    for (const item of detail.items) {
      const evidence = item.evidence.find((e) => e.field === 'document' && e.span && e.documentId === item.document_id);
      if (item.document_id !== null && evidence) found = { alertId: id, item, evidence };
      if (found) break;
    }
    if (found) break;
  }
  expect(found, 'the demo company has an alert matched inside a document').not.toBeNull();
  const { alertId, item, evidence } = found!;

  await useToken(page, token);
  await page.goto(`${APP}/alerts?alertId=${alertId}`);
  const card = page.locator(`#alert-${alertId}`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  const agendaItem = dialog.getByTestId('agenda-item').filter({ hasText: item.item_title }).first();
  // 'View Full Document' still opens the source; the new link sits next to it.
  await expect(agendaItem.getByRole('button', { name: 'View Full Document' })).toBeVisible();
  await agendaItem.getByRole('link', { name: 'View Matched Passages' }).click();

  await expect(page).toHaveURL(new RegExp(`/documents/${item.document_id}$`));
  const view = page.getByTestId('mf_alerts-DocumentPage');
  await expect(view.getByRole('heading', { level: 2 })).toBeVisible();
  const mark = view.locator(`mark[data-start="${evidence.span!.start}"]`);
  await expect(mark).toBeVisible();
  await expect(mark).toHaveText(evidence.text!);
  const jumps = view.getByTestId('highlight-jump');
  await expect(jumps.first()).toBeVisible();
  // The jump list takes the keyboard to the passage.
  await jumps.first().focus();
  await page.keyboard.press('Enter');
  await expect(view.getByTestId('highlight').first()).toBeFocused();

  const dir = join(import.meta.dirname, '..', '.tmp');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, 'document-view.png'), fullPage: true });
});
