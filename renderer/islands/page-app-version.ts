// The page context islands read, from the JSON the server wrote into the page, and the one thing the page's script
// needs from it before any island hydrates: whether the visit chose the other V1.0 / V1.1 version on /buy (pages are
// shared and rendered with the default; the choice is a cookie the browser reads).
import { ISLAND_PAGE_CONTEXT_ID } from '../../blocks/islands/island-markup.ts';
import type { AppVersion } from '../../shop-rules/constants.ts';
import { rememberedAppVersion } from '../../shop-rules/app-version-memory.ts';
import type { IslandPageContext } from './island-page-context.ts';

export function readIslandPageContext(document: Document): IslandPageContext {
  const script = document.getElementById(ISLAND_PAGE_CONTEXT_ID);
  if (!script?.textContent) throw new Error(`The page has no #${ISLAND_PAGE_CONTEXT_ID}: its islands cannot hydrate`);
  return JSON.parse(script.textContent) as IslandPageContext;
}

/** The version the visit chose when it is not the one the page was rendered with, else null. */
export function otherAppVersionOf(pageContext: IslandPageContext, cookies: string): AppVersion | null {
  const version = rememberedAppVersion(cookies, pageContext.appVersionCookieName);
  return version !== null && version !== pageContext.storeSnapshot.buyFlow.appVersion ? version : null;
}
