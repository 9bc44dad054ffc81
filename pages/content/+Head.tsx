// Page keywords and share image from the page's SEO data (title and description come from +title/+description).
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { mediaUrl } from '../../blocks/shared/CmsImage.tsx';
import type { ContentPageData } from './content-page-data.ts';

export default function Head() {
  const { seo } = useData<ContentPageData>();
  const { site } = usePageContext();
  const image = seo.image?.data?.attributes;
  return (
    <>
      {seo.keywords && <meta name="keywords" content={seo.keywords} />}
      {image && <meta property="og:image" content={mediaUrl(site.mediaBaseUrl, image)} />}
    </>
  );
}
