// Home (spec §2): intro, included items, makers, benefits, reviews, press, info tiles, call to action, countdown.
import { block, button, media, page, seo, tagline, withIds } from '../helpers.ts';
import { testimonials } from '../shared/testimonials.ts';

/** The summer sale the countdown runs to: midnight at the end of 28 February 2027, the last day of the Australian
 * summer (December to February), Sydney time (AEDT, UTC+11). */
export const SUMMER_SALE_ENDS_AT = '2027-02-28T13:00:00.000Z';

export const homePage = page(
  'home',
  'Home',
  [
    block('HomeIntro', {
      heading: 'Sheets tailored to your mattress',
      subHeading: 'Organic-cotton sateen, cut to the depth of your bed',
      textLine1: 'Classic 400 or premium 600 thread count',
      textLine2: 'Free tracked shipping Australia-wide',
      button: button('Build your set', 'buy'),
      image: media('bedWhite'),
      backgroundColour: 'neutral-white',
    }),
    block('ProductContains', {
      heading: 'Everything in the set',
      subHeading: 'Four pieces, made to sit together on your bed',
      items: withIds([
        { heading: 'Fitted bottom sheet', text: 'Cut to your mattress depth, with 15 cm of elastic all round so it stays flat and tight.', image: media('fittedSheet') },
        { heading: 'Top sheet', text: 'Sewn-in hotel corners: tuck once and the bed looks freshly made every morning.', image: media('topSheet') },
        { heading: 'Two pillowcases', text: 'Matching sateen pillowcases with a deep inner flap, so the pillow never peeks out.', image: media('pillowcases') },
      ]),
      image: media('sheetStack'),
      backgroundColour: 'neutral-1',
    }),
    block('Experts', {
      heading: 'Meet the makers',
      subHeading: 'A small team in Marrickville, cutting every set to order',
      experts: withIds([
        { name: 'Margot Ellis', role: 'Founder & head cutter', description: 'Spent twelve years in hotel linen before asking why home sheets never fit.', image: media('makerMargot') },
        { name: 'Theo Nguyen', role: 'Pattern maker', description: 'Drafts the pocket for every depth band, from shallow ensembles to deep toppers.', image: media('makerTheo') },
        { name: 'Priya Raman', role: 'Head seamstress', description: 'Sews and checks the hotel corners and hems of each set before it is folded.', image: media('makerPriya') },
      ]),
      button: button('Our story', 'experts', { backgroundColour: 'transparent', buttonColour: 'neutral-black' }),
      backgroundColour: 'neutral-white',
    }),
    block('ProductBenefits', {
      heading: 'Why tailored sheets',
      subHeading: 'Made for the bed you actually have',
      benefits: withIds([
        { text: 'Fitted sheet cut to your mattress depth, from 15 to 40 cm' },
        { text: 'Top sheet with sewn-in hotel corners' },
        { text: 'Long-staple organic cotton, woven as a smooth sateen' },
        { text: 'Dispatched within 2 business days, tracked and free Australia-wide' },
        { text: '30-day free returns and a money-back guarantee' },
      ]),
      image: media('fabricTexture'),
      backgroundColour: 'neutral-1',
    }),
    block('Testimonials', {
      heading: 'Slept on and loved',
      subHeading: 'What customers say after the first night',
      testimonials: testimonials(),
      button: button('Read all reviews', 'testimonials', { backgroundColour: 'transparent', buttonColour: 'neutral-black' }),
      backgroundColour: 'neutral-white',
    }),
    block('FeaturedBrands', {
      heading: 'As featured in',
      brands: withIds([
        { alt: 'The Slow Home', logo: media('logoSlowHome'), url: null },
        { alt: 'Coastal Living Journal', logo: media('logoCoastal'), url: null },
        { alt: 'Habitat Edit', logo: media('logoHabitus'), url: null },
        { alt: 'Sleep Digest', logo: media('logoSleepDigest'), url: null },
        { alt: 'Sunday Interiors', logo: media('logoSunday'), url: null },
      ]),
      backgroundColour: 'neutral-2',
    }),
    block('ThreeColumnInfo', {
      heading: 'Easy from order to bed',
      subHeading: null,
      tiles: withIds([
        { heading: 'Free tracked shipping', text: 'Dispatched within 2 business days and tracked to your door, anywhere in Australia.', image: media('shippingParcel'), isVisible: true },
        { heading: '30-day free returns', text: 'Not right? Send it back unused within 30 days; we refund within 5 days of receiving it.', image: media('returnsParcel'), isVisible: true },
        { heading: 'Plastic-free packaging', text: 'Folded into a recycled-card box with a cotton bag you will want to keep.', image: media('packagingBox'), isVisible: true },
      ]),
      button: button('How it works', 'how-it-works', { backgroundColour: 'transparent', buttonColour: 'neutral-black' }),
      backgroundColour: 'neutral-white',
    }),
    block('PageCallToAction', {
      heading: 'Measure once, sleep well for years',
      subHeading: 'Choose your size, your depth and your colour. We do the rest.',
      button: button('Start now', 'buy', { backgroundColour: 'neutral-white', buttonColour: 'neutral-black' }),
      backgroundImage: media('bedEvening'),
      darkMode: true,
    }),
    block('DiscountCountdown', {
      heading: 'Summer sale ends soon',
      endsAt: SUMMER_SALE_ENDS_AT,
      text: '10% off every premium set with the code WELCOME10 at checkout.',
      backgroundColour: 'sage-green',
    }),
    block('PageIntro', {
      isActive: false,
      heading: 'Winter flannel: coming soon',
      subHeading: 'A draft for next season, not yet shown on the site.',
      tagline: tagline('Draft'),
      backgroundImage: media('heroFolds'),
      icon: media('iconMonogram'),
      backgroundColour: 'neutral-2',
    }),
  ],
  seo(
    'Linden & Tuck | Tailored organic-cotton sateen sheets',
    'Organic-cotton sateen sheet sets tailored to your mattress depth. Classic 400 or premium 600 thread count, free tracked shipping Australia-wide.',
    ['tailored sheets', 'organic cotton sateen', 'deep fitted sheets', 'sheet sets Australia'],
    'bedWhite',
  ),
);
