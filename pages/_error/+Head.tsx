import { usePageContext } from 'vike-react/usePageContext';
import type { PageContextServer } from 'vike/types';
import { SeoTags } from '../../renderer/seo/SeoTags.tsx';
import { errorDetails } from './error-details.ts';
import { errorSeoTags } from './error-seo.ts';

// Reads only what renderPage() was given, so it still works when the failure came before the site chrome was built.
export default function Head() {
  const pageContext = usePageContext() as PageContextServer;
  const details = errorDetails(pageContext.abortReason, pageContext.abortStatusCode, pageContext.is404);
  return <SeoTags {...errorSeoTags(details, pageContext.content, pageContext.mediaSource)} />;
}
