// On narrow screens the size tiles are a native scroll-snap row (until Swiper arrives), which starts where Swiper
// would: the active size (king in the new version) in the middle. A content page centres its rows at load with
// plain script (renderer/islands/content-page-client.ts), long before its island hydrates, if it ever does.

export const NARROW_SCREEN = '(max-width: 767.98px)';

/** The rows centred by the page's script at load: hydrating their island must not move them again. */
const centredAtLoad = new WeakSet<Element>();

/** The native row's active slide in the middle. */
export function centreActiveSlide(list: HTMLElement) {
  const slide = [...list.children].find((child) => child.querySelector('.is-active')) as HTMLElement | undefined;
  // The list is positioned, so each slide's offsetLeft is measured from it.
  if (slide) list.scrollLeft = slide.offsetLeft + slide.offsetWidth / 2 - list.clientWidth / 2;
}

/** Centres the page's size rows on a narrow screen (ProductSizeSection.tsx's list), once, at load. */
export function centreSizeRows(root: ParentNode, matchMedia: (query: string) => MediaQueryList) {
  if (!matchMedia(NARROW_SCREEN).matches) return;
  for (const list of root.querySelectorAll<HTMLElement>('.product-size__tiles')) {
    centreActiveSlide(list);
    centredAtLoad.add(list);
  }
}

/**
 * Whether the row still needs centring as its code starts: not when the page's script did it at load (the shopper
 * may have scrolled it since, and hydration comes as they reach for it), only the first time.
 */
export function takeCentredAtLoad(list: HTMLElement): boolean {
  return centredAtLoad.delete(list);
}
