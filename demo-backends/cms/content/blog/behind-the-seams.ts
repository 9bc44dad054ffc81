// Articles in "Behind the seams".
import { block, media } from '../helpers.ts';
import { article } from './categories.ts';

export const cottonToBedArticle = article({
  id: 6,
  slug: 'from-cotton-boll-to-bed',
  heading: 'From cotton boll to bed',
  subHeading: 'Where our organic cotton comes from, and what happens to it on the way to you.',
  image: 'cottonBoll',
  authorName: 'Jack Callaghan',
  date: '2026-08-05',
  readingTime: 7,
  richText: null,
  category: 'behindTheSeams',
  description: 'The journey of our organic cotton from the field to the mill, the cutting table and your bed.',
  keywords: ['organic cotton', 'sustainable bed linen', 'how sheets are made'],
  blogContent: [
    block('BlogIntroText', {
      heading: null,
      text: 'Good sheets start long before the sewing machine. They start with the length of a cotton fibre.',
    }),
    block('BlogTwoColumn', {
      heading: 'Long-staple, organic',
      text: 'Longer fibres spin into finer, stronger yarns, which means a smoother sateen that pills less. Grown without synthetic pesticides or fertilisers.',
      image: media('cottonBoll'),
      imagePosition: 'left',
    }),
    block('BlogTwoColumn', {
      heading: 'Cut in Marrickville',
      text: 'The woven sateen arrives in our workroom on the bolt. Every fitted sheet is cut for one order, one size and one depth band.',
      image: media('workshop'),
      imagePosition: 'right',
    }),
    block('BlogFullWidthImage', { image: media('sewing'), caption: 'French seams on every corner.' }),
  ],
});

export const hotelCornerArticle = article({
  id: 7,
  slug: 'the-hotel-corner',
  heading: 'The story of the hotel corner',
  subHeading: 'Why our top sheet comes with its corners already sewn.',
  image: 'topSheet',
  authorName: 'Margot Ellis',
  date: '2026-07-22',
  readingTime: 4,
  richText: null,
  category: 'behindTheSeams',
  description: 'How sewn-in hotel corners give your top sheet a crisp, made-bed look in seconds.',
  keywords: ['hotel corners', 'top sheet', 'how to make a bed'],
  blogContent: [
    block('BlogIntroText', {
      heading: null,
      text: 'Housekeepers fold a hospital corner in seconds. The rest of us need a little help.',
    }),
    block('BlogRichText', {
      richText: `## A fold, sewn in
We stitch the 45° fold into the foot of each top sheet, sized to your mattress. Drop it over the corner, tuck the sides, and the bed looks crisp all week.

## Why it lasts
A sewn corner stops the top sheet pulling loose as you sleep, so there is less tugging on the fabric and less to fix in the morning.`,
    }),
    block('BlogFullWidthImage', { image: media('topSheet'), caption: null }),
  ],
});
