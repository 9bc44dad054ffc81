// After the page's root: the page context /buy's browser render reads (pages/buy/buy-page-context.ts); inside the
// root, React would hydrate the script too. Vike takes this setting for all pages at once; the others (markup with
// islands) write theirs inside the layout (renderer/islands/IslandPageContextScript.tsx).
import type { PageContextServer } from 'vike/types';
import { BUY_PAGE_ID, buyPageContextScript } from '../pages/buy/buy-page-context.ts';

export default (pageContext: PageContextServer) => (pageContext.pageId === BUY_PAGE_ID ? buyPageContextScript(pageContext) : '');
