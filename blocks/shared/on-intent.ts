// Calls `act` on each sign the shopper is about to use an element (the pointer over it, a touch, a wheel, focus
// inside it, and with `whenVisible` its scrolling into view) until the returned stop is called. Enhancements
// that cost a download (Swiper) wait for this instead of loading on every visit; the server-rendered markup
// works meanwhile. `act` must be idempotent. Focus or a pointer already there counts as well.
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'wheel', 'focusin'] as const;

export function onIntent(element: HTMLElement, act: () => void, { whenVisible = false } = {}): () => void {
  for (const type of INTENT_EVENTS) element.addEventListener(type, act, { passive: true });
  const visibility =
    whenVisible && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) act();
        })
      : null;
  visibility?.observe(element);
  // Focus or the pointer may have arrived before the code listening for them (an island hydrating on that focus).
  if (element.contains(document.activeElement) || element.matches(':hover')) act();
  return () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, act);
    visibility?.disconnect();
  };
}
