// Provides the mobx-state-tree store, rebuilt from the snapshot the server rendered with.
import { type ReactNode, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { createRootStore } from '../models/root-store.ts';
import { StoreContext } from '../models/store-context.tsx';

export default function Wrapper({ children }: { children: ReactNode }) {
  const { storeSnapshot } = usePageContext();
  // One store per page load in the browser; client-side navigation keeps the shopper's state.
  const [store] = useState(() => createRootStore(storeSnapshot));
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}
