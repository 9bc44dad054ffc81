// A review's star rating (spec §3 Testimonial: rating 1-5; §9: rating up to 5), read out as one phrase.
import './StarRating.css';

export const MAX_RATING = 5;

/** Older CMS fields name a rating 'stars-1'..'stars-5' (spec §3 "star helper"); anything else has no rating. */
export function ratingFromStars(value: string | null | undefined): number | null {
  const match = /^stars-([1-5])$/.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

/** Whole stars between 0 and MAX_RATING. */
export const wholeStars = (rating: number): number => Math.min(MAX_RATING, Math.max(0, Math.round(rating)));

const STAR_PATH = 'M10 1.6l2.47 5.3 5.8.62-4.33 3.93 1.2 5.72L10 14.27l-5.14 2.9 1.2-5.72L1.73 7.52l5.8-.62z';

export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const stars = wholeStars(rating);
  return (
    <span className={`star-rating ${className}`.trim()} role="img" aria-label={`Rated ${stars} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <svg
          key={index}
          className={`star-rating__star${index < stars ? ' star-rating__star--on' : ''}`}
          viewBox="0 0 20 20"
          width="14"
          height="14"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
