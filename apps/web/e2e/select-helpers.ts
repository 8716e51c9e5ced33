import type { Locator, Page } from 'playwright-core';

/**
 * Picks an option of a select as a keyboard user does. An open select locks the page's scroll,
 * so when a section loading above it pushes the select down while it is open, its options end
 * up out of view and cannot be clicked; focused, they are still chosen with Enter.
 */
export async function chooseOption(page: Page, combobox: Locator, name: string): Promise<void> {
  await combobox.focus();
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name, exact: true });
  await option.focus();
  await page.keyboard.press('Enter');
  await option.waitFor({ state: 'detached' });
}
