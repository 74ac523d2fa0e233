// Keyword watch lists in a real Chromium against the built app: the demo user creates a watch in Settings > Watch
// lists for a phrase of the demo data, sees the matches its backfill found, opens one as an alert (the terms marked
// on the card) and its document (the terms highlighted). Screenshots at 1366x768 and 1920x1080 go to
// e2e/.tmp/screenshots/watches-*.png. The watch is deleted at the end (its alerts with it), so that the other
// journeys see the demo data as it was.
import { expect, test } from '@playwright/test';
import { SIZES, shootAtBothSizes } from '../support/screenshots.js';
import { createWatchInSettings, type WatchMatch } from '../support/watches.js';
import { demoToken, useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
// A street of the demo data's site plan applications: its staff reports name it.
const TERMS = '"lakeshore road east"';
const NAME = 'Lakeshore Road East';

test('create a watch, see its backfilled matches, the alert card and the document with the terms marked', async ({
  page,
  request,
}) => {
  const token = await demoToken(request, APP);
  const auth = { authorization: `Bearer ${token}` };
  await useToken(page, token);
  await page.setViewportSize(SIZES[0]);

  const { row, watch, saved } = await createWatchInSettings(page, request, APP, auth, { name: NAME, terms: TERMS });
  try {
    expect(watch.match_count, 'the backfill found the demo items on Lakeshore Road East').toBeGreaterThan(0);
    expect(saved).toBe(`Saved “${NAME}”: ${watch.match_count} matches found in the last 90 days`);
    await expect(row).toContainText(`${watch.match_count}last`);

    // Its matches, under the row (a new watch opens them).
    const expand = row.getByRole('button', { name: /expand row/i });
    if (await expand.isVisible()) await expand.click();
    const matches = page.getByTestId('watch-matches');
    await expect(matches).toBeVisible();
    await expect(matches.locator('mark').first()).toHaveText(/lakeshore/i);
    await expect(matches.getByText('Found in the last 90 days').first()).toBeVisible();
    await shootAtBothSizes(page, 'watches-tab');

    // One backfilled match of an agenda item with its staff report.
    const found = (await (
      await request.get(`${APP}/api/watches/${watch.id}/matches`, { headers: auth })
    ).json()) as WatchMatch[];
    const match = found.find((m) => m.source_kind === 'item')!;
    expect(match, 'an agenda item matched').toBeDefined();
    expect(match.matched_terms).toEqual(['lakeshore road east']);
    const detail = (await (await request.get(`${APP}/api/alerts/${match.alert_id}`, { headers: auth })).json()) as {
      items: Array<{ document_id: number | null }>;
    };
    const documentId = detail.items.find((i) => i.document_id !== null)?.document_id;
    expect(documentId, 'the match cites the staff report').toBeTruthy();

    // The alert card: the watch's name, the term and the snippet with the words marked.
    await page.goto(`${APP}/alerts?alertId=${match.alert_id}`);
    const card = page.locator(`#alert-${match.alert_id}`);
    await expect(card).toBeVisible();
    const reason = card.getByTestId('watch-match');
    await expect(reason.getByText(NAME, { exact: true })).toBeVisible();
    await expect(reason.getByText('“lakeshore road east”', { exact: true })).toBeVisible();
    await expect(reason.locator('mark').first()).toHaveText(/lakeshore/i);
    await card.scrollIntoViewIfNeeded();
    await shootAtBothSizes(page, 'watches-alert-card');

    // The document view: the phrase highlighted in the report's text.
    await page.goto(`${APP}/documents/${documentId}`);
    const view = page.getByTestId('mf_alerts-DocumentPage');
    await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
    const mark = view
      .locator('mark')
      .filter({ hasText: /lakeshore road east/i })
      .first();
    await expect(mark).toBeVisible();
    await mark.scrollIntoViewIfNeeded();
    await shootAtBothSizes(page, 'watches-document');
  } finally {
    await request.delete(`${APP}/api/watches/${watch.id}`, { headers: auth });
  }
});
