// Articles in "Sleep well".
import { block, media } from '../helpers.ts';
import { article } from './categories.ts';

export const deepMattressesArticle = article({
  id: 1,
  slug: 'why-deep-mattresses-need-tailored-sheets',
  heading: 'Why deep mattresses need tailored sheets',
  subHeading: 'Toppers, pillow tops and pocket springs have made beds deeper. Sheets have not kept up.',
  image: 'mattressMeasure',
  authorName: 'Margot Ellis',
  date: '2026-10-21',
  readingTime: 4,
  richText: null,
  category: 'sleepWell',
  description: 'Why fitted sheets pop off deep mattresses, and how a sheet cut to your depth fixes it for good.',
  keywords: ['deep fitted sheets', 'mattress topper sheets', 'tailored sheets'],
  blogContent: [
    block('BlogIntroText', {
      heading: null,
      text: 'If you have ever woken up with a fitted sheet curled around one corner of the bed, the problem is not you. It is the maths.',
    }),
    block('BlogRichText', {
      richText: `## A standard sheet fits a standard depth
Most off-the-shelf fitted sheets are made for a mattress about 30 cm deep. Add a 5 cm topper and a protector, and there is simply not enough fabric to tuck under.

## What a tailored pocket changes
We cut the pocket for your depth band, from **15-20 cm** to **36-40 cm**, and add a 15 cm elastic channel all round. The sheet reaches under the mattress on every side, so it holds.`,
    }),
    block('BlogTwoColumn', {
      heading: 'Measure in two minutes',
      text: 'Take the sheets off, leave the topper on, and measure from the top edge to the bottom edge. Between two bands? Go deeper.',
      image: media('fittedSheet'),
      imagePosition: 'right',
    }),
  ],
});

export const sateenExplainedArticle = article({
  id: 2,
  slug: 'sateen-or-percale',
  heading: 'Sateen or percale: which suits how you sleep?',
  subHeading: 'Two classic weaves, two very different feels.',
  image: 'fabricTexture',
  authorName: null,
  date: '2026-09-30',
  readingTime: 5,
  richText: null,
  category: 'sleepWell',
  description: 'The difference between sateen and percale weaves, and why we chose organic-cotton sateen for our sheets.',
  keywords: ['sateen vs percale', 'thread count', 'organic cotton sheets'],
  blogContent: [
    block('BlogIntroText', {
      heading: 'It is all in the weave',
      text: 'Percale is one-over, one-under: crisp and matte. Sateen floats its threads over several others, which is where its smooth hand and soft sheen come from.',
    }),
    block('BlogFullWidthImage', { image: media('fabricTexture'), caption: 'Sateen’s long floats catch the light.' }),
    block('BlogRichText', {
      richText: `## Thread count, honestly
Our **classic** sateen is 400 thread count: light and breathable. Our **premium** is 600: denser, heavier and silkier. Beyond that, higher numbers mostly mean thinner, weaker yarns.

## Who should choose which?
Warm sleepers tend to love the classic. If you like the weight of a good duvet, try the premium.`,
    }),
  ],
});

export const choosingColourArticle = article({
  id: 3,
  slug: 'white-sand-or-mist',
  heading: 'White, sand or mist: choosing your colour',
  subHeading: 'Three calm colours, and how they change with the light.',
  image: 'bedMist',
  authorName: 'Jack Callaghan',
  date: '2026-08-18',
  readingTime: 3,
  richText: 'Every colour is dyed in small lots with low-impact dyes, so you can mix pieces across sets without a visible difference.',
  category: 'sleepWell',
  description: 'How our white, sand and mist sateen look in morning and evening light, and how to choose between them.',
  keywords: ['sheet colours', 'white sheets', 'neutral bedding'],
  blogContent: [
    block('BlogTwoColumn', {
      heading: 'White',
      text: 'Crisp and bright; the hotel classic. Looks its best in a sunny room.',
      image: media('bedWhite'),
      imagePosition: 'left',
    }),
    block('BlogTwoColumn', {
      heading: 'Sand and mist',
      text: '**Sand** is a warm oat that hides the everyday; **mist** is a soft grey-blue that cools a warm bedroom.',
      image: media('bedSand'),
      imagePosition: 'right',
    }),
  ],
});
