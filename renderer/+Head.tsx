// Head tags every page shares: the web app manifest, icons for browsers and home screens, the brand's theme
// colour, the Open Graph site name and locale, and the code of the blocks the page shows (noted by
// +onBeforeRenderHtml), preloaded so hydration does not wait for it. Each page's own tags come from its +Head (SeoTags).
import { MANIFEST_THEME_COLOUR, WEB_MANIFEST_PATH } from './seo/web-manifest.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { BRAND_NAME } from '../content/brand.ts';

/** en-AU in Open Graph's spelling: the site sells to Australia in English (spec §3 locale config). */
const OPEN_GRAPH_LOCALE = 'en_AU';

export default function Head() {
  const { blockPreloads } = usePageContext();
  return (
    <>
      <link rel="icon" href="/icon-192.png" type="image/png" sizes="192x192" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180" />
      <link rel="manifest" href={WEB_MANIFEST_PATH} />
      <meta name="theme-color" content={MANIFEST_THEME_COLOUR} />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:locale" content={OPEN_GRAPH_LOCALE} />
      {blockPreloads?.map((href) => <link key={href} rel="modulepreload" href={href} />)}
    </>
  );
}
