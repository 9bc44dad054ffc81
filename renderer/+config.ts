import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';
import { BRAND_NAME } from '../content/brand.ts';

export default {
  extends: [vikeReact],
  lang: 'en',
  // No page loads Vike's client runtime (content pages hydrate islands, /buy hydrates itself): each page writes
  // what its browser code reads into the page itself (renderer/islands/IslandPageContextScript.tsx,
  // pages/buy/buy-page-context.ts), so nothing is passed to the client here, and links are full page loads,
  // prefetched by renderer/link-prefetch/ (spec §9).
  meta: {
    // A page's own script after the root (renderer/+bodyHtmlEnd.ts): /buy's page context (pages/buy/+pageContextScript.ts).
    pageContextScript: { env: { server: true } },
  },
  title: BRAND_NAME,
  favicon: '/favicon.svg',
} satisfies Config;
