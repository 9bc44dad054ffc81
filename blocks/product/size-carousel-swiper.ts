// Loaded on demand by size-carousel.ts only: Swiper and its CSS never reach a page's first load.
import { Swiper } from 'swiper';
import { A11y } from 'swiper/modules';
import swiperA11yCss from 'swiper/css/a11y?inline';
import swiperCss from 'swiper/css?inline';

function addSwiperStyles() {
  if (document.getElementById('swiper-styles')) return;
  const style = document.createElement('style');
  style.id = 'swiper-styles';
  style.textContent = `${swiperCss}\n${swiperA11yCss}`;
  document.head.prepend(style);
}

/** One size at a time with the next peeking in, starting on the active size (king in the new version). */
export function createSizeSwiper(container: HTMLElement, list: HTMLElement, initialSlide: number): Swiper {
  addSwiperStyles();
  container.classList.add('swiper');
  list.classList.add('swiper-wrapper');
  for (const slide of list.children) slide.classList.add('swiper-slide');
  return new Swiper(container, {
    modules: [A11y],
    slidesPerView: 1.25,
    spaceBetween: 12,
    centeredSlides: true,
    initialSlide,
    speed: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 400,
    a11y: { enabled: true, slideRole: 'group', slideLabelMessage: '{{index}} of {{slidesLength}}', itemRoleDescriptionMessage: 'slide' },
  });
}
