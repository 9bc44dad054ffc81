// The per-page head tags for search engines and link previews: canonical URL, robots, keywords, Open Graph,
// Twitter card and the page's JSON-LD. Title and description tags come from +title/+description (vike-react
// also writes og:title and og:description from them). Rendered on the server only (+Head).
import { usePageContext } from 'vike-react/usePageContext';
import type { PageContextServer } from 'vike/types';
import { serializeJsonLd } from './json-ld.ts';
import { absoluteUrl } from '../../content/page-path.ts';
import type { ShareImage } from './share-image.ts';
import { jsonLdDocument, type JsonLdNode } from './structured-data.ts';

export type PageSeoTags = {
  /** The full document title (with the brand), repeated for the Twitter card. */
  title: string;
  description: string | null;
  /** Comma-separated, from the CMS's repeatable keyword entries. */
  keywords: string | null;
  /** Path of the page's one address; null for pages without one (error pages). */
  canonicalPath: string | null;
  type: 'website' | 'article' | 'product';
  image: ShareImage | null;
  /** Error pages: crawlers must not index them. */
  noindex?: boolean;
  publishedTime?: string | null;
  structuredData: JsonLdNode[];
};

export function SeoTags({ title, description, keywords, canonicalPath, type, image, noindex = false, publishedTime, structuredData }: PageSeoTags) {
  const { siteUrl } = usePageContext() as PageContextServer;
  const canonical = canonicalPath === null ? null : absoluteUrl(siteUrl, canonicalPath);
  const imageUrl = image ? absoluteUrl(siteUrl, image.url) : null;
  return (
    <>
      {noindex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={canonical} />}
      {keywords && <meta name="keywords" content={keywords} />}
      <meta property="og:type" content={type} />
      {canonical && <meta property="og:url" content={canonical} />}
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      {image && imageUrl && (
        <>
          <meta property="og:image" content={imageUrl} />
          {image.width && <meta property="og:image:width" content={String(image.width)} />}
          {image.height && <meta property="og:image:height" content={String(image.height)} />}
          {image.alt && <meta property="og:image:alt" content={image.alt} />}
        </>
      )}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {image?.alt && <meta name="twitter:image:alt" content={image.alt} />}
      {structuredData.length > 0 && (
        // A data block, never run: the page's CSP needs no hash for it.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdDocument(structuredData)) }} />
      )}
    </>
  );
}
