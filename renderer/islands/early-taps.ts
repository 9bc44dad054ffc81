// A tap on an island's button before the page's script has arrived would do nothing: the island loader
// (island-loader.ts), which holds such taps and replays them once the island has hydrated, is not listening yet. On a
// phone network that is the first second or two after the page shows, when a shopper reaches for the menu. This
// script, a few hundred bytes inline in the page, holds those taps from the start; the loader takes them over when
// it starts, and replays each once (a second tap on a button that seemed dead must not close what the first opens).
import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE } from '../../blocks/islands/island-markup.ts';

/** The controls whose click is held until their island has hydrated (other links and <details> work without it). */
export const REPLAYED_CONTROLS = 'button, [role="button"], [role="tab"], a[href^="#"]';
/**
 * Those held before the script arrives are the ones that do nothing without it: links (tabs that are links too)
 * still go where they lead and a form's submit button still sends the form, should the script never come.
 */
const EARLY_HELD_CONTROLS = 'button, [role="button"], [role="tab"]';

/** Where the inline script leaves the taps it holds, for the loader. */
const HOLDER = 'heldIslandTaps';
type Holder = { held: HTMLElement[]; stop: () => void };

/** The inline script's text (its CSP hash is added by the page's policy, server/security/content-security-policy.ts). */
export const EARLY_TAPS_SCRIPT = `(() => {
const held = [];
const hold = (event) => {
  const control = event.target instanceof Element && event.target.closest(${JSON.stringify(EARLY_HELD_CONTROLS)});
  if (!control || control.matches("a[href]") || (control.form && control.type === "submit")) return;
  const island = control.closest("[${ISLAND_NAME_ATTRIBUTE}]");
  if (!island || island.hasAttribute("${ISLAND_HYDRATED_ATTRIBUTE}")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.includes(control)) held.push(control);
};
document.addEventListener("click", hold, true);
window.${HOLDER} = { held, stop: () => document.removeEventListener("click", hold, true) };
})();`;

/** Stops the inline script holding taps and hands over those it held, oldest first (none where it did not run). */
export function takeEarlyTaps(win: Window): HTMLElement[] {
  const holder = (win as unknown as Record<typeof HOLDER, Holder | undefined>)[HOLDER];
  if (!holder) return [];
  holder.stop();
  return [...holder.held];
}
