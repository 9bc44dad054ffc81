// The error screen (spec §8): message (or 'Error') and status code; for 404 a link back home and the
// CMS '404' page's extra blocks. If drawing it fails in the browser, the boundary shows the nested fallback.
import './error-page.css';
import { usePageContext } from 'vike-react/usePageContext';
import { BlockList } from '../../blocks/BlockList.tsx';
import { errorDetails } from './error-details.ts';
import { ErrorPageBoundary } from './ErrorPageBoundary.tsx';
import type { NotFoundReason } from './not-found.ts';

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
  const extraBlocks = status === 404 ? ((pageContext.abortReason as NotFoundReason | undefined)?.blocks ?? []) : [];
  return (
    <>
      <section className="error-screen" aria-labelledby="error-heading">
        <div className="container error-screen__inner">
          <p className="error-screen__status">{status}</p>
          <h1 id="error-heading">{message}</h1>
          {status === 404 ? (
            <a className="button" href="/">
              Back to the home page
            </a>
          ) : (
            <p className="error-screen__hint">Please try again in a moment.</p>
          )}
        </div>
      </section>
      <BlockList blocks={extraBlocks} page="404" />
    </>
  );
}
