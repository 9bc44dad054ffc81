import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../../../renderer/seo/json-ld.ts';
import { SeoTags } from '../../../renderer/seo/SeoTags.tsx';
import { faqPageLd } from '../../../renderer/seo/structured-data.ts';

const HOSTILE = '</script><script>alert(1)</script><!-- & \u2028 \u2029 "quoted" \\ end';

describe('JSON-LD serialisation', () => {
  it('never lets CMS text close the script tag, open a comment or break a line, and keeps the same JSON value', () => {
    const value = faqPageLd([{ question: HOSTILE, answer: HOSTILE }]);
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('the rendered script element holds the whole document, as a data block with no nonce', () => {
    const pageContext = { siteUrl: 'https://example.test' } as unknown as PageContext;
    const html = renderToStaticMarkup(
      <VikeReactProviderPageContext pageContext={pageContext}>
        <SeoTags
          title="FAQs"
          description={null}
          keywords={null}
          canonicalPath="/faqs"
          type="website"
          image={null}
          structuredData={[faqPageLd([{ question: HOSTILE, answer: 'a' }])]}
        />
      </VikeReactProviderPageContext>,
    );
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toBe(' type="application/ld+json"');
    expect(JSON.parse(scripts[0]![2]!)['@graph'][0].mainEntity[0].name).toBe(HOSTILE);
  });
});
