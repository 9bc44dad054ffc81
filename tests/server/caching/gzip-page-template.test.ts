import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipPage, gzipPageTemplate } from '../../../server/caching/gzip-page-template.ts';

const PLACEHOLDER = ' nonce="placeholder"';
const attribute = (nonce: string) => ` nonce="${nonce}"`;
const LENGTH = attribute('abcdefghij').length;
const page = (body: string) => `<!DOCTYPE html><html><body>${body}<script type="application/json"${PLACEHOLDER}>{"a":1}</script><script src="/e.js"${PLACEHOLDER}></script></body></html>`;
const sent = (html: string, nonce: string) => html.replaceAll(PLACEHOLDER, attribute(nonce));

describe('gzip of a cached page with a per-response nonce', () => {
  it('decompresses to the page with the nonce filled in, for small and large pages', () => {
    for (const body of ['short', 'é'.repeat(10) + 'linen '.repeat(20_000) + 'nonce="abcdefghij"'.repeat(50)]) {
      const html = page(body);
      const template = gzipPageTemplate(html, PLACEHOLDER, LENGTH);
      for (const nonce of ['abcdefghij', 'ZZZZZZZZZZ']) expect(gunzipSync(gzipPage(template, attribute(nonce))).toString()).toBe(sent(html, nonce));
    }
  });

  it('compresses a repetitive page about as well as gzip over the whole text', () => {
    const html = page('<p>Organic cotton sateen, tailored to the mattress depth.</p>'.repeat(2_000) + '<i>x</i>'.repeat(10));
    const bytes = gzipPage(gzipPageTemplate(html, PLACEHOLDER, LENGTH), attribute('abcdefghij'));
    expect(bytes.length).toBeLessThan(html.length / 50);
  });

  it('falls back to plain gzip for a replacement of another length, and handles a page without placeholders', () => {
    const html = page('body');
    expect(gunzipSync(gzipPage(gzipPageTemplate(html, PLACEHOLDER, LENGTH), attribute('short'))).toString()).toBe(sent(html, 'short'));
    const plain = '<html><body>no scripts</body></html>';
    expect(gunzipSync(gzipPage(gzipPageTemplate(plain, PLACEHOLDER, LENGTH), attribute('abcdefghij'))).toString()).toBe(plain);
  });
});
