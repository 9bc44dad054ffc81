import type { Config } from 'vike/types';

// HTML-only in the browser, like content pages: the account page is markup (its forms post without script) with
// the chrome's islands, hydrated by the page's +client entry (renderer/islands/content-page-client.ts).
export default {
  clientHooks: false,
} satisfies Config;
