// Server-renders a node with the page context blocks read: media base, URL path and the page's data.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { TEST_MEDIA_SOURCE } from './render-block.tsx';

export function renderWithPage(node: ReactNode, page: { data?: unknown; urlPathname?: string } = {}): string {
  const pageContext = {
    site: { mediaSource: TEST_MEDIA_SOURCE, header: null, footer: { acknowledgement: null, legal: [] } },
    urlPathname: page.urlPathname ?? '/blog',
    data: page.data,
  } as unknown as PageContext;
  return renderToStaticMarkup(<VikeReactProviderPageContext pageContext={pageContext}>{node}</VikeReactProviderPageContext>);
}

/** The visible text of some HTML, entities decoded, whitespace collapsed. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
