import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  lang: 'en',
  // `content` (the CMS snapshot) stays on the server; pages receive only what they render via +data.
  passToClient: ['storeSnapshot', 'site'],
  title: 'Linden & Tuck',
  favicon: '/favicon.svg',
} satisfies Config;
