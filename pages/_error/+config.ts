import type { Config } from 'vike/types';

// HTML-only in the browser: neither Vike's client runtime nor the page's React tree loads. The page is its server
// markup with islands, hydrated one by one by the page's +client entry (renderer/islands/content-page-client.ts);
// links are full page loads.
export default {
  clientHooks: false,
} satisfies Config;
