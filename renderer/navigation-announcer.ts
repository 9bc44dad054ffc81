// After a client-side navigation a screen reader hears nothing by itself (no page load): the new page's title is
// announced from a live region kept outside the page's React tree (so it is not replaced with the page), and focus
// starts again at the top of the new page's <main>, as after a page load, unless the page has put it somewhere in
// <main> itself (the purchase flow's step heading) or a dialog holds it.

const ANNOUNCER_ID = 'navigation-announcer';

function announcer(): HTMLElement {
  const existing = document.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const region = document.createElement('p');
  region.id = ANNOUNCER_ID;
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  document.body.append(region);
  return region;
}

export function announceNavigation(): void {
  const region = announcer();
  // The title is set as the new page renders; read it once that has happened.
  requestAnimationFrame(() => {
    region.textContent = document.title;
    const focused = document.activeElement;
    const main = document.getElementById('main');
    const placed = focused && focused !== document.body && (main?.contains(focused) || focused.closest('[role="dialog"]'));
    if (main && !placed) main.focus({ preventScroll: true });
  });
}
