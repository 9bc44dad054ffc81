// The real Strapi admin panel in Chromium, as an editor opens a page's block: the block goes by its name, its
// fields by their labels with hints, its fixed type is not shown, and the background colour is picked by name
// ("Sage green") and saved as the code the site reads. In the integration project: it uses the run's Strapi
// with the admin build (minutes when the build is not cached), on a page of its own.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/support/chromium.ts';
import { signIn, type AdminApi } from './support/admin-accounts.ts';
import { sharedStrapi, type SharedStrapi } from './support/shared-strapi.ts';

const PAGE = 'api::page.page';
const stamp = Date.now();

let cms: SharedStrapi;
let documentId: string;
let api: AdminApi;
let page: Page;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  cms = await sharedStrapi();
  api = await signIn(cms.url, cms.adminEmail, cms.adminPassword);
  // A page as the seeded ones are made: a Page intro on a Linen background.
  const intro = { __component: 'blocks.page-intro', componentName: 'PageIntro', isActive: true, backgroundColour: 'neutral-1', heading: 'Questions, answered' };
  const created = await api.json<{ data: { documentId: string } }>(`/content-manager/collection-types/${PAGE}`, {
    method: 'POST',
    body: JSON.stringify({ slug: `plain-words-${stamp}`, title: 'Plain words', pageContent: [intro] }),
  });
  documentId = created.data.documentId;
  const browser = await launchChromium();
  closeBrowser = () => browser.close();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })).newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${cms.url}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(cms.adminEmail);
  await page.locator('input[name="password"]').fill(cms.adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Content Manager' }).waitFor();
});

afterAll(async () => {
  await closeBrowser?.();
  await cms?.release();
});

describe("a page's block in the admin, in an editor's words", () => {
  it('shows the block by name, its fields by label and hint, its colour by name, and saves the colour as its code', async () => {
    await page.goto(`${cms.url}/admin/content-manager/collection-types/${PAGE}/${documentId}`);

    await page.getByRole('button', { name: /Page intro/ }).first().click();
    const colour = page.getByRole('combobox', { name: 'Background colour' }).first();
    await expect(colour.textContent()).resolves.toContain('Linen');
    await page.getByText('Show on the site').first().waitFor();
    await page.getByText('A shorter line under the heading. Optional.').first().waitFor();
    await expect(page.getByText('Block type', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByText('componentName').count()).resolves.toBe(0);

    // The design system's select opens from the keyboard as an editor tabbing through the form would.
    await colour.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Sage green' }).waitFor();
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual(expect.arrayContaining(['Soft white', 'Linen', 'Sage green', 'Deep navy']));
    await page.getByRole('option', { name: 'Sage green' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Saved/).first().waitFor();

    const saved = await api.json<{ data: { pageContent: { componentName: string; backgroundColour: string }[] } }>(`/content-manager/collection-types/${PAGE}/${documentId}`);
    expect(saved.data.pageContent.find((block) => block.componentName === 'PageIntro')!.backgroundColour).toBe('sage-green');
  });
});
