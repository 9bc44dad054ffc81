// One customer review (spec §3 Testimonial): stars, the review, the reviewer and the month of the review.
import './TestimonialCard.css';
import type { CmsSchemas } from '../../content/cms-types.ts';
import { CmsImage } from './CmsImage.tsx';
import { fixedBox } from '../../content/images/image-box.ts';
import { StarRating } from './StarRating.tsx';

export type Testimonial = CmsSchemas['Testimonial'];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-10-18' → 'October 2026'. Spelled out by hand so server and browser render the same text. */
export function reviewMonth(date: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : date;
}

/** Only reviews the editor left active are shown (spec §3). */
export const activeTestimonials = (testimonials: readonly Testimonial[]): Testimonial[] => testimonials.filter((t) => t.isActive);

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card">
      <StarRating rating={testimonial.rating} />
      <blockquote className="testimonial-card__review">
        <p>{testimonial.review}</p>
      </blockquote>
      <figcaption className="testimonial-card__by">
        {testimonial.icon?.data && <CmsImage className="testimonial-card__avatar" image={testimonial.icon} box={fixedBox(40, 1)} decorative />}
        <span className="testimonial-card__who">
          <span className="testimonial-card__name">{testimonial.name}</span>
          <time className="testimonial-card__date" dateTime={testimonial.date}>
            {reviewMonth(testimonial.date)}
          </time>
        </span>
      </figcaption>
    </figure>
  );
}
