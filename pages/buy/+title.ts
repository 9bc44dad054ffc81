import type { PageContext } from 'vike/types';
import { pageTitle } from '../../content/brand.ts';
import type { BuyPageData } from './buy-page-data.ts';

export default (pageContext: PageContext) => pageTitle((pageContext.data as BuyPageData).seo.title);
