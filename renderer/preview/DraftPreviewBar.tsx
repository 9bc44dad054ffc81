// The bar every page shows in draft mode (server/preview/): says the editor is looking at unpublished content
// that is neither cached nor indexed, and offers the way out. Fixed at the bottom, so it never hides the header.
import { usePageContext } from 'vike-react/usePageContext';
import './DraftPreviewBar.css';

export function DraftPreviewBar() {
  const { preview } = usePageContext();
  if (!preview) return null;
  return (
    <section className="draft-preview-bar" aria-label="Draft preview">
      <p className="draft-preview-bar__title">
        <span className="draft-preview-bar__dot" aria-hidden="true" />
        Draft preview
      </p>
      <p className="draft-preview-bar__text">
        {preview.draftUnavailable ? (
          'The CMS did not answer: this is the published page.'
        ) : (
          <>
            Unpublished changes, visible only to you.<span className="draft-preview-bar__more"> Not cached, not indexed.</span>
          </>
        )}
      </p>
      {/* A full page load, not client navigation: the server clears the cookie and sends you back here. */}
      <a className="draft-preview-bar__exit" href={preview.exitHref} data-vike="false" rel="nofollow">
        Exit preview
      </a>
    </section>
  );
}
