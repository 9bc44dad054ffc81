// Spec §8 nested fallback on the server: when Vike cannot render the error page it falls back to its own
// HTML; the site answers its static page with the spec's text instead. (Vike's fallback shape was checked
// against vike 0.4.266 by making the error page throw.)
import { Hono } from 'hono';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import type { ContentSnapshot } from '../../../content/content-snapshot.ts';

const renderPage = vi.fn();
vi.mock('vike/server', () => ({ renderPage: (...args: unknown[]) => renderPage(...args) }));
// A fresh render-page module, so it reads the mocked Vike even if an earlier file in this worker imported it.
vi.resetModules();
const { renderWithVike } = await import('../../../server/rendering/render-page.ts');

const app = new Hono();
const context = {
  content: () => ({}) as ContentSnapshot,
  mediaSource: { layout: 'hashed', base: '/media' } as const,
  siteUrl: 'http://site.test',
  shop: {} as StorefrontClient,
  blockChunks: {},
  appVersionCookieName: 'lt_app_version',
  shopifyAnalytics: null,
};
app.get('*', async (c) => (await renderWithVike(c, context)).response);

const vikeAnswer = (statusCode: number, body: string) => ({ statusCode, headers: [['Content-Type', 'text/html;charset=utf-8']], body });

beforeEach(() => renderPage.mockReset());

describe('a failing error page on the server', () => {
  it("answers 500 with 'An error occurred while showing the error page' and a 'Go back to home' link", async () => {
    // Vike's generic fallback: the error is kept, but no page (not even the error page) rendered.
    renderPage.mockResolvedValue({ errorWhileRendering: new Error('the error page threw'), httpResponse: vikeAnswer(500, '<p>An error occurred.</p>') });
    const response = await app.request('/no-such-page');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<h1>An error occurred while showing the error page</h1>');
    expect(html).toMatch(/<a href="\/">Go back to home<\/a>/);
    expect(html).not.toContain('<script');
  });

  it('leaves a rendered error page alone', async () => {
    renderPage.mockResolvedValue({
      errorWhileRendering: new Error('data hook failed'),
      pageId: '/pages/_error',
      httpResponse: vikeAnswer(500, '<h1>Error</h1>'),
    });
    const response = await app.request('/faqs');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('<h1>Error</h1>');
  });

  it('leaves client-side navigation answers to the browser router', async () => {
    renderPage.mockResolvedValue({
      errorWhileRendering: new Error('x'),
      isClientSideNavigation: true,
      httpResponse: vikeAnswer(500, '{"serverSideError":true}'),
    });
    expect(await (await app.request('/faqs/index.pageContext.json')).text()).toBe('{"serverSideError":true}');
  });
});
