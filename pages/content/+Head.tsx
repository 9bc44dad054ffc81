// Canonical URL, keywords, share tags and JSON-LD of a content page or blog article (see content-seo.ts).
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { PageContextServer } from 'vike/types';
import { SeoTags } from '../../renderer/seo/SeoTags.tsx';
import type { ContentPageData } from './content-page-data.ts';
import { contentSeoTags } from './content-seo.ts';

export default function Head() {
  const data = useData<ContentPageData>();
  const { content, site, siteUrl, preview } = usePageContext() as PageContextServer;
  // A draft preview is for one editor: never indexed (the server also sends X-Robots-Tag).
  return <SeoTags {...contentSeoTags({ data, content, site, siteUrl })} noindex={preview !== undefined} />;
}
