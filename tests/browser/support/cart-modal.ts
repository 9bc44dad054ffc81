// The shopper opens the cart from the header and waits for its dialog.
import type { Locator, Page } from 'playwright-core';

export async function openCart(page: Page): Promise<Locator> {
  await page.locator('.header-item--cart').click();
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await dialog.waitFor();
  return dialog;
}
