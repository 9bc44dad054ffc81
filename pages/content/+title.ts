import type { PageContext } from 'vike/types';
import type { ContentPageData } from './content-page-data.ts';

export default (pageContext: PageContext) => `${(pageContext.data as ContentPageData).seo.title} | Linden & Tuck`;
