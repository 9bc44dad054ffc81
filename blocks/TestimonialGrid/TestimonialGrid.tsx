// Testimonial grid (testimonials page, spec §2, §9): every active review in a masonry grid with an 18 px gutter.
// CSS columns keep the reading order: down the first column, then the next.
import './TestimonialGrid.css';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { MAX_RATING } from '../shared/StarRating.tsx';
import { surface } from '../shared/surface.ts';
import { activeTestimonials, TestimonialCard, type Testimonial } from '../shared/TestimonialCard.tsx';

/** '4.9 out of 5 from 8 reviews', rounded to one decimal. */
export function ratingSummary(reviews: readonly Testimonial[]): string | null {
  if (reviews.length === 0) return null;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  const rounded = Math.round(average * 10) / 10;
  return `${rounded.toFixed(1)} out of ${MAX_RATING} from ${reviews.length} ${reviews.length === 1 ? 'review' : 'reviews'}`;
}

export function TestimonialGrid({ block }: BlockProps<'TestimonialGrid'>) {
  const reviews = activeTestimonials(block.testimonials);
  const headingId = `testimonial-grid-${block.id}`;
  const summary = ratingSummary(reviews);
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`testimonial-grid ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="container">
        <BlockHeading id={headingId} heading={block.heading} subHeading={block.subHeading} />
        {summary && <p className="testimonial-grid__summary">{summary}</p>}
        <ul className="testimonial-grid__list">
          {reviews.map((review) => (
            <li key={review.id} className="testimonial-grid__item">
              <TestimonialCard testimonial={review} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
