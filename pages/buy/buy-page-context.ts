// The page context /buy renders from in the browser: the server writes it into the page once, as JSON after the
// page's root (+pageContextScript.ts), and the browser's render (hydrate-buy-page.tsx) reads it back, so both render the
// same tree. A check with the shop fetches the page again and reads the new page data from the same script.
import type { PageContextServer } from 'vike/types';
import { trackRequest } from '../../models/page-progress.ts';
import { type BrowserPageContext, browserPageContextOf, scriptSafeJson } from '../../renderer/islands/island-page-context.ts';
import { SHOP_RECHECK_HEADER } from '../../shop-rules/buy-url.ts';
import type { BuyPageData } from './buy-page-data.ts';

export const BUY_PAGE_CONTEXT_ID = 'buy-page-context';

/** What the flow, its dialogs and the cart read from the page context (usePageContext, useData). */
export type BuyPageContext = BrowserPageContext & { data: BuyPageData };

export class MissingBuyPageContextError extends Error {
  constructor(where: string) {
    super(`${where} has no #${BUY_PAGE_CONTEXT_ID} script: the /buy page was not rendered by this site's server`);
  }
}

function buyPageContextOf(pageContext: PageContextServer): BuyPageContext {
  return { ...browserPageContextOf(pageContext), data: pageContext.data as BuyPageData };
}

export function buyPageContextScript(pageContext: PageContextServer): string {
  return `<script id="${BUY_PAGE_CONTEXT_ID}" type="application/json">${scriptSafeJson(buyPageContextOf(pageContext))}</script>`;
}

export function readBuyPageContext(document: Pick<Document, 'getElementById'>, where = 'The page'): BuyPageContext {
  const script = document.getElementById(BUY_PAGE_CONTEXT_ID);
  if (!script?.textContent) throw new MissingBuyPageContextError(where);
  return JSON.parse(script.textContent) as BuyPageContext;
}

/** The page data of a /buy address, the server asking the shop again for it (never a render kept from before). */
export async function fetchBuyPageData(href: string): Promise<BuyPageData> {
  // The progress bar shows while the shop is asked (it may take the shop's whole timeout to answer).
  const response = await trackRequest(fetch(href, { headers: { [SHOP_RECHECK_HEADER]: '1' }, cache: 'no-store', credentials: 'same-origin' }));
  if (!response.ok) throw new Error(`Checking with the shop failed: ${href} answered ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return readBuyPageContext(page, href).data;
}
