// Every picture a page downloads, as Chromium receives it (DevTools protocol): each image response's URL, type
// and encoded body size (bytes on the wire, headers left out), and whether it had arrived before the shopper
// scrolled. Shared by `npm run bench:images` and the browser test of the chosen candidates.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export type ImageResponse = { url: string; mimeType: string; status: number; bytes: number; beforeScrolling: boolean };

type Tracked = { url: string; isImage: boolean; mimeType: string; status: number; headerBytes: number; bytes: number; done: boolean; beforeScrolling: boolean };

const NETWORK_IDLE_MS = 500;
const IDLE_TIMEOUT_MS = 60_000;

export type ImageTraffic = {
  page: Page;
  /** Resolves once no request has been in flight for half a second (after the load event). */
  networkIdle(): Promise<void>;
  /** From now on, finished responses count as after scrolling. */
  markScrolling(): void;
  /** The image responses so far (data: URLs are not requests). */
  images(): ImageResponse[];
};

/**
 * A new page of `context` whose requests are tracked from its first one, brotli offered as a CDN would. Open it in
 * a fresh context to count a first visit: the browser's cache is left on, since preloads are matched through it.
 */
export async function trackedPage(context: BrowserContext): Promise<ImageTraffic> {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  const requests = new Map<string, Tracked>();
  const state = { loaded: false, scrolling: false };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    // A redirect reuses the request id: the earlier hop is replaced.
    requests.set(event.requestId, {
      url: event.request.url,
      isImage: event.type === 'Image',
      mimeType: '',
      status: 0,
      headerBytes: 0,
      bytes: 0,
      done: false,
      beforeScrolling: true,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    Object.assign(request, {
      mimeType: event.response.mimeType,
      status: event.response.status,
      headerBytes: event.response.encodedDataLength,
      isImage: request.isImage || event.response.mimeType.startsWith('image/'),
    });
  });
  const finish = (requestId: string, totalBytes: number) => {
    const request = requests.get(requestId);
    if (!request) return;
    Object.assign(request, { bytes: Math.max(0, totalBytes - request.headerBytes), done: true, beforeScrolling: !state.scrolling });
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, 0));
  cdp.on('Page.loadEventFired', () => {
    state.loaded = true;
  });
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'br, gzip, deflate' } });
  return {
    page,
    async networkIdle() {
      const deadline = Date.now() + IDLE_TIMEOUT_MS;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (!state.loaded || [...requests.values()].some((request) => !request.done)) quietSince = Date.now();
        else if (Date.now() - quietSince >= NETWORK_IDLE_MS) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const pending = [...requests.values()].filter((request) => !request.done).map((request) => request.url);
      throw new Error(
        `the network did not go idle within ${IDLE_TIMEOUT_MS / 1000} s on ${page.url()} (${state.loaded ? `waiting for ${pending.join(', ')}` : 'no load event'})`,
      );
    },
    markScrolling() {
      state.scrolling = true;
    },
    images: () =>
      [...requests.values()]
        .filter((request) => request.isImage && request.done)
        .map(({ url, mimeType, status, bytes, beforeScrolling }) => ({ url, mimeType, status, bytes, beforeScrolling })),
  };
}
