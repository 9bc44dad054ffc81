import type { Config } from 'vike/types';

// /buy is a full React application, but not Vike's: Vike's client runtime and router stay out of the browser, and
// the page's +client entry (hydrate-buy-page.tsx) hydrates the whole tree from the page context the server writes
// into the page (renderer/+bodyHtmlEnd.ts). Links out of the flow are full page loads, prefetched as on content pages.
export default {
  clientHooks: false,
} satisfies Config;
