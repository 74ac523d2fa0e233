// Keyword watch lists, the ingest step, in a real Chromium against the built app: an ingest of new data raises a
// watch alert with the terms highlighted. On the light ingest app (no demo data; support/start-ingest-api.mjs), a
// fresh company creates a watch in Settings > Watch lists for a phrase of nothing stored yet, and sees no match; the
// platform operator runs the TRCA eSCRIBE source (POST /api/admin/sources/escribe:trca/run), which reads the FAKE
// of the live portal on loopback (support/fake-escribe.mjs: the real protocol, a real capture of TRCA's calendar, an
// agenda page reconstructed on TRCA's markup); the analysis jobs of the run match the new agenda item and its report
// against the watch. The journey waits (bounded) for the alert, then sees it on the Alerts page (type Watch) with the
// watch's name and the terms marked, its view naming the watch list, Ask AI answering from the item and its report,
// in the watch's matches (not marked as backfilled) and in the report's document view, the phrase highlighted.
// Screenshots at 1366x768 and 1920x1080 go to e2e/.tmp/screenshots/watches-ingest-*.png.
import { expect, test } from '@playwright/test';
import { SIZES, shootAtBothSizes } from '../support/screenshots.js';
import { createWatchInSettings, type WatchMatch } from '../support/watches.js';
import { registerViaApi, useToken } from '../support/accounts.js';
import { INGEST_APP_PORT, INGEST_OPERATOR } from '../support/ports.js';

const APP = `http://127.0.0.1:${INGEST_APP_PORT}`;
// The street of the portal's agenda item 7.1 (an Eco-Gift donation at 1815 Altona Road, Pickering) and its report.
const TERMS = '"altona road"';
const NAME = 'Altona Road';
const ITEM_TITLE = 'Eco-Gift Donation – 1815 Altona Road, Pickering';
const REPORT_TITLE = '1815 Altona Road Pickering - Spiers Eco-Gift Donation.pdf';

test('an ingest of new data raises a watch alert with the terms highlighted', async ({ page, request }) => {
  const account = await registerViaApi(request, APP, 'watcher');
  const auth = { authorization: `Bearer ${account.token}` };
  await useToken(page, account.token);
  await page.setViewportSize(SIZES[0]);

  // The watch, created in Settings > Watch lists: nothing stored matches it yet.
  const { row, watch, saved } = await createWatchInSettings(page, request, APP, auth, {
    name: NAME,
    terms: TERMS,
    first: true,
  });
  // The confirmation (a toast of a few seconds, read by the helper as it showed): no match found.
  expect(saved).toBe(`Saved “${NAME}”`);
  const expand = row.getByRole('button', { name: /expand row/i });
  if (await expand.isVisible()) await expand.click();
  await expect(page.getByText('No matches yet: new items are checked as they arrive.')).toBeVisible();
  expect(watch.match_count, 'nothing stored before the ingest matches').toBe(0);
  await shootAtBothSizes(page, 'watches-ingest-before');

  // The platform operator (flagged by the operator command before the server started) runs the TRCA source.
  const login = await request.post(`${APP}/api/custom-auth/login`, { data: INGEST_OPERATOR });
  expect(login.ok(), `the operator's sign-in answered ${login.status()}`).toBe(true);
  const operator = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  // A company admin who is not an operator may not.
  expect((await request.post(`${APP}/api/admin/sources/escribe:trca/run`, { headers: auth })).status()).toBe(403);
  const run = await request.post(`${APP}/api/admin/sources/escribe:trca/run`, { headers: operator });
  expect(run.ok(), `the run answered ${run.status()}`).toBe(true);
  expect(await run.json()).toMatchObject({ source: 'escribe:trca', ok: true, records: 1, error: null });

  // The analysis runs as jobs in the server: wait, bounded, for the watch alert citing the extracted report.
  let match: WatchMatch | undefined;
  let documentId: number | null | undefined;
  await expect
    .poll(
      async () => {
        const found = (await (
          await request.get(`${APP}/api/watches/${watch.id}/matches`, { headers: auth })
        ).json()) as WatchMatch[];
        match = found.find((m) => m.source_kind === 'item');
        if (!match) return 'no match yet';
        const detail = (await (await request.get(`${APP}/api/alerts/${match.alert_id}`, { headers: auth })).json()) as {
          items: Array<{ document_id: number | null }>;
        };
        documentId = detail.items.find((i) => i.document_id !== null)?.document_id;
        if (!documentId) return 'no document cited yet';
        const doc = (await (await request.get(`${APP}/api/documents/${documentId}`, { headers: auth })).json()) as {
          extraction_status: string;
        };
        return doc.extraction_status;
      },
      { message: 'the ingest raised the watch alert citing the extracted report', timeout: 60_000, intervals: [500] },
    )
    .toBe('done');
  expect(match).toMatchObject({ title: ITEM_TITLE, matched_terms: ['altona road'], backfilled: false });

  // The Alerts page, narrowed to watch alerts: the card with the watch's name, the term and the snippet marked.
  await page.goto(`${APP}/alerts`);
  await page.getByRole('button', { name: /Filters/ }).click();
  const type = page.getByTestId('alert-filters').getByRole('combobox', { name: 'Type' });
  await type.click();
  const narrowed = page.waitForRequest((r) => /\/api\/alerts\/\?.*category=watch/.test(r.url()));
  await page.locator('.ant-select-item-option[title="Watch"]').click();
  await narrowed;
  await expect(page.getByTestId('alert-filters')).toContainText('Watch');
  await page.keyboard.press('Escape');
  const card = page.locator(`#alert-${match!.alert_id}`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('alerts-range')).toHaveText('Showing 1-1 of 1 alerts');
  await expect(card).toContainText(ITEM_TITLE);
  const reason = card.getByTestId('watch-match');
  await expect(reason.getByText(NAME, { exact: true })).toBeVisible();
  await expect(reason.getByText('“altona road”', { exact: true })).toBeVisible();
  await expect(reason.locator('mark').first()).toHaveText(/altona/i);
  // The snippet starts with the item's whole first word (a hyphenated one).
  await expect(reason.locator('.ant-typography')).toContainText(/^Eco-Gift Donation – 1815 Altona Road/);
  await shootAtBothSizes(page, 'watches-ingest-alert-card');

  // The view names the watch list and its terms; Ask AI answers from the item and its report (the watch alert has
  // no property), starting from the suggestion drawn from the matched terms.
  await card.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('Watch list')).toBeVisible();
  await expect(details.getByText('(matched “altona road”)')).toBeVisible();
  await shootAtBothSizes(page, 'watches-ingest-view');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await card.getByRole('button', { name: 'Ask AI' }).click();
  const chat = page.getByRole('dialog');
  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/alerts/${match!.alert_id}/chat`));
  await chat.getByRole('button', { name: 'What does this say about “altona road”?' }).click();
  expect((await answered).ok()).toBe(true);
  const answer = chat.getByTestId('chat-assistant');
  await expect(answer).toContainText(/Altona Road/);
  await expect(answer).toContainText(REPORT_TITLE);
  await shootAtBothSizes(page, 'watches-ingest-ask-ai');
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(chat).toBeHidden();

  // The watch's matches in Settings: the new item, found on ingest (not a backfill), the terms marked.
  await page.goto(`${APP}/settings/watches`);
  await expect(row).toContainText(/1last/);
  if (await expand.isVisible()) await expand.click();
  const matches = page.getByTestId('watch-matches');
  await expect(matches.getByRole('link', { name: ITEM_TITLE })).toBeVisible();
  await expect(matches.locator('mark').first()).toHaveText(/altona/i);
  await expect(matches.getByText('Found in the last 90 days')).toHaveCount(0);
  await shootAtBothSizes(page, 'watches-ingest-tab');

  // The report's document view: the phrase highlighted in its extracted text.
  await page.goto(`${APP}/documents/${documentId}`);
  const view = page.getByTestId('mf_alerts-DocumentPage');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(REPORT_TITLE);
  const mark = view
    .locator('mark')
    .filter({ hasText: /altona road/i })
    .first();
  await expect(mark).toBeVisible();
  await mark.scrollIntoViewIfNeeded();
  await shootAtBothSizes(page, 'watches-ingest-document');
});
