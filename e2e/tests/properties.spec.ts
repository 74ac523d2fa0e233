// The properties journey through the real UI, API and database: create a property with the wizard,
// subscribe through the local checkout, see the card active and its alerts, upload a document with progress and
// generate the AI summary, then cancel and renew the subscription.
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, useToken } from '../support/accounts.js';
import { chooseOption } from '../support/select.js';
import { APP_PORT } from '../support/ports.js';

const APP = `http://127.0.0.1:${APP_PORT}`;

const choose = (page: Page, combobox: string, option: string) =>
  chooseOption(page, page.getByRole('combobox', { name: combobox }), option);

test('wizard -> subscribe through the local checkout -> active card and its alerts -> upload with progress -> AI summary', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await registerViaApi(request, APP, 'properties');
  await useToken(page, admin.token);

  await page.goto('/properties');
  await expect(page.getByText('No Properties Yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  await expect(page).toHaveURL(/\/properties\/new$/);

  // Step 1: validation, then an address picked from the suggestions (offline Ontario gazetteer).
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Address is required')).toBeVisible();
  // 480 Queen Street West is a site the demo dataset's agenda items name (loaded on the fresh embedded database).
  await page.getByRole('combobox', { name: 'Address' }).pressSequentially('480 Queen', { delay: 30 });
  const suggestion = page.locator('.ant-select-item-option[title^="480 Queen Street West, Toronto"]');
  await suggestion.click();
  await page.getByLabel('Nickname').fill('Queen St Site');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the municipality was picked from the suggestion.
  await expect(
    page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: 'Toronto' }).first(),
  ).toBeVisible();
  // Toronto's committees (from the demo dataset) are all selected.
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  expect(await page.getByRole('checkbox', { checked: false }).count()).toBe(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: land uses, then create.
  await choose(page, 'Current land use', 'Commercial');
  await choose(page, 'Future land use', 'Mixed Use');
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  const card = page.locator('[data-testid^="property-card-"]').filter({ hasText: 'Queen St Site' });
  // The company is on its free trial: the page says so once, the card says 'Trial' (not FREE), offers its Alerts,
  // Subscribe and Delete, and nothing to cancel (nobody subscribed).
  await expect(page.getByTestId('trial-banner')).toContainText(
    /^Trial: \d+ days? left\. Alerts for your 1 property are analysed during the trial\./,
  );
  await expect(card.getByText('Trial', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('FREE', { exact: true })).toHaveCount(0);
  await expect(
    card.getByText(/^Free trial: \d+ days? left \(ends .+\), then \$50\/Month if subscribed\.$/),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Alerts' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

  // Subscribe: the browser goes to the local checkout page, which confirms and comes back.
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\//);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Start Monitoring Your Properties')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Properties' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Subscribed\. Free trial: 30 days left/)).toBeVisible();

  // Its alerts: the new property was matched at once against the recent agenda items naming it.
  await card.getByRole('button', { name: 'Alerts' }).click();
  const alerts = page.getByRole('dialog', { name: 'Alerts: Queen St Site' });
  const details = alerts.getByRole('button', { name: 'View Details' });
  await expect(details.first()).toBeVisible();
  await details.first().click();
  await expect(page).toHaveURL(/\/alerts\?alertId=\d+$/);
  await page.goto('/properties');

  // Documents: upload with a visible progress bar (the upload is throttled so progress can be seen), then the list.
  await card.getByRole('button', { name: 'Property Info' }).click();
  const docs = page.getByRole('dialog', { name: 'Property Documents & AI Analysis' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
  });
  const text = [
    'Site plan and planning rationale for 480 Queen Street West, Toronto.',
    'The owner proposes a twelve storey mixed use building with retail at grade and residential units above.',
    'The zoning by-law amendment requests additional height and reduced parking; a heritage impact assessment is attached.',
  ].join(' ');
  const body = Buffer.from(`${text}\n`.repeat(Math.ceil((1.5 * 1024 * 1024) / (text.length + 1))));
  await docs
    .getByTestId('document-input')
    .setInputFiles({ name: 'planning-rationale.txt', mimeType: 'text/plain', buffer: body });
  await expect(docs.getByRole('progressbar')).toBeVisible();
  await expect(docs.getByText('planning-rationale.txt')).toBeVisible({ timeout: 30_000 });
  await expect(docs.getByText(/1\.\d MB · uploaded/)).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The AI summary.
  await docs.getByRole('button', { name: 'Generate AI Summary' }).click();
  await expect(page.getByText('AI property summary generated successfully!')).toBeVisible({ timeout: 60_000 });
  await expect(docs.getByTestId('property-summary')).toContainText(/storey|zoning|heritage|Queen/i);
  // Stored on the property: shown again after a reload.
  await page.reload();
  await page
    .locator('[data-testid^="property-card-"]')
    .filter({ hasText: 'Queen St Site' })
    .getByRole('button', { name: 'Property Info' })
    .click();
  await expect(page.getByTestId('property-summary')).toContainText(/storey|zoning|heritage|Queen/i);
  await page
    .getByRole('dialog', { name: 'Property Documents & AI Analysis' })
    .getByRole('button', { name: 'Close' })
    .click();

  // Cancel at the end of the period (one tag: 'Cancelling', not also 'Active'), then Renew.
  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(card.getByText('Cancelling', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Monitoring ends on \w{3} \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Renew' }).click();
  await expect(card.getByText('Cancelling', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});
