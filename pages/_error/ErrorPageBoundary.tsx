// Catches a failure of the error page itself in the browser (for example a client-side navigation whose
// not-found content cannot be drawn) and shows the nested fallback instead of a blank page (spec §8).
// On the server React does not use boundaries; there server/rendering/nested-error-page.ts answers instead.
import { Component, type ReactNode } from 'react';
import { NESTED_ERROR_LINK_TEXT, NESTED_ERROR_MESSAGE } from '../../content/nested-error-texts.ts';

type State = { failed: boolean };

export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="error-screen" role="alert">
        <div className="container error-screen__inner">
          <h1>{NESTED_ERROR_MESSAGE}</h1>
          <a className="button" href="/">
            {NESTED_ERROR_LINK_TEXT}
          </a>
        </div>
      </section>
    );
  }
}
