import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { loadAllBlocks } from '../../../blocks/loaded-blocks.ts';
import ErrorPage from '../../../pages/_error/+Page.tsx';
import { notFound } from '../../../pages/_error/not-found.ts';
import { buildContentSnapshot } from '../../../content/content-snapshot.ts';
import { recordedContent as content } from '../../renderer/seo/recorded-content.ts';
import { textOf } from '../../blocks/support/render-with-page.tsx';

await loadAllBlocks();

function renderErrorPage(pageContext: Partial<PageContext>): string {
  const context = {
    site: { mediaSource: { layout: 'hashed', base: '/media' }, header: null, footer: { acknowledgement: null, legal: [] } },
    ...pageContext,
  } as unknown as PageContext;
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={context}>
      <ErrorPage />
    </VikeReactProviderPageContext>,
  );
}

describe('the error page', () => {
  it("a 404 shows the CMS NotFound block in place of the fixed texts ('404', heading, sub-heading, 'Go back' to '/')", () => {
    const editorBlock = content.pages.get('404')!.blocks.find((block) => block.componentName === 'NotFound') as { heading: string; subHeading: string };
    const html = renderErrorPage({ abortStatusCode: 404, abortReason: notFound(content) });
    expect(html).toContain(`<h1>${editorBlock.heading}</h1>`);
    expect(textOf(html)).toContain(editorBlock.subHeading);
    expect(html).toMatch(/<a class="button" href="\/">Go back<\/a>/);
    expect(html).not.toContain('Back to the home page');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it("without a CMS 404 page a 404 says 'This page could not be found' and links 'Back to the home page'", () => {
    const empty = buildContentSnapshot({}, new Date(0).toISOString(), () => {});
    const html = renderErrorPage({ abortStatusCode: 404, abortReason: notFound(empty) });
    expect(html).toContain('<h1 id="error-heading">This page could not be found</h1>');
    expect(html).toMatch(/<a class="button" href="\/">Back to the home page<\/a>/);
  });

  it('a server error shows its status and message, never the 404 copy', () => {
    const html = renderErrorPage({ abortStatusCode: 500, abortReason: 'The shop did not answer' });
    expect(textOf(html)).toContain('500 The shop did not answer');
    expect(html).not.toContain('Go back');
  });
});
