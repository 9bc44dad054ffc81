// How it works (spec §2 page-how-it-works): intro, 3-step explanation, benefits, call to action to /buy.
import { block, button, media, page, seo, tagline, withIds } from '../helpers.ts';

export const howItWorksPage = page(
  'how-it-works',
  'How it works',
  [
    block('HowItWorksIntro', {
      tagline: tagline('How it works'),
      heading: 'Three steps to a bed that fits',
      subHeading: 'Measure your mattress, choose your set, and we cut it to order.',
      image: media('mattressMeasure'),
      backgroundColour: 'neutral-1',
    }),
    block('HowItWorks', {
      heading: 'From your tape measure to your bed',
      subHeading: null,
      processBlocks: withIds([
        {
          tagline: tagline('Step 1'),
          heading: 'Measure',
          text: 'Run a tape from the top edge of your mattress to the bottom edge, including any topper. Note the depth band it falls in.',
          image: media('mattressMeasure'),
        },
        {
          tagline: tagline('Step 2'),
          heading: 'Choose',
          text: 'Pick your size, the depth band, your colour (white, sand or mist) and classic 400 or premium 600 sateen.',
          image: media('swatchMist'),
        },
        {
          tagline: tagline('Step 3'),
          heading: 'Sleep',
          text: 'We cut and sew your set, then dispatch it within 2 business days with free tracked shipping.',
          image: media('bedMorning'),
        },
      ]),
      button: button('Measure up', 'measure-up', { backgroundColour: 'transparent', buttonColour: 'neutral-black' }),
      backgroundColour: 'neutral-white',
    }),
    block('ProductBenefits', {
      heading: 'What you get',
      subHeading: 'Every set, every size',
      benefits: withIds([
        { text: 'A fitted sheet that stays on, even on deep mattresses with a topper' },
        { text: 'A top sheet with sewn-in hotel corners' },
        { text: 'Two matching pillowcases' },
        { text: '30-day free returns, refunded within 5 days of receipt' },
      ]),
      image: media('sheetStack'),
      backgroundColour: 'neutral-1',
    }),
    block('PageCallToAction', {
      heading: 'Got your measurement?',
      subHeading: 'Build your set in four short steps.',
      button: button('Start now', 'buy'),
      backgroundImage: media('heroFolds'),
      darkMode: false,
    }),
  ],
  seo(
    'How it works | Linden & Tuck',
    'Measure your mattress depth, choose your size, colour and thread count, and we cut your organic-cotton sateen sheets to order.',
    ['how tailored sheets work', 'measure mattress depth', 'made to order sheets'],
    'mattressMeasure',
  ),
);
