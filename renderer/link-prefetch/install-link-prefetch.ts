// The one place links are prefetched (Vike's own link prefetching is off in renderer/+config.ts): when a shopper
// points at, touches or tabs to a link, its page's code is fetched ahead, unless the connection says not to.
// The connection is asked at every intent, since a phone can move to 2G or turn on data saving at any time.
import { type ConnectionHints, type LinkAttributes, prefetchablePath, prefetchAllowed } from './prefetch-rules.ts';

type IntentTarget = { closest?(selector: string): (LinkAttributes & object) | null };

export type LinkPrefetchEnvironment = {
  document: { addEventListener(type: string, listener: (event: { target: unknown }) => void, options: AddEventListenerOptions): void };
  connection: () => ConnectionHints | null | undefined;
  currentUrl: () => string;
  prefetch: (path: string) => Promise<void>;
};

const INTENT_EVENTS = ['mouseover', 'touchstart', 'focusin'] as const;

export function installLinkPrefetch({ document, connection, currentUrl, prefetch }: LinkPrefetchEnvironment): void {
  const fetched = new Set<string>();
  const onIntent = (event: { target: unknown }) => {
    const link = (event.target as IntentTarget | null)?.closest?.('a[href]');
    if (!link || !prefetchAllowed(connection())) return;
    const path = prefetchablePath(link, currentUrl());
    if (!path || fetched.has(path)) return;
    fetched.add(path);
    // A failed prefetch costs nothing: the click loads the page as usual (and may try again).
    prefetch(path).catch(() => fetched.delete(path));
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
