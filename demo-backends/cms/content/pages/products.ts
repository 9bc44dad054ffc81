// Products (spec §2 page-products): intro, available sizes, description, what the set contains, benefits, CTA.
import { block, button, media, page, seo, tagline, withIds } from '../helpers.ts';
import { findMySize } from '../shared/find-my-size.ts';
import { buyStepsBlock } from './buy.ts';

export const productsPage = page(
  'products',
  'Tailored Sateen Sheet Set',
  [
    block('PageIntro', {
      heading: 'The Tailored Sateen Sheet Set',
      subHeading: 'Organic-cotton sateen, cut to the depth of your mattress',
      tagline: tagline('Classic 400 · Premium 600'),
      backgroundImage: media('heroFolds'),
      icon: media('iconMonogram'),
      backgroundColour: 'neutral-1',
    }),
    block('ProductSize', {
      heading: 'Choose your size',
      subHeading: 'Double, queen, king or super king, in white, sand or mist',
      backgroundColour: 'neutral-white',
    }),
    findMySize('Not sure which size? Measure your mattress and we’ll match it to a set.', 'neutral-1'),
    block('ProductThreeColumn', {
      heading: 'Two weights of the same sateen',
      subHeading: 'Both are long-staple organic cotton with a soft, low sheen',
      columns: withIds([
        {
          heading: 'Classic, 400 thread count',
          text: 'Crisp-cool and light. Our everyday sateen, for warm sleepers and the spare room.',
          image: media('swatchWhite'),
        },
        {
          heading: 'Premium, 600 thread count',
          text: 'A denser weave that drapes like silk and grows softer with each wash. Our favourite for winter.',
          image: media('swatchSand'),
        },
        {
          heading: 'Cut to your depth',
          text: 'Tell us your mattress depth band, **15-20 cm** to **36-40 cm**, and we cut the fitted sheet to match.',
          image: media('mattressMeasure'),
        },
      ]),
      backgroundColour: 'neutral-1',
    }),
    block('ProductContains', {
      heading: 'What each set contains',
      subHeading: null,
      items: withIds([
        { heading: '1 fitted bottom sheet', text: 'Made to your mattress depth, with 15 cm of elastic all round.', image: media('fittedSheet') },
        { heading: '1 top sheet', text: 'With sewn-in hotel corners for a quick, neat tuck.', image: media('topSheet') },
        { heading: '2 pillowcases', text: 'Matching sateen with a deep envelope flap.', image: media('pillowcases') },
      ]),
      image: media('sheetStack'),
      backgroundColour: 'neutral-white',
    }),
    block('ProductBenefits', {
      heading: 'Made to last',
      subHeading: null,
      benefits: withIds([
        { text: 'No more fitted sheets springing off the corners' },
        { text: 'Breathable organic cotton, cool in summer and warm in winter' },
        { text: 'Free tracked shipping Australia-wide, dispatched within 2 business days' },
        { text: 'Free returns and exchanges within 30 days' },
        { text: 'Money-back guarantee' },
      ]),
      image: media('bedSand'),
      backgroundColour: 'neutral-2',
    }),
    buyStepsBlock('How ordering works'),
    block('PageCallToAction', {
      heading: 'Ready to build your set?',
      subHeading: 'It takes about two minutes. Have your mattress depth handy.',
      button: button('Build your set', 'buy'),
      backgroundImage: media('bedMist'),
      darkMode: false,
    }),
  ],
  seo(
    'Tailored Sateen Sheet Set | Linden & Tuck',
    'Fitted sheet cut to your mattress depth, top sheet with hotel corners and two pillowcases in organic-cotton sateen. Classic 400 or premium 600.',
    ['sheet set', 'sateen sheets', 'fitted sheet mattress depth', 'organic cotton'],
    'sheetStack',
  ),
);
