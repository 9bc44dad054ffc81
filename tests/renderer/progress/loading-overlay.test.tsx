import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import type { RootStoreInstance, RootStoreSnapshot } from '../../../models/root-store.ts';
import { StoreContext } from '../../../models/store-context.tsx';
import { LoadingOverlayHost } from '../../../renderer/progress/LoadingOverlayHost.tsx';

/** Renders like the server, waiting for lazy components, with a store whose UiStore has these flags. */
async function render(ui: object, children: ReactNode = <LoadingOverlayHost />): Promise<string> {
  const store = { ui } as unknown as RootStoreInstance;
  const { prelude } = await prerenderToNodeStream(
    <StoreContext.Provider value={{ store, snapshot: {} as RootStoreSnapshot, load: async () => store }}>{children}</StoreContext.Provider>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe('the full-screen loading overlay', () => {
  it('covers the page with the loading animation while the loading flag is on', async () => {
    const html = await render({ loadingOverlay: true });
    expect(html).toContain('class="loading-overlay"');
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading');
  });

  it('renders nothing while the flag is off', async () => {
    expect(await render({ loadingOverlay: false })).toBe('');
  });

  it('renders nothing when the store has no loading flag yet', async () => {
    expect(await render({})).toBe('');
  });
});
