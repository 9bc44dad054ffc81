// What the visit remembers that the shared page was not rendered with (blocks/islands/island-markup.ts VisitMemory),
// asked by the loader every content page starts with: an island showing it hydrates at once. Only presence is
// read here: no shop rules are imported, and each island validates what it reads once it runs.
import { REMEMBERED_MATTRESS_KEY, SIGNED_IN_COOKIE } from '../../blocks/FindMySize/remembered-mattress-key.ts';
import { ISLAND_PAGE_CONTEXT_ID, type VisitMemory } from '../../blocks/islands/island-markup.ts';
import { cookieValue } from '../../shop-rules/cookie-value.ts';
import type { IslandPageContext } from './island-page-context.ts';

export function readIslandPageContext(document: Document): IslandPageContext {
  const script = document.getElementById(ISLAND_PAGE_CONTEXT_ID);
  if (!script?.textContent) throw new Error(`The page has no #${ISLAND_PAGE_CONTEXT_ID}: its islands cannot hydrate`);
  return JSON.parse(script.textContent) as IslandPageContext;
}

/** Whether the version cookie holds another version than the page was rendered with. */
export function choseOtherAppVersion(pageContext: IslandPageContext, cookies: string): boolean {
  const value = cookieValue(cookies, pageContext.appVersionCookieName);
  return value !== undefined && value !== pageContext.storeSnapshot.buyFlow.appVersion;
}

/** Whether the browser says it signed in (the finder then asks for the measurements saved on the customer). */
export const signedInHere = (cookies: string) => cookies.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE}=`));

/** Whether the visit holds the memory; `sessionStorage` is null where the browser's privacy settings refuse it. */
export function visitHolds(memory: VisitMemory, document: Document, sessionStorage: Storage | null): boolean {
  if (memory === 'other-app-version') return choseOtherAppVersion(readIslandPageContext(document), document.cookie);
  return sessionStorage?.getItem(REMEMBERED_MATTRESS_KEY) != null || signedInHere(document.cookie);
}
