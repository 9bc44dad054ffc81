// An editor's draft preview in Chromium, on the built site and its demo CMS: the preview link from the CMS opens
// the draft-only page with the preview bar and a content-health note where the broken block would stand; the
// exit link returns to the public site, where that page does not exist.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { AUTUMN_EDIT_SLUG } from '../../demo-backends/cms/content/drafts/index.ts';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const previewSecret = inject('previewSecret');
const chromium = chromiumForFile();
const AXE_TIMEOUT_MS = 90_000;
const DRAFT_PATH = `/${AUTUMN_EDIT_SLUG}`;

const previewLink = (secret: string, path: string) => `${baseUrl}/api/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`;

describe('draft preview', () => {
  it(
    'shows the draft with the preview bar and a health note, has no axe violations, and exits to the public site',
    async () => {
      const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const response = await page.goto(previewLink(previewSecret, DRAFT_PATH), { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(DRAFT_PATH);
      expect(await response?.headerValue('cache-control')).toBe('private, no-store');
      expect(await response?.headerValue('x-robots-tag')).toBe('noindex');
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });

      const bar = page.getByRole('region', { name: 'Draft preview' });
      await expect.poll(() => bar.isVisible()).toBe(true);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      // The draft's valid block renders; the broken intro stands before it as a note naming block, field and fix.
      const note = page.getByRole('complementary', { name: /Content health/ });
      expect(await note.textContent()).toContain('This ‘Page intro’ block is hidden from visitors. The heading is empty: add one.');
      expect(await page.getByRole('heading', { name: 'Warmer tones, the same tailored fit' }).isVisible()).toBe(true);

      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      // The exit link is reachable from the keyboard, right after the skip link.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Exit preview');
      const [publicAnswer] = await Promise.all([page.waitForResponse(`${baseUrl}${DRAFT_PATH}`), page.keyboard.press('Enter')]);
      expect(publicAnswer.status()).toBe(404);
      await page.waitForLoadState('networkidle');
      expect(await bar.count()).toBe(0);
      expect(await note.count()).toBe(0);
      await context.close();
    },
    AXE_TIMEOUT_MS,
  );

  it('a wrong secret is refused with a clear message and no draft mode', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(previewLink('not-the-secret', DRAFT_PATH));
    expect(response?.status()).toBe(401);
    expect(await page.textContent('body')).toContain('Missing or wrong preview secret');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('lt_draft_preview');
    await context.close();
  });
});
