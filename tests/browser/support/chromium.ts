// Debian's Chromium driven by playwright-core (no browser download is possible on these machines).
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** One Chromium for the tests of a file: launched before them, closed after them. Use `chromium.browser`. */
export function useChromium(): { readonly browser: Browser } {
  const holder: { browser?: Browser } = {};
  beforeAll(async () => {
    holder.browser = await launchChromium();
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return {
    get browser() {
      if (!holder.browser) throw new Error('Chromium is not running: use the browser inside a test or hook.');
      return holder.browser;
    },
  };
}
