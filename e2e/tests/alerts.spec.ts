// Alerts in a real Chromium against the built app: the dashboard, an alert, Ask AI with a streamed answer,
// dismiss, and the counts. The alerts come from the demo dataset the app loads on a fresh database (the demo
// company's account); E2E_ALERTS_EMAIL / E2E_ALERTS_PASSWORD name another account with alerts.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
const ACCOUNT = {
  email: process.env.E2E_ALERTS_EMAIL ?? 'demo@parcelwatch.example',
  password: process.env.E2E_ALERTS_PASSWORD ?? 'Parcelwatch-Demo-2026',
};

interface Counts {
  urgent: number;
  high: number;
  normal: number;
  total: number;
}
type Severity = 'urgent' | 'high' | 'normal';
const TAB_LABELS: Record<Severity, string> = { urgent: 'Urgent', high: 'High Priority', normal: 'Normal' };

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${APP}/api/custom-auth/login`, { data: ACCOUNT });
  // The e2e server starts on a fresh embedded database, which always loads the demo company (api/src/demo).
  expect(response.ok(), `sign-in of ${ACCOUNT.email} (the demo account) answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('dashboard -> an alert -> Ask AI with a streamed answer -> dismiss -> counts update', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  const auth = { authorization: `Bearer ${token}` };
  const before = (await (await request.get(`${APP}/api/alerts/severity-counts`, { headers: auth })).json()) as Counts;
  expect(before.total, 'the demo company has alerts').toBeGreaterThan(0);
  await useToken(page, token);

  let dismissedId: number | null = null;
  try {
    // Dashboard: the Alerts Overview lists alerts; a click opens the alert on /alerts, highlighted.
    await page.goto(`${APP}/`);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByTestId('kpi-Alerts').getByTestId('kpi-value')).not.toHaveText('...');
    const widget = page.getByTestId('mf_alerts-AlertsOverviewWidget');
    const first = widget.getByTestId('overview-alert').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/alerts\?alertId=\d+$/);
    const alertId = Number(new URL(page.url()).searchParams.get('alertId'));
    const card = page.locator(`#alert-${alertId}`);
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await expect(card).not.toHaveAttribute('data-highlighted', 'true', { timeout: 6_000 }); // 3 s highlight
    await expect(page.getByRole('tab', { name: `All Alerts (${before.total})` })).toBeVisible();

    // Ask AI: Enter sends; the answer arrives as a server-sent event stream and shows token by token.
    await card.getByRole('button', { name: 'Ask AI' }).click();
    const chat = page.getByRole('dialog');
    const input = chat.getByRole('textbox', { name: 'Message' });
    await expect(chat.getByRole('button', { name: /Send/ })).toBeDisabled();
    await input.fill('What is proposed, and how could it affect my property?');
    const streamed = page.waitForResponse((r) => r.url().endsWith(`/api/alerts/${alertId}/chat`));
    await input.press('Enter');
    const response = await streamed;
    expect(response.headers()['content-type']).toContain('text/event-stream');
    const events = (await response.text())
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as { type: string; content?: string });
    expect(events[0]!.type).toBe('thread_id');
    expect(events.at(-1)!.type).toBe('done');
    const tokens = events.filter((e) => e.type === 'token');
    expect(tokens.length).toBeGreaterThan(0);
    const reply = tokens.map((e) => e.content).join('');
    // The answer shows as paragraphs and lists: block by block, its text is the streamed text.
    const flat = (text: string) =>
      text
        .replace(/^\s*[-*]\s+/gm, '')
        .replace(/\s+/g, ' ')
        .trim();
    await expect.poll(async () => flat(await chat.getByTestId('chat-assistant').innerText())).toBe(flat(reply));
    await expect(chat.getByTestId('chat-user')).toHaveText('What is proposed, and how could it affect my property?');
    await chat.getByRole('button', { name: 'Close' }).click();
    await expect(chat).toBeHidden();

    // Dismiss with a reason: the card leaves and the counts drop.
    const detail = (await (await request.get(`${APP}/api/alerts/${alertId}`, { headers: auth })).json()) as {
      severity: Severity;
    };
    await card.getByRole('button', { name: 'Dismiss' }).click();
    const dismiss = page.getByRole('dialog');
    await dismiss.getByLabel(/^Finished/).check();
    await dismiss.getByRole('button', { name: 'Dismiss' }).click();
    dismissedId = alertId;
    await expect(card).toBeHidden();
    await expect(page.getByRole('tab', { name: `All Alerts (${before.total - 1})` })).toBeVisible();
    // A severity tab says what it counts: 'Urgent (42 alerts)'.
    const label = TAB_LABELS[detail.severity]!;
    const left = before[detail.severity] - 1;
    await expect(
      page.getByRole('tab', { name: `${label} (${left} ${left === 1 ? 'alert' : 'alerts'})` }),
    ).toBeVisible();
    const after = (await (await request.get(`${APP}/api/alerts/severity-counts`, { headers: auth })).json()) as Counts;
    expect(after.total).toBe(before.total - 1);
    expect(after[detail.severity]).toBe(before[detail.severity] - 1);
  } finally {
    // The demo account is shared: put the alert back.
    if (dismissedId !== null)
      await request.patch(`${APP}/api/alerts/${dismissedId}/status`, { headers: auth, data: { status: 'new' } });
  }
});
