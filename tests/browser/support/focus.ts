// What a keyboard shopper's focus is on, for the accessibility tests: the element itself, and where it sits.
import type { Locator, Page } from 'playwright-core';

/** True when `locator` is the document's focused element. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** The focused element as a shopper would name it: 'button "Yes, delete"', 'select "Size"', or 'body' when focus was dropped. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return 'body';
    const labelled = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
      element.closest('label')?.firstChild?.textContent ??
      element.textContent ??
      '';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${name.replace(/\s+/g, ' ').trim()}"`;
  });
}

/** Presses Tab until `done` says the focused element is the one wanted (at most `limit` presses); false if never. */
export async function tabUntil(page: Page, done: () => Promise<boolean>, limit = 40): Promise<boolean> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await done()) return true;
  }
  return false;
}

/**
 * Where the focused element is on screen: `hidden` names what covers it or says it is off screen (an empty
 * string when every part of it inside the viewport can be seen). An element taller than most of the viewport
 * only has to show a good part of itself.
 */
export function focusedPlacement(page: Page): Promise<{ name: string; hidden: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'body', hidden: 'focus is on the page itself' };
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const rect = element.getBoundingClientRect();
    const points: [number, number][] = [];
    for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98])
      for (const fy of [0.02, 0.25, 0.5, 0.75, 0.98]) points.push([rect.left + rect.width * fx, rect.top + rect.height * fy]);
    const onScreen = points.filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
    const tall = rect.height > innerHeight * 0.6 || rect.width > innerWidth * 0.95;
    if (onScreen.length < (tall ? 10 : points.length)) {
      return { name, hidden: `off screen (${Math.round(rect.left)}, ${Math.round(rect.top)}, ${Math.round(rect.width)} × ${Math.round(rect.height)})` };
    }
    const covers = onScreen.map(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit && hit !== element && !element.contains(hit) && !hit.contains(element)
        ? `under ${hit.tagName.toLowerCase()}.${String(hit.className).split(' ')[0]} at (${Math.round(x)}, ${Math.round(y)})`
        : '';
    });
    const covered = covers.filter(Boolean);
    // A control that fits must show whole; one taller than the room between the bars must show most of itself.
    if (tall ? onScreen.length - covered.length < 15 : covered.length > 0) return { name, hidden: covered[0] ?? 'mostly off screen' };
    return { name, hidden: '' };
  });
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts `page`'s requests in flight from now on, for `untilFocusSettles` (call it before the page is used). */
export function trackRequests(page: Page): void {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Resolves once what focus set moving has come to rest: no request of the page in flight (focus can bring a
 * carousel's code in) and the focused element, and the page's scroll, unchanged for `frames` animation frames in a
 * row (a carousel sliding the focused tile into view, a smooth scroll). Frames, not milliseconds: a busy machine
 * draws fewer of them, and the wait grows with it. Throws after `timeoutMs` of motion.
 */
export async function untilFocusSettles(page: Page, { frames = 3, timeoutMs = 10_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const pending = inFlight.get(page);
  for (;;) {
    while (pending && pending.size > 0) {
      if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const still = await page.evaluate(
      ([wanted, remainingMs]) =>
        new Promise<boolean>((resolve) => {
          const giveUpAt = performance.now() + remainingMs;
          const where = () => {
            const element = document.activeElement;
            const box = element?.getBoundingClientRect();
            return JSON.stringify([box?.x, box?.y, box?.width, box?.height, scrollX, scrollY]);
          };
          let last = where();
          let unchanged = 0;
          const step = () => {
            const now = where();
            unchanged = now === last ? unchanged + 1 : 0;
            last = now;
            if (unchanged >= wanted) resolve(true);
            else if (performance.now() > giveUpAt) resolve(false);
            else requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      [frames, Math.max(0, deadline - Date.now())] as const,
    );
    if (!still) throw new Error(`the focused element was still moving after ${timeoutMs} ms`);
    // A request that started while the frames were counted (a carousel's code) can move things once it arrives.
    if (!pending || pending.size === 0) return;
  }
}
