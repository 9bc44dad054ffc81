// What a Lighthouse report says about a page's Largest Contentful Paint, in one row: the element, the file it
// waited for (size on the wire, the browser's priority, whether a <link rel=preload> fetched that very file or
// another one), the phases of the simulated LCP, the stylesheets and scripts that blocked the first render, and
// the machine's speed when it ran (Lighthouse's benchmark index: a busy shared machine scores low, and the
// simulated main-thread work, TBT above all, grows with it).
import type { Result } from 'lighthouse';

export type LcpRequest = { url: string; kb: number; priority: string; mimeType: string; preloaded: boolean; observedMs: number };

export type LcpDescription = {
  /** The LCP element's CSS selector, or '?' when Lighthouse found none. */
  element: string;
  /** The file the LCP element showed (an image), null for text. */
  request: LcpRequest | null;
  /** The simulated LCP's phases in ms: TTFB, Load Delay, Load Time, Render Delay (text: TTFB and Render Delay). */
  phases: Record<string, number>;
  /** Image files preloaded that are not the LCP file (a preload that did not match the candidate the browser chose). */
  otherPreloads: string[];
  /** Render-blocking requests with the time Lighthouse says they cost. */
  renderBlocking: { url: string; ms: number }[];
  benchmarkIndex: number;
};

type NetworkRequest = {
  url: string;
  transferSize?: number;
  priority?: string;
  mimeType?: string;
  resourceType?: string;
  isLinkPreload?: boolean;
  networkRequestTime?: number;
  networkEndTime?: number;
};
type Table<T> = { type: string; items?: T[] };

const itemsOf = <T>(lhr: Result, id: string): T[] => ((lhr.audits[id]?.details as Table<T> | undefined)?.items ?? []) as T[];

export const shortUrl = (url: string) => {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
};

/** The LCP image's URL: the end of the initiator chain Lighthouse records for it (none for text). */
function lcpImageUrl(lhr: Result): string | null {
  const debug = (lhr.audits['prioritize-lcp-image']?.details as { debugData?: { initiatorPath?: { url: string }[] } } | undefined)?.debugData;
  return debug?.initiatorPath?.[0]?.url ?? null;
}

export function describeLcp(lhr: Result): LcpDescription {
  const [elementTable, phaseTable] = itemsOf<Table<Record<string, unknown>>>(lhr, 'largest-contentful-paint-element');
  const node = elementTable?.items?.[0]?.node as { selector?: string } | undefined;
  const phases = Object.fromEntries((phaseTable?.items ?? []).map((row) => [String(row.phase), Number(row.timing)]));
  const requests = itemsOf<NetworkRequest>(lhr, 'network-requests');
  const imageUrl = lcpImageUrl(lhr);
  const found = imageUrl ? requests.find((request) => request.url === imageUrl) : undefined;
  const request: LcpRequest | null = found
    ? {
        url: shortUrl(found.url),
        kb: Math.round((found.transferSize ?? 0) / 102.4) / 10,
        priority: found.priority ?? '?',
        mimeType: found.mimeType ?? '?',
        preloaded: found.isLinkPreload === true,
        observedMs: Math.round((found.networkEndTime ?? 0) - (found.networkRequestTime ?? 0)),
      }
    : null;
  const otherPreloads = requests.filter((r) => r.isLinkPreload && r.resourceType === 'Image' && r.url !== imageUrl).map((r) => shortUrl(r.url));
  const renderBlocking = itemsOf<{ url: string; wastedMs?: number }>(lhr, 'render-blocking-insight').map((item) => ({
    url: shortUrl(item.url),
    ms: Math.round(item.wastedMs ?? 0),
  }));
  return { element: node?.selector ?? '?', request, phases, otherPreloads, renderBlocking, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
}
