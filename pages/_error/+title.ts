import type { PageContext } from 'vike/types';
import { errorDetails } from './error-details.ts';

export default (pageContext: PageContext) =>
  `${errorDetails(pageContext.abortReason, pageContext.abortStatusCode, pageContext.is404).message} | Linden & Tuck`;
