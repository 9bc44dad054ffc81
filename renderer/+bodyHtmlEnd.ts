// After the page's root: the script a page asks for with its own +pageContextScript (/buy's page context, which
// its browser render reads); inside the root, React would hydrate the script too. Vike takes bodyHtmlEnd for all
// pages at once, so each page names its script through that setting; content pages write theirs inside the layout
// (renderer/islands/IslandPageContextScript.tsx).
import type { PageContextServer } from 'vike/types';

export default (pageContext: PageContextServer) => pageContext.config.pageContextScript?.(pageContext) ?? '';
