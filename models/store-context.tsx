import { createContext, useContext } from 'react';
import type { RootStoreInstance } from './root-store.ts';

export const StoreContext = createContext<RootStoreInstance | null>(null);

export function useStore(): RootStoreInstance {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore() needs <StoreContext.Provider> (renderer/+Wrapper.tsx)');
  return store;
}
