// Around a lazily loaded component: if its code cannot be fetched, it renders nothing instead of taking the
// whole page down; the chunk-load recovery (install-chunk-reload.ts) reloads the page or says what failed.
import { Component, type ReactNode } from 'react';

export class LoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
