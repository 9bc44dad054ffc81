import type { PageContext } from 'vike/types';
import { pageTitle } from '../../content/brand.ts';
import type { ContentPageData } from './content-page-data.ts';

export default (pageContext: PageContext) => pageTitle((pageContext.data as ContentPageData).seo.title);
