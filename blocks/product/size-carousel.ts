// Narrow screens show the size tiles as a Swiper carousel. Swiper is imported only there, when the shopper
// reaches for the tiles (touch, pointer, focus), as an enhancement of the server-rendered list, which is a
// native scroll-snap row of the same layout until then.
import { onIntent } from '../shared/on-intent.ts';
import { centreActiveSlide, NARROW_SCREEN, takeCentredAtLoad } from './size-row-centre.ts';

type Destroyable = { destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void };

export function enhanceSizeCarousel(list: HTMLDivElement | null): (() => void) | undefined {
  const container = list?.parentElement;
  if (!list || !container || typeof window.matchMedia !== 'function') return undefined;
  const query = window.matchMedia(NARROW_SCREEN);
  let swiper: Destroyable | null = null;
  let cancelled = false;
  let loading = false;
  const enhance = () => {
    if (loading || swiper || !query.matches) return;
    loading = true;
    void import('./size-carousel-swiper.ts')
      .then(({ createSizeSwiper }) => {
        if (cancelled || swiper || !query.matches) return;
        const slides = [...list.children];
        const active = Math.max(
          0,
          slides.findIndex((slide) => slide.querySelector('.is-active')),
        );
        // Focus on a tile is what brought Swiper in: it starts on that tile, so the focused tile is in view.
        const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
        list.scrollLeft = 0;
        swiper = createSizeSwiper(container, list, focused >= 0 ? focused : active);
      })
      .finally(() => {
        loading = false;
      });
  };
  const stopWaiting = onIntent(container, enhance);
  if (query.matches && !takeCentredAtLoad(list)) centreActiveSlide(list);
  const update = () => {
    if (!query.matches && swiper) {
      swiper.destroy(true, true);
      swiper = null;
    }
  };
  query.addEventListener('change', update);
  return () => {
    cancelled = true;
    stopWaiting();
    query.removeEventListener('change', update);
    swiper?.destroy(true, true);
  };
}
