// Signs a browser page in as one of the demo shop's test customers, the way a shopper does: /account sends it to
// the shop's sign-in, which asks for the e-mail address and then shows the one-time code (offline nothing can be
// mailed), and the shop sends it back to /account. Shared by the browser tests and the screenshots script.
import type { Page } from 'playwright-core';

export async function signInAsDemoCustomer(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/account`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = await page.locator('.sandbox strong').textContent();
  if (!code || !/^\d{6}$/.test(code)) throw new Error(`The demo shop's sign-in showed no one-time code (got ${JSON.stringify(code)})`);
  await page.getByLabel('Six-digit code').fill(code);
  await Promise.all([page.waitForURL(`${baseUrl}/account`), page.getByRole('button', { name: 'Sign in' }).click()]);
}
