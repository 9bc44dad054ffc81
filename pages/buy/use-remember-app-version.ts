// Keeps the visit's V1.0 / V1.1 cookie in step with the flow when the version changes in the browser (the toggle,
// or Back to a step of the other version), so 'Start now', 'Edit cart' and 'Buy now' open that version later.
import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { appVersionCookieText, type AppVersionMemory } from '../../shop-rules/app-version-memory.ts';

export function useRememberAppVersion(store: RootStoreInstance, memory: AppVersionMemory | null) {
  const cookieName = memory?.cookieName;
  useEffect(() => {
    if (!cookieName) return;
    return reaction(
      () => store.buyFlow.appVersion,
      (version) => {
        document.cookie = appVersionCookieText(cookieName, version, window.location.protocol === 'https:');
      },
    );
  }, [store, cookieName]);
}
