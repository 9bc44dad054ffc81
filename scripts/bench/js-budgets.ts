// The JavaScript and font budgets the key pages are held to (measured on the wire, see js-on-wire.ts).

/** The pages the speed benchmarks look at: home, the shop's product page, the flow, the content page kinds and an article. */
export const JS_WIRE_KEY_PAGES = ['/', '/products', '/buy', '/faqs', '/blog', '/why-deep-mattresses-need-tailored-sheets', '/contact', '/measure-up'];

/** JavaScript before the shopper's first interaction (first load until the network and the main thread are idle, with headers). */
export const CONTENT_PAGE_BUDGET_KB = 60;
export const BUY_PAGE_BUDGET_KB = 130;
export const MAX_SCRIPT_REQUESTS_BEFORE_LOAD = 12;
export const FONT_BUDGET_KB = 60;
/** The two faces every first screen sets text in, and the italic one where an article's first screen uses it. */
export const MAX_PRELOADED_FONTS = 3;

export function jsWireBudget(path: string): number {
  return path === '/buy' || path.startsWith('/buy?') ? BUY_PAGE_BUDGET_KB : CONTENT_PAGE_BUDGET_KB;
}
