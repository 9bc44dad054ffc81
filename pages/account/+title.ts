import type { PageContext } from 'vike/types';
import { pageTitle } from '../../content/brand.ts';
import { accountHeading, type AccountPageData } from './account-page-data.ts';

export default (pageContext: PageContext) => pageTitle(accountHeading(pageContext.data as AccountPageData));
