// Writes what the page's islands read from the page context into the page, once (see island-page-context.ts).
import { usePageContext } from 'vike-react/usePageContext';
import type { PageContextServer } from 'vike/types';
import { ISLAND_PAGE_CONTEXT_ID } from '../../blocks/islands/island-markup.ts';
import { islandPageContextOf, scriptSafeJson } from './island-page-context.ts';

export function IslandPageContextScript() {
  const pageContext = usePageContext() as PageContextServer;
  return <script id={ISLAND_PAGE_CONTEXT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(islandPageContextOf(pageContext)) }} />;
}
