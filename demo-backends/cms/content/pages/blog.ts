// The blog index: an intro and the gallery, which lists the articles by category (spec §2 "Blog gallery").
import { BRAND_NAME, block, media, page, seo, tagline } from '../helpers.ts';

export const blogPage = page(
  'blog',
  'Journal',
  [
    block('PageIntro', {
      heading: 'The Journal',
      subHeading: 'Sleep, care and the making of our sheets',
      tagline: tagline('Blog'),
      backgroundImage: media('bedMorning'),
      icon: media('iconMonogram'),
      backgroundColour: 'neutral-1',
    }),
    block('BlogGallery', {
      heading: 'Latest stories',
      subHeading: null,
      allLabel: 'All blogs',
      seeAllLabel: 'See all content',
      defaultAuthorName: BRAND_NAME,
    }),
  ],
  seo('Journal | Linden & Tuck', 'Stories on better sleep, caring for sateen and how our tailored sheets are made.', ['sleep tips', 'sheet care', 'bed linen blog'], 'bedMorning'),
);
