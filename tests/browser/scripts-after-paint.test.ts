// The built site's pages as Vike really writes them, rewritten so their scripts start after the first paint
// (server/rendering/hydration-after-paint.ts). The rewrite reads Vike's output with patterns: when a Vike upgrade
// changes that output, this test fails instead of the pages silently loading their scripts early.
import { describe, expect, inject, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE } from '../../server/rendering/hydration-after-paint.ts';

const baseUrl = inject('baseUrl');

/** One page of each kind the site renders through Vike: content, the shop's product page, an article, the flow, not found. */
const PAGES = ['/', '/faqs', '/products', '/why-deep-mattresses-need-tailored-sheets', '/buy', '/no-such-page'];

describe('scripts after the first paint, on the pages Vike renders', () => {
  it.each(PAGES)('%s: one bootstrap of the site’s own, no script Vike would start at once', async (path) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const moduleScripts = html.match(/<script type="module"[^>]*>/g) ?? [];
    expect(moduleScripts).toEqual([expect.stringContaining(AFTER_PAINT_ATTRIBUTE)]);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]+\bsrc=/);
  });
});
