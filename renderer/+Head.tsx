// Head tags every page shares: the web app manifest, icons for browsers and home screens, the brand's theme
// colour, the Open Graph site name and locale; the image that opens the page, then the fonts of its first
// screen (the italic face only where that sets text in it), both noted by +onBeforeRenderHtml. Each page's own
// tags come from its +Head (SeoTags).
import { MANIFEST_THEME_COLOUR, WEB_MANIFEST_PATH } from './seo/web-manifest.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { BRAND_NAME } from '../content/brand.ts';

/** en-AU in Open Graph's spelling: the site sells to Australia in English (spec §3 locale config). */
const OPEN_GRAPH_LOCALE = 'en_AU';

export default function Head() {
  const { heroPreloads, fontPreloads } = usePageContext();
  return (
    <>
      {heroPreloads?.map((image) => (
        <link
          key={image.href ?? image.imageSrcSet}
          rel="preload"
          as="image"
          href={image.href}
          imageSrcSet={image.imageSrcSet}
          imageSizes={image.imageSizes}
          type={image.type}
          media={image.media}
          fetchPriority="high"
        />
      ))}
      {fontPreloads?.map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
      ))}
      <link rel="icon" href="/icon-192.png" type="image/png" sizes="192x192" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180" />
      <link rel="manifest" href={WEB_MANIFEST_PATH} />
      <meta name="theme-color" content={MANIFEST_THEME_COLOUR} />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:locale" content={OPEN_GRAPH_LOCALE} />
    </>
  );
}
