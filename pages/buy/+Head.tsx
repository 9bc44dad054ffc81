import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { PageContextServer } from 'vike/types';
import { SeoTags } from '../../renderer/seo/SeoTags.tsx';
import type { BuyPageData } from './buy-page-data.ts';
import { buySeoTags } from './buy-seo.ts';

export default function Head() {
  const data = useData<BuyPageData>();
  const { content, site, siteUrl } = usePageContext() as PageContextServer;
  return <SeoTags {...buySeoTags(data, content, site.mediaSource, siteUrl)} />;
}
