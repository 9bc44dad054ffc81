// Testimonials (spec §2 page-testimonials): intro, review grid, call to action.
import { block, button, media, page, seo, tagline } from '../helpers.ts';
import { testimonials } from '../shared/testimonials.ts';

export const testimonialsPage = page(
  'testimonials',
  'Reviews',
  [
    block('PageIntro', {
      heading: 'Reviews',
      subHeading: 'From bedrooms all over Australia',
      tagline: tagline('Five stars, mostly'),
      backgroundImage: media('bedSand'),
      icon: media('iconMonogram'),
      backgroundColour: 'neutral-1',
    }),
    block('TestimonialGrid', {
      heading: 'What our customers say',
      subHeading: null,
      testimonials: testimonials(),
      backgroundColour: 'neutral-white',
    }),
    block('PageCallToAction', {
      heading: 'Your turn',
      subHeading: 'Free tracked shipping and 30-day free returns.',
      button: button('Build your set', 'buy'),
      backgroundImage: media('bedEvening'),
      darkMode: true,
    }),
  ],
  seo('Reviews | Linden & Tuck', 'Customer reviews of Linden & Tuck tailored organic-cotton sateen sheet sets.', ['sheet reviews', 'sateen sheets reviews'], 'bedSand'),
);
