// Narrow screens show the size tiles as a Swiper carousel. Swiper is imported only there, after hydration,
// as an enhancement of the server-rendered list (which scrolls sideways on its own until then).
const NARROW = '(max-width: 767.98px)';

type Destroyable = { destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void };

export function enhanceSizeCarousel(list: HTMLDivElement | null): (() => void) | undefined {
  const container = list?.parentElement;
  if (!list || !container || typeof window.matchMedia !== 'function') return undefined;
  const query = window.matchMedia(NARROW);
  let swiper: Destroyable | null = null;
  let cancelled = false;
  const update = () => {
    if (query.matches && !swiper) {
      void import('./size-carousel-swiper.ts').then(({ createSizeSwiper }) => {
        if (cancelled || swiper || !query.matches) return;
        const active = Math.max(0, [...list.children].findIndex((slide) => slide.querySelector('.is-active')));
        swiper = createSizeSwiper(container, list, active);
      });
    } else if (!query.matches && swiper) {
      swiper.destroy(true, true);
      swiper = null;
    }
  };
  update();
  query.addEventListener('change', update);
  return () => {
    cancelled = true;
    query.removeEventListener('change', update);
    swiper?.destroy(true, true);
  };
}
