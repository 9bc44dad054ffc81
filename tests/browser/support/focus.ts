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
