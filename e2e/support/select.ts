import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select and waits until the select shows it. A click on an option that lands while the
 * dropdown is still settling (its options arriving, the popup realigning) can be lost, leaving the dropdown open and
 * nothing chosen; the pick is retried until the choice shows.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string, exact = true) {
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const title = exact ? `[title="${option}"]` : `[title^="${option}"]`;
  const item = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option${title}`);
  await expect(async () => {
    if (!(await item.last().isVisible())) await combobox.click();
    await item.last().click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
