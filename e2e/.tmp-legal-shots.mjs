import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8210';
const res = await fetch(`${base}/api/custom-auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `shots.${Date.now()}@example.com`, password: 'Granite-Harbour-2026', first_name: 'Sam', last_name: 'Shot', company_name: 'Shots Inc', enroll_in_trial: true }) });
const { access_token } = await res.json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
await page.addInitScript((t) => localStorage.setItem('parcelwatch.token', t), access_token);
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
for (const path of ['provincial', 'precedents', 'decisions']) {
  await page.goto(`${base}/${path}`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/pw-shots/${path}.png`, fullPage: true });
}
// detail views
await page.goto(`${base}/decisions`);
await page.getByRole('button', { name: 'View details' }).first().click();
await page.screenshot({ path: '/tmp/pw-shots/decisions-expanded.png', fullPage: true });
await page.goto(`${base}/provincial`);
await page.getByTestId('proposal-card').first().click();
await page.getByRole('button', { name: 'Show Attachments' }).click();
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/pw-shots/provincial-modal.png' });
await page.goto(`${base}/precedents`);
await page.waitForTimeout(3000);
const box = await page.getByTestId('acts-chart').locator('canvas').first().boundingBox();
console.log('acts canvas box', JSON.stringify(box));
await browser.close();
