import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_RATING, ratingFromStars, StarRating, wholeStars } from '../../../blocks/shared/StarRating.tsx';

describe('star rating', () => {
  it("maps 'stars-1'..'stars-5' to 1..5", () => {
    expect(['stars-1', 'stars-2', 'stars-3', 'stars-4', 'stars-5'].map(ratingFromStars)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives no rating for anything else', () => {
    for (const value of ['stars-0', 'stars-6', 'stars-', '5', 'Stars-5', 'stars-5 ', '', null, undefined]) {
      expect(ratingFromStars(value)).toBeNull();
    }
  });

  it(`keeps ratings to whole stars between 0 and ${MAX_RATING}`, () => {
    expect([-1, 0, 3.4, 4.6, 5, 9].map(wholeStars)).toEqual([0, 0, 3, 5, 5, 5]);
  });

  it('is read out as one phrase, with the stars themselves hidden', () => {
    const html = renderToStaticMarkup(<StarRating rating={4} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html.match(/<svg/g)).toHaveLength(5);
    expect(html.match(/star-rating__star--on/g)).toHaveLength(4);
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(5);
  });
});
