import type { PageContext } from 'vike/types';
import type { BuyPageData } from './buy-page-data.ts';

export default (pageContext: PageContext) => (pageContext.data as BuyPageData).seo.description;
