import type { PageContext } from 'vike/types';
import type { BuyPageData } from './buy-page-data.ts';
import { buyStepTitle, stepAskedFor } from './step-titles.ts';

export default (pageContext: PageContext) => {
  const data = pageContext.data as BuyPageData;
  const search = new URLSearchParams(pageContext.urlParsed.search).toString();
  return buyStepTitle(stepAskedFor(search, data.appVersionMemory?.remembered ?? null), data.seo.title);
};
