// The real Strapi admin panel in Chromium, as an editor with the Editor role uses it: signs in, exports a date
// range of form submissions as CSV (the mobile number stays text with its leading zero) and reads what each
// visitor sent as fields; finds a broken draft block in Content health and opens its entry from there;
// schedules two pages together; compares two published versions and restores one as a draft; and finds
// Settings closed. In the integration project, not the browser one: it uses the run's Strapi with the admin
// build (minutes when the build is not cached) and starts its own site beside it, which the browser project's
// hooks do not allow. Its editor and pages are its own.
// CMS_ADMIN_SCREENSHOTS=1 also saves each screen at 1280 px to screenshots/cms-admin-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite, type RunningSite } from '../../../scripts/site-process.ts';
import { openAdminBrowserPage } from './support/admin-browser-page.ts';
import { inviteAndRegister, signIn, type AdminApi } from './support/admin-accounts.ts';
import { sharedStrapi, type SharedStrapi } from './support/shared-strapi.ts';

const PAGE = 'api::page.page';
const EDITOR = { email: 'robin.editor@example.com', password: 'Editor-password-4' };
const stamp = Date.now();
const MOBILE = '0412345678';

let cms: SharedStrapi;
let site: RunningSite;
let editor: AdminApi;
let page: Page;
let closeBrowser: () => Promise<void>;
const admin = (path: string) => `${cms.url}/admin${path}`;

async function screenshot(name: string) {
  if (!process.env.CMS_ADMIN_SCREENSHOTS) return;
  mkdirSync('screenshots', { recursive: true });
  // Off the menu and its focus, so no menu tooltip covers the screen (hover and focus both show one).
  await page.mouse.move(1270, 890);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Escape');
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  await page.screenshot({ path: `screenshots/cms-admin-${name}-1280.png`, fullPage: true });
}

const intro = (heading?: string) => ({ __component: 'blocks.page-intro', componentName: 'PageIntro', isActive: true, backgroundColour: 'neutral-1', ...(heading ? { heading } : {}) });
const createPage = async (slug: string, pageContent: unknown[]) =>
  (await editor.json<{ data: { documentId: string } }>(`/content-manager/collection-types/${PAGE}`, { method: 'POST', body: JSON.stringify({ slug, title: slug, pageContent }) })).data.documentId;
const publish = (documentId: string) => editor.json(`/content-manager/collection-types/${PAGE}/${documentId}/actions/publish`, { method: 'POST', body: '{}' });

beforeAll(async () => {
  cms = await sharedStrapi();
  site = await startBuiltSite({ port: cms.sitePort, timeoutMs: 90_000, env: { CMS_URL: cms.url, REVALIDATE_SECRET: cms.revalidateSecret, PREVIEW_SECRET: cms.previewSecret } });
  const owner = await signIn(cms.url, cms.adminEmail, cms.adminPassword);
  editor = await inviteAndRegister(cms.url, owner, 'strapi-editor', EDITOR.email, EDITOR.password);
  ({ page, close: closeBrowser } = await openAdminBrowserPage());
  await page.goto(admin('/auth/login'));
  await page.locator('input[name="email"]').fill(EDITOR.email);
  await page.locator('input[name="password"]').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Form export' }).waitFor();
  // Strapi's own news banner: an editor closes it once.
  await page.getByRole('button', { name: 'Close the banner' }).click({ timeout: 5000 }).catch(() => undefined);
});

afterAll(async () => {
  await closeBrowser?.();
  await site?.stop();
  await cms?.release();
});

describe('the Strapi admin as an Editor', () => {
  it('exports the chosen days as a CSV download, the mobile number kept as text, and shows what each visitor sent as fields', async () => {
    const email = `linen-${stamp}@example.com`;
    const sent = await fetch(`${cms.url}/api/ezforms/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ formData: { formType: 'contact', email, mobile: MOBILE, message: 'Do you make cot sheets?', submissionId: `b-${stamp}` } }),
    });
    expect(sent.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);

    await page.getByRole('link', { name: 'Form export' }).click();
    await page.getByLabel('From (day)').fill(today);
    await page.getByLabel('To (day, included)').fill(today);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`form-submissions-${today}_to_${today}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    const row = csv.split('\r\n').find((line) => line.includes(email));
    expect(row).toContain(`"=""${MOBILE}"""`);

    // "Everything sent" as labelled fields, not JSON.
    const card = page.locator('article', { hasText: email });
    await expect(card.locator('dt', { hasText: 'Message' }).locator('xpath=..').textContent()).resolves.toContain('Do you make cot sheets?');
    await expect(card.textContent()).resolves.not.toContain('{"');
    await screenshot('form-export');
  });

  it('lists a broken draft block in Content health with a link that opens its entry', async () => {
    const slug = `unfinished-${stamp}`;
    const documentId = await createPage(slug, [intro()]);
    await page.getByRole('link', { name: 'Content health' }).click();
    const item = page.locator('li', { hasText: `/${slug} — block 1, Page intro` });
    await item.waitFor();
    await screenshot('content-health');
    await item.getByRole('link', { name: 'Open the entry' }).click();
    await page.waitForURL(`**/content-manager/collection-types/${PAGE}/${documentId}**`);
    await expect(page.locator('input[name="slug"]').inputValue()).resolves.toBe(slug);
    // Beside the edit screen: the way to this entry's History.
    const history = page.getByRole('link', { name: 'Published versions, compare and restore' });
    await expect(history.getAttribute('href')).resolves.toBe(`/admin/site-history?contentType=${PAGE}&documentId=${documentId}`);
  });

  it('schedules two pages together from the Scheduled screen and lists them with their time', async () => {
    const slugs = [`sale-sheets-${stamp}`, `sale-quilts-${stamp}`];
    for (const slug of slugs) await createPage(slug, [intro(`The ${slug}`)]);
    await page.getByRole('link', { name: 'Scheduled' }).click();
    for (const slug of slugs) await page.getByRole('checkbox', { name: new RegExp(`/${slug}\\)`) }).click();
    await page.getByLabel('Publish at', { exact: true }).fill('2030-01-15T09:00');
    await page.getByRole('button', { name: 'Schedule 2 selected' }).click();
    await page.getByText('Scheduled 2 entries.').waitFor();
    for (const slug of slugs) await expect(page.locator('tr', { hasText: `/${slug})` }).textContent()).resolves.toContain('15 Jan 2030');
    await screenshot('scheduled');
    const listed = await editor.json<{ data: { slug: string; publishAt: string }[] }>('/admin/site/schedule');
    expect(listed.data.filter((row) => slugs.includes(row.slug)).map((row) => row.publishAt)).toEqual(['2030-01-15T09:00:00.000Z', '2030-01-15T09:00:00.000Z']);
  });

  it('shows who published each version and what changed, compares two side by side and restores the older as a draft', async () => {
    const documentId = await createPage(`history-${stamp}`, [intro('Crisp percale for summer')]);
    await publish(documentId);
    await editor.json(`/content-manager/collection-types/${PAGE}/${documentId}`, { method: 'PUT', body: JSON.stringify({ pageContent: [intro('Washed linen for winter')] }) });
    await publish(documentId);

    await page.goto(admin(`/site-history?contentType=${PAGE}&documentId=${documentId}`));
    const rows = page.locator('tbody tr');
    await rows.nth(1).waitFor();
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.nth(0).textContent()).resolves.toContain('Block 1 (Page intro) › Heading');
    await expect(rows.nth(0).textContent()).resolves.toContain(EDITOR.email);
    await rows.nth(0).getByRole('button', { name: 'Compare with previous' }).click();
    await page.getByText(/Fields that differ|They are the same|The comparison failed/).first().waitFor();
    await screenshot('history');
    const compared = page.getByRole('region', { name: 'Comparison' }).locator('tbody tr', { hasText: 'Heading' });
    await expect(compared.locator('td').allTextContents()).resolves.toEqual(['Block 1 (Page intro) › Heading', 'Crisp percale for summer', 'Washed linen for winter']);

    await rows.nth(1).getByRole('button', { name: 'Restore as draft' }).click();
    await page.getByText(/is now the draft/).waitFor();
    const draft = await editor.json<{ data: { pageContent: { heading: string }[] } }>(`/content-manager/collection-types/${PAGE}/${documentId}?status=draft`);
    expect(draft.data.pageContent[0]!.heading).toBe('Crisp percale for summer');
  });

  it('keeps Settings closed: the roles and users screens refuse the Editor', async () => {
    for (const path of ['/settings/roles', '/settings/users', '/settings/api-tokens']) {
      await page.goto(admin(path));
      await page.getByText("You don't have the permissions to access that content").waitFor();
    }
    await expect(page.getByRole('button', { name: 'Invite new user' }).count()).resolves.toBe(0);
  });
});
