// Articles in "Care guide". /care redirects to clean-fold-and-store (spec §2 "Redirects").
import { block, media } from '../helpers.ts';
import { article } from './categories.ts';

export const cleanFoldAndStoreArticle = article({
  id: 4,
  slug: 'clean-fold-and-store',
  heading: 'Clean, fold and store: caring for sateen',
  subHeading: 'Look after organic-cotton sateen and it will get softer for years.',
  image: 'clothesline',
  authorName: 'Priya Raman',
  date: '2026-10-07',
  readingTime: 6,
  richText: null,
  category: 'careGuide',
  description: 'How to wash, dry, fold and store organic-cotton sateen sheets so they stay soft and last for years.',
  keywords: ['how to wash sateen sheets', 'sheet care', 'fold fitted sheet', 'linen storage'],
  blogContent: [
    block('BlogIntroText', {
      heading: null,
      text: 'Sateen is easy to live with. A few habits keep its sheen and softness for years.',
    }),
    block('BlogRichText', {
      richText: `## Clean
- Wash cold or warm (up to **40°C**) on a gentle cycle with a mild liquid detergent.
- Skip fabric softener and bleach; both dull the sheen and weaken the fibres.
- Wash sheets separately from towels, zips and hook-and-loop fastenings.`,
    }),
    block('BlogFullWidthImage', { image: media('clothesline'), caption: 'Line-dry in the shade to keep colours true.' }),
    block('BlogTwoColumn', {
      heading: 'Fold',
      text: 'Fold while just dry and still warm: creases drop out overnight on the bed. For the fitted sheet, tuck the corners into each other first, then fold into a neat rectangle.',
      image: media('sheetStack'),
      imagePosition: 'left',
    }),
    block('BlogRichText', {
      richText: `## Store
Keep each set together inside one of its own pillowcases, in a cool, dry, airy cupboard. Avoid plastic, which traps moisture. Rotate two sets so each has a rest between washes.`,
    }),
  ],
});

export const foldFittedSheetArticle = article({
  id: 5,
  slug: 'how-to-fold-a-fitted-sheet',
  heading: 'How to fold a fitted sheet, neatly',
  subHeading: 'Yes, it can be done. Four corners, two minutes.',
  image: 'fittedSheet',
  authorName: null,
  date: '2026-09-02',
  readingTime: 3,
  richText: `1. Hold the sheet inside out by two adjacent corners.
2. Tuck one corner into the other; repeat with the remaining two.
3. Lay it flat, fold the elastic edges in to make a rectangle.
4. Fold in thirds lengthways, then in half until it fits your shelf.`,
  category: 'careGuide',
  description: 'A step-by-step guide to folding a fitted sheet into a neat rectangle.',
  keywords: ['fold fitted sheet', 'linen cupboard', 'sheet storage'],
  blogContent: [
    block('BlogIntroText', {
      heading: 'The corner trick',
      text: 'The secret is nesting the corners inside each other, which turns a fitted sheet back into a flat one.',
    }),
    block('BlogFullWidthImage', { image: media('sheetStack'), caption: null }),
  ],
});
