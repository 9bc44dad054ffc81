// Experts (our story): intro, about, two maker profiles, the process, the team and a call to action.
import { block, button, media, page, seo, tagline, withIds } from '../helpers.ts';

export const expertsPage = page(
  'experts',
  'Our makers',
  [
    block('ExpertsIntro', {
      tagline: tagline('Our story'),
      heading: 'Made by people who care how a bed feels',
      subHeading: 'Sheets cut to order in our Marrickville workroom',
      text: 'Linden & Tuck began with a simple frustration: mattresses kept getting deeper, and fitted sheets did not. So we started cutting them to fit.',
      image: media('workshop'),
      backgroundColour: 'neutral-1',
    }),
    block('ExpertsAbout', {
      heading: 'Why we make sheets this way',
      subHeading: null,
      textBlocks: withIds([
        { heading: 'Fit first', text: 'A sheet that fits lasts longer: no strain on the corners, no bunching, less wear in the wash.' },
        { heading: 'Honest cotton', text: 'We use long-staple organic cotton woven as a sateen, for a smooth hand and a soft, low sheen.' },
        { heading: 'Small batches', text: 'Every set is cut to order, so nothing is made to sit in a warehouse.' },
      ]),
      image: media('cottonBoll'),
      backgroundColour: 'neutral-white',
    }),
    block('ExpertProfileOne', {
      tagline: tagline('Founder'),
      name: 'Margot Ellis',
      role: 'Founder & head cutter',
      text: 'Margot spent twelve years dressing hotel beds before she asked why sheets at home never fit as well.\n\nShe still cuts the first set of every new depth band herself.',
      image: media('makerMargot'),
      backgroundColour: 'neutral-1',
    }),
    block('ExpertProfileTwo', {
      tagline: tagline('Workroom'),
      name: 'Priya Raman',
      role: 'Head seamstress',
      text: 'Priya leads the sewing team and signs off every set: hems straight, hotel corners square, elastic even all round.',
      quote: '“If the corner is right, the whole bed is right.”',
      image: media('makerPriya'),
      backgroundColour: 'neutral-white',
    }),
    block('ExpertsProcess', {
      heading: 'How a set is made',
      subHeading: 'Four hands, one set at a time',
      processBlocks: withIds([
        { tagline: tagline('01'), heading: 'Cut', text: 'Each fitted sheet is cut for your size and depth band from a single width of sateen.', image: media('workshop') },
        { tagline: tagline('02'), heading: 'Sew', text: 'French seams on the corners and a 15 cm elastic channel sewn all round.', image: media('sewing') },
        { tagline: tagline('03'), heading: 'Wash & fold', text: 'A first gentle wash softens the sateen before it is folded and boxed.', image: media('clothesline') },
      ]),
      backgroundColour: 'neutral-2',
    }),
    block('Experts', {
      heading: 'The whole team',
      subHeading: null,
      experts: withIds([
        { name: 'Margot Ellis', role: 'Founder & head cutter', description: 'Hotel-linen veteran and chief measurer.', image: media('makerMargot') },
        { name: 'Theo Nguyen', role: 'Pattern maker', description: 'Drafts the pocket for every depth band.', image: media('makerTheo') },
        { name: 'Priya Raman', role: 'Head seamstress', description: 'Checks every corner and hem.', image: media('makerPriya') },
        { name: 'Jack Callaghan', role: 'Fabric sourcing', description: 'Works with our mills on organic cotton and dye lots.', image: media('makerJack') },
      ]),
      button: null,
      backgroundColour: 'neutral-white',
    }),
    block('PageCallToAction', {
      heading: 'Try them on your bed',
      subHeading: '30 nights to decide, with free returns.',
      button: button('Shop sheets', 'products'),
      backgroundImage: media('bedSand'),
      darkMode: false,
    }),
  ],
  seo(
    'Our makers | Linden & Tuck',
    'Meet the small Sydney team who cut and sew every Linden & Tuck sheet set to order.',
    ['about Linden & Tuck', 'made to order sheets Sydney', 'sheet makers'],
    'workshop',
  ),
);
