// Testimonials (spec §2 "Other blocks", §9): the first 5 active reviews in a scrolling strip on wider screens,
// every active review in a swipe carousel on small screens, and an optional button (e.g. to all reviews).
import './Testimonials.css';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { CmsButton } from '../shared/CmsButton.tsx';
import { surface } from '../shared/surface.ts';
import { TestimonialCarousel } from '../shared/TestimonialCarousel.tsx';
import { activeTestimonials, TestimonialCard } from '../shared/TestimonialCard.tsx';

/** The strip shows at most this many reviews (spec §9). */
export const STRIP_LIMIT = 5;

export function Testimonials({ block }: BlockProps<'Testimonials'>) {
  const reviews = activeTestimonials(block.testimonials);
  const headingId = `testimonials-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`testimonials ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="container">
        <BlockHeading id={headingId} heading={block.heading} subHeading={block.subHeading} />
      </div>
      {reviews.length > 0 && (
        <>
          {/* Focusable so keyboard users can scroll it with the arrow keys. */}
          <div className="testimonials__strip" role="region" aria-label={`${block.heading}: latest reviews`} tabIndex={0}>
            <ul className="testimonials__strip-list">
              {reviews.slice(0, STRIP_LIMIT).map((review) => (
                <li key={review.id} className="testimonials__strip-item">
                  <TestimonialCard testimonial={review} />
                </li>
              ))}
            </ul>
          </div>
          <div className="testimonials__carousel container">
            <TestimonialCarousel reviews={reviews} label={`${block.heading}: all reviews`} />
          </div>
        </>
      )}
      {block.button && (
        <div className="testimonials__action container">
          <CmsButton button={block.button} />
        </div>
      )}
    </section>
  );
}
