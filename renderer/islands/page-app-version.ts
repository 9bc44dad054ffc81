// The page context islands read, from the JSON the server wrote into the page, and the one thing the page's script
// needs from it before any island hydrates: whether the visit chose the other V1.0 / V1.1 version on /buy (pages are
// shared and rendered with the default; the choice is a cookie the browser reads). No shop rules are imported here:
// this runs in the loader every content page starts with, and the island runtime validates the version itself.
import { ISLAND_PAGE_CONTEXT_ID } from '../../blocks/islands/island-markup.ts';
import type { IslandPageContext } from './island-page-context.ts';

export function readIslandPageContext(document: Document): IslandPageContext {
  const script = document.getElementById(ISLAND_PAGE_CONTEXT_ID);
  if (!script?.textContent) throw new Error(`The page has no #${ISLAND_PAGE_CONTEXT_ID}: its islands cannot hydrate`);
  return JSON.parse(script.textContent) as IslandPageContext;
}

/** Whether the version cookie holds another version than the page was rendered with. */
export function choseOtherAppVersion(pageContext: IslandPageContext, cookies: string): boolean {
  const value = cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === pageContext.appVersionCookieName)?.[1];
  return value !== undefined && value !== pageContext.storeSnapshot.buyFlow.appVersion;
}
