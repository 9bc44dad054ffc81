// Pages of the site for test files that open many, one after another in one browser page kept across their tests:
// its HTTP cache stays warm (the site's scripts, styles and fonts arrive once, not once per check), and everything
// the site stored is forgotten before each page, so every page still opens as a new visitor's. Each page is
// awaited by events, not by Playwright's `networkidle`, which waits out 500 ms of quiet network on every page.
import type { Browser, BrowserContextOptions, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** One page, in a browser context of its own, for the tests of the enclosing block, which open pages in turn in it. */
export function pageForTests(chromium: { readonly browser: Browser }, options: BrowserContextOptions = {}): { readonly page: Page } {
  const holder: { page?: Page } = {};
  beforeAll(async () => {
    const context = await chromium.browser.newContext(options);
    holder.page = await context.newPage();
  });
  afterAll(async () => {
    await holder.page?.context().close();
  });
  return {
    get page() {
      if (!holder.page) throw new Error('The page is not open: use it inside a test or hook.');
      return holder.page;
    },
  };
}

/** Forgets all the site stored in `page`'s browser context (cookies, local and session storage, IndexedDB): the HTTP cache stays. */
async function forgetVisitor(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Storage.clearDataForOrigin', { origin: inject('baseUrl'), storageTypes: 'all' });
  } finally {
    await session.detach();
  }
}

/** The requests that can still change a page once it has loaded: island code and the data it fetches (not media). */
const CHANGING_REQUESTS = new Set(['script', 'fetch', 'xhr']);
/** How long a page may keep such a request in flight before the wait fails, naming it. */
const QUIET_TIMEOUT_MS = 30_000;

/** Counts `page`'s script and data requests in flight; `quiet()` resolves once none is. End it with `stop()`. */
function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  let quietNow: (() => void) | undefined;
  const started = (request: Request) => {
    if (CHANGING_REQUESTS.has(request.resourceType())) inFlight.add(request);
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) quietNow?.();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const quiet = async () => {
    if (inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        quietNow = resolve;
        timer = setTimeout(() => {
          const urls = [...inFlight].map((request) => request.url());
          reject(new Error(`${page.url()} still had requests in flight after ${QUIET_TIMEOUT_MS} ms: ${urls.join(', ')}`));
        }, QUIET_TIMEOUT_MS);
      });
    } finally {
      clearTimeout(timer);
      quietNow = undefined;
    }
  };
  return {
    quiet,
    get inFlight() {
      return inFlight.size;
    },
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Opens `path` in `page` as a new visitor and resolves, with the document's response, once the page has loaded,
 * hydrated and come to rest: its idle work started (the islands that hydrate on idle), then no script or data
 * request in flight for two animation frames in a row (a response can start the next request, an island's code
 * its data). With `hydrated: false` (scripts disabled or held back) it resolves at the load event.
 */
export async function visitAtRest(page: Page, path: string, { hydrated = true } = {}): Promise<Response | null> {
  await forgetVisitor(page);
  const requests = watchRequests(page);
  try {
    const response = await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'load' });
    if (!hydrated) return response;
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    for (;;) {
      await requests.quiet();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (requests.inFlight === 0) return response;
    }
  } finally {
    requests.stop();
  }
}
