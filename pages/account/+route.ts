// /account, /account/login when it has to say the shop's account service is away, and /account/authorize when a
// sign-in came back without a customer. The content page's route
// matches every path, so this one outranks it. The server answers these paths itself (server/customer-accounts/)
// and renders this page with what it read; +data.ts turns any other render of them into a 404.
import type { PageContext } from 'vike/types';

const ACCOUNT_PAGE_PATHS = new Set(['/account', '/account/login', '/account/authorize']);

export function route(pageContext: PageContext) {
  return ACCOUNT_PAGE_PATHS.has(pageContext.urlPathname) ? { precedence: 10 } : false;
}
