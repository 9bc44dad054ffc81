// Loaded on demand by TestimonialCarousel only: Swiper and its CSS never reach a page's first load.
// The CSS comes in as text and is added when this module runs: the site bundles all other CSS into one
// stylesheet (cssCodeSplit: false), which would otherwise pull Swiper's styles into every page.
import { Swiper } from 'swiper';
import { A11y } from 'swiper/modules';
import swiperA11yCss from 'swiper/css/a11y?inline';
import swiperCss from 'swiper/css?inline';

function addSwiperStyles() {
  if (document.getElementById('swiper-styles')) return;
  const style = document.createElement('style');
  style.id = 'swiper-styles';
  style.textContent = `${swiperCss}\n${swiperA11yCss}`;
  // First in <head>, so the site's own carousel rules (same specificity) still win.
  document.head.prepend(style);
}

export type ReviewSwiper = Swiper;

/** Turns the server-rendered slides in `container` into a swipeable carousel, one review at a time with the next peeking in. */
export function createReviewSwiper(container: HTMLElement, onSlideChange: (index: number) => void): ReviewSwiper {
  addSwiperStyles();
  const swiper = new Swiper(container, {
    modules: [A11y],
    slidesPerView: 1.12,
    spaceBetween: 16,
    speed: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 450,
    a11y: {
      enabled: true,
      slideRole: 'group',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      itemRoleDescriptionMessage: 'slide',
    },
  });
  swiper.on('slideChange', () => onSlideChange(swiper.activeIndex));
  return swiper;
}
