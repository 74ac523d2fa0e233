// Municipal meetings in a real Chromium against the built app. The main app starts on a fresh embedded
// database in production mode, so the demo dataset (233 meetings over the past and coming three months) is there.
import { expect, test } from '@playwright/test';
import { registerViaApi, useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';

const APP = `http://127.0.0.1:${APP_PORT}`;

test('meetings: calendar, a day, a summary, the list Upcoming and Past, and a colour that survives a reload', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, APP, 'meetings');
  await useToken(page, account.token);
  const headers = { authorization: `Bearer ${account.token}` };
  // The stats count the meetings that concern the company: a property in Mississauga (following its committees).
  const municipalities = (await (
    await request.get(`${APP}/api/properties/municipalities`, { headers })
  ).json()) as Array<{
    id: number;
    name: string;
  }>;
  const mississauga = municipalities.find((m) => m.name === 'Mississauga')!;
  const committees = (await (
    await request.get(`${APP}/api/committees/municipality/${mississauga.id}`, { headers })
  ).json()) as Array<{ id: number }>;
  const property = await request.post(`${APP}/api/properties/`, {
    headers,
    data: {
      nickname: 'Meetings in Mississauga',
      latitude: 43.5912,
      longitude: -79.6433,
      municipality_id: mississauga.id,
      selectedCommittees: committees.map((c) => c.id),
    },
  });
  expect(property.status()).toBe(201);
  const stats = await request.get(`${APP}/api/meetings/stats?days=999`, { headers });
  const { total_upcoming_meetings, total_municipalities } = (await stats.json()) as {
    total_upcoming_meetings: number;
    total_municipalities: number;
  };
  expect(total_upcoming_meetings).toBeGreaterThan(0);

  await page.goto(`${APP}/meetings`);
  await expect(page.getByRole('heading', { name: 'Municipal Meetings' })).toBeVisible();
  await expect(
    page.getByText(
      `Monitoring ${total_upcoming_meetings} upcoming meetings across ${total_municipalities} municipalities`,
    ),
  ).toBeVisible();

  // The calendar is the default view: a Sunday..Saturday grid of this month with meetings in it.
  const calendar = page.getByTestId('meetings-calendar');
  await expect(calendar.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  await expect(calendar.getByTestId('calendar-meeting').first()).toBeVisible();
  const busyDays = calendar.locator('td:has([data-testid="calendar-meeting"])');
  for (const cell of await busyDays.all())
    expect(await cell.getByTestId('calendar-meeting').count()).toBeLessThanOrEqual(2);

  // Open a day: its modal lists the meetings with their times; a summary opens from there.
  const day = busyDays.first();
  await day.getByRole('button').first().click();
  const dayModal = page.getByRole('dialog');
  await expect(dayModal.locator('.ant-list-item').first()).toBeVisible();
  await expect(dayModal.locator('.ant-list-item').first()).toContainText(/\d{1,2}:\d{2} (AM|PM)/);
  await dayModal.getByRole('button', { name: 'Summary' }).first().click();
  const summary = page.getByRole('dialog', { name: 'Meeting Summary' });
  await expect(summary).toBeVisible();
  await expect(summary.getByTestId('meeting-summary')).toBeVisible();
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(summary).toBeHidden();

  // 'View All (n)' when a visible day has more than 2 meetings.
  const viewAll = calendar.getByRole('button', { name: /^View All \(\d+\)$/ });
  if ((await viewAll.count()) > 0) {
    const n = Number((await viewAll.first().textContent())!.match(/\d+/)![0]);
    await viewAll.first().click();
    await expect(page.getByRole('dialog').locator('.ant-list-item')).toHaveCount(n);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  }

  // Previous month asks for another window.
  const title = await calendar.getByTestId('calendar-month').textContent();
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await expect(calendar.getByTestId('calendar-month')).not.toHaveText(title!);
  await expect(calendar.getByTestId('calendar-meeting').first()).toBeVisible();

  // List view: Upcoming (soonest first), then Past (most recent first).
  await page.getByText('List', { exact: true }).click();
  const list = page.getByTestId('meetings-list');
  await expect(list.getByRole('columnheader', { name: 'Meeting' })).toBeVisible();
  for (const header of ['Date', 'Municipality', 'Actions'])
    await expect(list.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const upcomingFirst = await list.locator('tbody tr.ant-table-row').first().locator('td').nth(1).textContent();
  await page.getByText('Past', { exact: true }).click();
  await expect(list.locator('tbody tr.ant-table-row').first().locator('td').nth(1)).not.toHaveText(upcomingFirst!);
  const pastDates = await list.locator('tbody tr.ant-table-row td:nth-child(2)').allTextContents();
  const times = pastDates.map((d) => Date.parse(d));
  expect(times[0]!).toBeLessThan(Date.now());
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  // Customize a colour; it is kept in localStorage and shown after a reload.
  await page.getByRole('button', { name: 'Customize Colors' }).click();
  const colors = page.getByTestId('municipality-colors');
  const first = colors.locator('[data-testid^="color-"]').first();
  const testId = (await first.getAttribute('data-testid'))!;
  await first.click();
  const hex = page.getByRole('textbox', { name: 'Hex colour' });
  await hex.fill('#12ab3');
  await expect(page.getByText('Enter a 6-digit hex colour such as #1A2B3C')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Color' })).toBeDisabled();
  await hex.fill('#12ab34');
  await page.getByRole('button', { name: 'Save Color' }).click();
  await expect(page.getByTestId(testId)).toHaveAttribute('data-color', '#12ab34');
  await page.reload();
  await expect(page.getByTestId(testId)).toHaveAttribute('data-color', '#12ab34');
  const municipality = testId.slice('color-'.length);
  const stored = await page.evaluate(() => localStorage.getItem('parcelwatch.municipalityColors'));
  expect(JSON.parse(stored!)).toEqual({
    [municipality
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')]: '#12ab34',
  });
});
