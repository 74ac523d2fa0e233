// antd's styles come from the stylesheet made at build time (build/antd-static-css.cjs), not from CSS generated in
// the browser: the shell's page links it, the shell and every parcel render antd in its zero-runtime mode, and the
// screens look as designed (Parcelwatch's colours, a dropdown's panel, a parcel's cards).
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, useToken } from '../support/accounts.js';
import { APP_PORT } from '../support/ports.js';

const APP = `http://127.0.0.1:${APP_PORT}`;
/** Parcelwatch's primary colour (shared-auth/src/theme.ts), as the browser computes it. */
const PRIMARY = 'rgb(31, 94, 255)';

/** The CSS antd inserted at run time that is more than custom properties (a component's rules). */
function runtimeRules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]'))
      .map((style) => style.textContent ?? '')
      // What is left of each block once its custom properties (--ant-...: value;) are removed.
      .map((css) =>
        css
          .replace(/--[\w-]+:[^;{}]*;?/g, '')
          .replace(/[^{}]*\{\s*\}/g, '')
          .trim(),
      )
      .filter(Boolean),
  );
}

test("antd's styles come from the build-time stylesheet: no component CSS is made in the browser", async ({
  browser,
  page,
  request,
}) => {
  const account = await registerViaApi(request, APP, 'styles');
  await useToken(page, account.token);
  const sheets: Array<{ url: string; encoding: string; cache: string }> = [];
  page.on('response', (response) => {
    if (/\/antd\.[0-9a-f]{8}\.css$/.test(response.url()))
      sheets.push({
        url: response.url(),
        encoding: response.headers()['content-encoding'] ?? '',
        cache: response.headers()['cache-control'] ?? '',
      });
  });
  await page.goto(`${APP}/`);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.locator('[data-parcel-root] .ant-card')).toHaveCount(2, { timeout: 30_000 });

  // One stylesheet, compressed and cached for good (its name changes with its content).
  expect(sheets).toHaveLength(1);
  expect(sheets[0]!.encoding).toMatch(/^(br|gzip)$/);
  expect(sheets[0]!.cache).toContain('immutable');
  const ruleCount = await page.evaluate(
    () => (document.querySelector('link[data-antd-static]') as HTMLLinkElement | null)?.sheet?.cssRules.length ?? 0,
  );
  expect(ruleCount).toBeGreaterThan(1000);

  // The selected sidebar item in Parcelwatch's primary colour; a parcel's card with its border and radius.
  await expect(page.locator('.ant-menu-item-selected').first()).toHaveCSS('color', PRIMARY);
  const card = page.locator('[data-parcel-root] .ant-card').first();
  await expect(card).toHaveCSS('border-top-style', 'solid');
  await expect(card).toHaveCSS('border-top-width', '1px');
  await expect(card).not.toHaveCSS('border-top-left-radius', '0px');

  // A portal: the user menu's dropdown panel is placed and shadowed by the sheet's rules.
  await page
    .getByRole('button', { name: /Morgan/ })
    .first()
    .click();
  const dropdown = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(dropdown.getByText('Sign Out')).toBeVisible();
  await expect(dropdown).toHaveCSS('position', 'absolute');
  await expect(dropdown.locator('.ant-dropdown-menu')).not.toHaveCSS('box-shadow', 'none');
  await page.keyboard.press('Escape');

  // A screen of forms, tabs and tables in a remote: still nothing but custom properties made at run time.
  await page.goto(`${APP}/settings/account`);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Account/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.ant-tabs-ink-bar').first()).toHaveCSS('background-color', PRIMARY);
  expect(await runtimeRules(page)).toEqual([]);

  // The control: the same page without the link (as a remote's standalone page) has antd style itself at run time,
  // and the check above sees those rules.
  const control = await browser.newContext();
  const unlinked = await control.newPage();
  await useToken(unlinked, account.token);
  await unlinked.route(`${APP}/settings/account`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<link rel="stylesheet"[^>]*data-antd-static>/, '');
    await route.fulfill({ response, body: html });
  });
  await unlinked.goto(`${APP}/settings/account`);
  await expect(unlinked.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(unlinked.locator('link[data-antd-static]')).toHaveCount(0);
  await expect(unlinked.locator('.ant-tabs-ink-bar').first()).toHaveCSS('background-color', PRIMARY);
  expect((await runtimeRules(unlinked)).length).toBeGreaterThan(5);
  await control.close();
});
