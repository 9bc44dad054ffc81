// The real Strapi admin panel in Chromium, as an editor opens a page's block: the block goes by its name, its
// fields by their labels with hints, its fixed type is not shown, and the background colour is picked by name
// ("Sage green") and saved as the code the site reads. In the integration project: it starts its own Strapi
// with the admin build (minutes when the build is not cached).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/site-process.ts';
import { launchChromium } from '../../../scripts/support/chromium.ts';
import { ensureAdminBuilt, ensureCmsInstalled, seedStrapi, startStrapi, type RunningStrapi } from '../../../scripts/support/strapi.ts';
import { signIn, type AdminApi } from './support/admin-accounts.ts';

const PAGE = 'api::page.page';
const ADMIN = { email: 'owner@example.com', password: 'Owner-password-1' };

let strapi: RunningStrapi;
let dataDir: string;
let api: AdminApi;
let page: Page;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  ensureCmsInstalled();
  ensureAdminBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'strapi-admin-words-'));
  const env = { SITE_URL: `http://127.0.0.1:${await freePort()}`, REVALIDATE_SECRET: 'revalidate-secret-for-admin-words', CMS_ADMIN_EMAIL: ADMIN.email, CMS_ADMIN_PASSWORD: ADMIN.password };
  seedStrapi({ dataDir, env });
  strapi = await startStrapi({ port: await freePort(), dataDir, env, serveAdmin: true });
  api = await signIn(strapi.url, ADMIN.email, ADMIN.password);
  const browser = await launchChromium();
  closeBrowser = () => browser.close();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })).newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${strapi.url}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Content Manager' }).waitFor();
});

afterAll(async () => {
  await closeBrowser?.();
  await strapi?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("a page's block in the admin, in an editor's words", () => {
  it('shows the block by name, its fields by label and hint, its colour by name, and saves the colour as its code', async () => {
    const pages = await api.json<{ results: { documentId: string; slug: string }[] }>(`/content-manager/collection-types/${PAGE}?filters[slug][$eq]=faqs`);
    const { documentId } = pages.results[0]!;
    await page.goto(`${strapi.url}/admin/content-manager/collection-types/${PAGE}/${documentId}`);

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
