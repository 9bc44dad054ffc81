// The error screen (spec §8): message (or 'Error') and status code. A 404 shows the CMS '404' page (its NotFound
// block and what follows it); only without one does it fall back to the fixed message and a link home.
// If drawing it fails in the browser, the boundary shows the nested fallback.
import './error-page.css';
import { usePageContext } from 'vike-react/usePageContext';
import { BlockList } from '../../blocks/BlockList.tsx';
import { ownsPageHeading } from '../../blocks/registry.ts';
import { errorDetails, NOT_FOUND_SLUG } from './error-details.ts';
import { ErrorPageBoundary } from './ErrorPageBoundary.tsx';
import { hasEditorNotFoundBlock, NOT_FOUND_HOME_LINK_TEXT, type NotFoundReason } from './not-found.ts';

export default function Page() {
  return (
    <ErrorPageBoundary>
      <ErrorScreen />
    </ErrorPageBoundary>
  );
}

function ErrorScreen() {
  const pageContext = usePageContext();
  const { status, message } = errorDetails(pageContext.abortReason, pageContext.abortStatusCode, pageContext.is404);
  const cmsBlocks = status === 404 ? ((pageContext.abortReason as NotFoundReason | undefined)?.blocks ?? []) : [];
  if (hasEditorNotFoundBlock(cmsBlocks)) {
    const opensWithHeading = ownsPageHeading(cmsBlocks[0]!.componentName);
    return (
      <>
        {!opensWithHeading && <h1 className="visually-hidden">{message}</h1>}
        <BlockList blocks={cmsBlocks} page={NOT_FOUND_SLUG} />
      </>
    );
  }
  return (
    <>
      <section className="error-screen" aria-labelledby="error-heading">
        <div className="container error-screen__inner">
          <p className="error-screen__status">{status}</p>
          <h1 id="error-heading">{message}</h1>
          {status === 404 ? (
            <a className="button" href="/">
              {NOT_FOUND_HOME_LINK_TEXT}
            </a>
          ) : (
            <p className="error-screen__hint">Please try again in a moment.</p>
          )}
        </div>
      </section>
      <BlockList blocks={cmsBlocks} page={NOT_FOUND_SLUG} />
    </>
  );
}
