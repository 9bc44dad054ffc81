// The JavaScript a browser actually receives for a page before the shopper does anything: Chromium (via the
// DevTools protocol) opens the page with brotli allowed and nobody touches it; every script response is counted
// with its encoded (on-the-wire) size, headers included, split at the load event, until the browser has had an
// idle period after the load event (so a script fetched "on idle" counts) and the network is then quiet. The
// fonts it downloads and preloads are counted beside them. Shared by `bench:size` and `bench:js-wire`.
import type { Browser, CDPSession } from 'playwright-core';

/** One script as received: `encodedBytes` is its response headers and compressed body. */
export type ScriptResponse = { url: string; encodedBytes: number; beforeLoad: boolean };
export type JsOnWire = {
  path: string;
  scripts: ScriptResponse[];
  totalBytes: number;
  beforeLoadBytes: number;
  requestsBeforeLoad: number;
  /** Font files downloaded until the network is idle, and their bytes as received. */
  fontFiles: number;
  fontBytes: number;
  /** <link rel="preload" as="font"> in the page. */
  preloadedFonts: number;
};

/** Chromium offers brotli only over https; the site serves it to any client that asks, as a CDN would. */
const ACCEPT_ENCODING = 'br, gzip, deflate';
const NETWORK_IDLE_MS = 500;
const PAGE_TIMEOUT_MS = 30_000;

type Tracked = { url: string; isScript: boolean; isFont: boolean; startedBeforeLoad: boolean; headerBytes: number; bodyBytes: number; done: boolean };

function isScriptRequest(type: string | undefined, url: string): boolean {
  return type === 'Script' || /\.m?js(\?|$)/.test(new URL(url).pathname);
}

/** Resolves once no request has been in flight for NETWORK_IDLE_MS (after the load event). */
async function networkIdle(requests: Map<string, Tracked>, loaded: () => boolean, deadline: number): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = !loaded() || [...requests.values()].some((request) => !request.done);
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= NETWORK_IDLE_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the network did not go idle within ${PAGE_TIMEOUT_MS} ms`);
}

function track(cdp: CDPSession, state: { loaded: boolean }): Map<string, Tracked> {
  const requests = new Map<string, Tracked>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    requests.set(event.requestId, {
      url: event.request.url,
      isScript: isScriptRequest(event.type, event.request.url),
      isFont: event.type === 'Font',
      startedBeforeLoad: !state.loaded,
      headerBytes: 0,
      bodyBytes: 0,
      done: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.headerBytes = event.response.encodedDataLength;
  });
  const finish = (requestId: string, totalBytes: number) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.bodyBytes = Math.max(0, totalBytes - request.headerBytes);
    request.done = true;
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, 0));
  cdp.on('Page.loadEventFired', () => {
    state.loaded = true;
  });
  return requests;
}

/** Opens `baseUrl + path` in a fresh context (empty cache) and counts its scripts until the network is idle. */
export async function measureJsOnWire(browser: Browser, baseUrl: string, path: string, viewport = { width: 375, height: 800 }): Promise<JsOnWire> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const state = { loaded: false };
    const requests = track(cdp, state);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': ACCEPT_ENCODING } });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    await networkIdle(requests, () => state.loaded, deadline);
    // Work a page defers to the browser's idle time starts now; whatever it fetches is still before any interaction.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    await networkIdle(requests, () => state.loaded, deadline);
    const scripts = [...requests.values()]
      .filter((request) => request.isScript)
      .map((request) => ({ url: new URL(request.url).pathname, encodedBytes: request.headerBytes + request.bodyBytes, beforeLoad: request.startedBeforeLoad }));
    const sum = (list: ScriptResponse[]) => list.reduce((total, script) => total + script.encodedBytes, 0);
    const beforeLoad = scripts.filter((script) => script.beforeLoad);
    const fonts = [...requests.values()].filter((request) => request.isFont);
    const preloadedFonts = await page.evaluate(() => document.querySelectorAll('link[rel="preload"][as="font"]').length);
    return {
      path,
      scripts,
      totalBytes: sum(scripts),
      beforeLoadBytes: sum(beforeLoad),
      requestsBeforeLoad: beforeLoad.length,
      fontFiles: fonts.length,
      fontBytes: fonts.reduce((total, font) => total + font.bodyBytes, 0),
      preloadedFonts,
    };
  } finally {
    await context.close();
  }
}
