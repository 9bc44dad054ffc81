// One Chromium per test file (Debian's, see scripts/support/chromium.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../../scripts/support/chromium.ts';

export { CHROMIUM_FLAGS, launchChromium } from '../../../scripts/support/chromium.ts';

/** One Chromium for the tests of a file: launched before them, closed after them. Use `chromium.browser`. */
export function chromiumForFile(): { readonly browser: Browser } {
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
