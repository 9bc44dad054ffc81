import type { PageContext } from 'vike/types';
import { pageTitle } from '../../content/brand.ts';
import { ACCOUNT_WORDS, type AccountPageData } from './account-page-data.ts';

export default (pageContext: PageContext) =>
  pageTitle((pageContext.data as AccountPageData).state === 'signed-in' ? ACCOUNT_WORDS.account : ACCOUNT_WORDS.unavailable);
