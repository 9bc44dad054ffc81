// Every review in a swipe carousel for small screens (spec §2 "Other blocks"). The server renders the slides
// as a native scroll-snap row; Swiper is imported only on small screens, when the carousel scrolls into view
// or the shopper reaches for it (touch, pointer or focus), to enhance it.
import { useEffect, useRef, useState } from 'react';
import { onIntent } from './on-intent.ts';
import type { ReviewSwiper } from './review-carousel-swiper.ts';
import { type Testimonial, TestimonialCard } from './TestimonialCard.tsx';

/** The carousel is shown below this width; the CSS of the Testimonials block uses the same breakpoint. */
export const CAROUSEL_MEDIA = '(max-width: 767px)';

type Props = { reviews: readonly Testimonial[]; label: string };

export function TestimonialCarousel({ reviews, label }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const swiper = useRef<ReviewSwiper | null>(null);
  const [index, setIndex] = useState(0);
  // The row takes keyboard focus: the arrow keys scroll the native row, and move Swiper once it has taken over.
  // It stays focusable when Swiper arrives (often because the row was focused), so focus stays where it was.
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(CAROUSEL_MEDIA);
    let disposed = false;
    let loading = false;
    async function enhance() {
      if (loading || swiper.current || !query.matches || !viewport.current) return;
      loading = true;
      const { createReviewSwiper } = await import('./review-carousel-swiper.ts').finally(() => {
        loading = false;
      });
      if (disposed || swiper.current || !viewport.current) return;
      // Swiper takes over where the native row was scrolled to.
      const row = viewport.current.firstElementChild as HTMLElement | null;
      const slideWidth = (row?.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
      const at = row && slideWidth > 0 ? Math.round(row.scrollLeft / slideWidth) : 0;
      if (row) row.scrollLeft = 0;
      swiper.current = createReviewSwiper(viewport.current, setIndex);
      if (at > 0) swiper.current.slideTo(at, 0);
      setEnhanced(true);
    }
    const carousel = viewport.current?.parentElement;
    const stopWaiting = carousel ? onIntent(carousel, () => void enhance(), { whenVisible: true }) : () => {};
    return () => {
      disposed = true;
      stopWaiting();
      swiper.current?.destroy(true, true);
      swiper.current = null;
      setEnhanced(false);
    };
  }, []);

  /** Before Swiper arrives the buttons scroll the native row by one slide. */
  function go(step: 1 | -1) {
    if (swiper.current) {
      if (step === 1) swiper.current.slideNext();
      else swiper.current.slidePrev();
      return;
    }
    const row = viewport.current?.firstElementChild as HTMLElement | null;
    const slide = row?.firstElementChild as HTMLElement | null;
    if (!row || !slide) return;
    row.scrollBy({ left: step * slide.offsetWidth });
    setIndex((current) => Math.min(reviews.length - 1, Math.max(0, current + step)));
  }

  const atStart = index === 0;
  const atEnd = index >= reviews.length - 1;
  return (
    <div className="testimonial-carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="testimonial-carousel__viewport swiper" ref={viewport}>
        {/* The row scrolls and steps with the arrow keys; keyboard users reach it by Tab (a scrollable region's focus). */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the carousel's own keyboard: arrows step between reviews */}
        <div
          className="testimonial-carousel__row swiper-wrapper"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
          tabIndex={0}
          onKeyDown={(event) => {
            if (!enhanced || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
            event.preventDefault();
            const step = event.key === 'ArrowRight' ? 1 : -1;
            if (step === 1 ? !atEnd : !atStart) go(step);
          }}
        >
          {reviews.map((review, position) => (
            <div
              key={review.id}
              className="testimonial-carousel__slide swiper-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${reviews.length}`}
            >
              <TestimonialCard testimonial={review} />
            </div>
          ))}
        </div>
      </div>
      <div className="testimonial-carousel__controls">
        <button type="button" className="testimonial-carousel__button" aria-label="Previous review" aria-disabled={atStart} onClick={() => !atStart && go(-1)}>
          <Arrow direction="left" />
        </button>
        <p className="testimonial-carousel__count" aria-hidden="true">
          <span>{String(index + 1).padStart(2, '0')}</span> / {String(reviews.length).padStart(2, '0')}
        </p>
        <button type="button" className="testimonial-carousel__button" aria-label="Next review" aria-disabled={atEnd} onClick={() => !atEnd && go(1)}>
          <Arrow direction="right" />
        </button>
      </div>
    </div>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M20 12H4m6-6-6 6 6 6' : 'M4 12h16m-6-6 6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
