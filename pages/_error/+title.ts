import type { PageContext } from 'vike/types';
import { pageTitle } from '../../content/brand.ts';
import { errorDetails } from './error-details.ts';

export default (pageContext: PageContext) => pageTitle(errorDetails(pageContext.abortReason, pageContext.abortStatusCode, pageContext.is404).message);
