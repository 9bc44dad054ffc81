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
  const swiper = new Swiper(container, {
    modules: [A11y],
    slidesPerView: 1.25,
    spaceBetween: 12,
    centeredSlides: true,
    initialSlide,
    speed: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 400,
    a11y: {
      enabled: true,
      scrollOnFocus: false,
      slideRole: 'group',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      itemRoleDescriptionMessage: 'slide',
    },
  });
  followKeyboardFocus(swiper, container);
  return swiper;
}

/**
 * Slides the focused tile to the centre. Swiper's own focus handling ignores focus in its first 100 ms, and Swiper
 * arrives on the keyboard's first focus in the row, so a shopper tabbing on at once was left on a tile off screen.
 * A pointer press is left alone (Swiper marks it `clicked`): a drag that starts on a tile must not jump.
 */
function followKeyboardFocus(swiper: Swiper, container: HTMLElement) {
  const follow = (event: FocusEvent) => {
    const slide = event.target instanceof Element ? event.target.closest<HTMLElement>('.swiper-slide') : null;
    const index = slide ? swiper.slides.indexOf(slide) : -1;
    if (swiper.a11y.clicked || index < 0 || index === swiper.activeIndex) return;
    container.scrollLeft = 0;
    swiper.slideTo(index, 0);
  };
  container.addEventListener('focusin', follow);
  swiper.on('beforeDestroy', () => container.removeEventListener('focusin', follow));
}
