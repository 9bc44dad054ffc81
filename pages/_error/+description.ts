// The not-found page's meta description is the CMS '404' page's (the server has the content; a client-side
// navigation has none and drops the previous page's).
import type { PageContext, PageContextServer } from 'vike/types';
import { errorDetails, NOT_FOUND_SLUG } from './error-details.ts';

export default (pageContext: PageContext) => {
  const { content } = pageContext as Partial<PageContextServer>;
  if (!content) return null;
  const { status } = errorDetails(pageContext.abortReason, pageContext.abortStatusCode, pageContext.is404);
  return status === 404 ? content.pages.get(NOT_FOUND_SLUG)?.seo?.metaDescription || null : null;
};
