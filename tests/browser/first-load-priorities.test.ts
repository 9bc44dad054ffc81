// What a page's HTML asks for first: the image that opens the page is preloaded at high priority ahead of
// everything of lower importance (the two first-screen fonts after it, and the italic face only where the first
// screen sets text in it), and every other image waits until it is near the screen.
import { describe, expect, inject, it } from 'vitest';
import { cleanFoldAndStoreArticle } from '../../demo-backends/cms/content/blog/care-guide.ts';

const baseUrl = inject('baseUrl');

async function head(path: string): Promise<{ links: string[]; images: string[] }> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body'));
  return { links: headHtml.match(/<link [^>]*rel="preload"[^>]*>/g) ?? [], images: body.match(/<img [^>]*>/g) ?? [] };
}

const srcOf = (tag: string) => tag.match(/ src="([^"]+)"/)?.[1];

describe('first-load priorities', () => {
  it.each([
    { path: '/', fonts: 2 },
    { path: '/faqs', fonts: 2 },
    // An article's italic sub-heading is in its first screen.
    { path: `/${cleanFoldAndStoreArticle.attributes.slug}`, fonts: 3 },
  ])('$path preloads its hero image first, then $fonts fonts', async ({ path, fonts: fontCount }) => {
    const { links, images } = await head(path);
    const hero = images.find((tag) => /fetchPriority="high"/i.test(tag))!;
    expect(hero).toBeDefined();
    expect(links[0]).toMatch(/as="image"/);
    expect(links[0]).toMatch(/fetchPriority="high"/i);
    expect(links[0]).toContain(`href="${srcOf(hero)}"`);
    const fonts = links.filter((link) => /as="font"/.test(link));
    expect(fonts).toHaveLength(fontCount);
    expect(fonts.some((link) => link.includes('-italic.'))).toBe(fontCount === 3);
    expect(links.findIndex((link) => /as="font"/.test(link))).toBeGreaterThan(0);
    // Only the hero is fetched at high priority.
    expect(images.filter((tag) => /fetchPriority="high"/i.test(tag))).toHaveLength(1);
  });

  it('the contact page preloads each crop of its backdrop for the widths it is shown at', async () => {
    const { links } = await head('/contact');
    const images = links.filter((link) => /as="image"/.test(link));
    expect(images.map((link) => link.match(/media="([^"]+)"/)?.[1])).toEqual(['(min-width: 768px)', '(max-width: 767.98px)']);
  });
});
