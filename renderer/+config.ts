import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';
import { BRAND_NAME } from '../content/brand.ts';

export default {
  extends: [vikeReact],
  lang: 'en',
  // `content` (the CMS snapshot) stays on the server; pages receive only what they render via +data.
  // `preview` is set only in draft mode (the preview bar).
  passToClient: ['storeSnapshot', 'site', 'preview'],
  // Links are prefetched by renderer/link-prefetch/, which skips 2G and data-saver connections (spec §9).
  prefetch: { staticAssets: false, pageContext: false },
  title: BRAND_NAME,
  favicon: '/favicon.svg',
} satisfies Config;
