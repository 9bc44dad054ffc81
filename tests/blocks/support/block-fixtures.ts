// Small, schema-valid blocks for tests of the registry and validation.
import type { BlockOf, MediaRelation } from '../../../content/cms-types.ts';

export const media = (hash: string, alternativeText = 'Folded sateen sheets'): MediaRelation => ({
  data: {
    id: 1,
    attributes: {
      name: `${hash}.svg`,
      alternativeText,
      caption: null,
      width: 1200,
      height: 900,
      hash,
      ext: '.svg',
      mime: 'image/svg+xml',
      url: `/uploads/${hash}/${hash}.svg`,
      formats: null,
    },
  },
});

export const homeIntro = (overrides: Partial<BlockOf<'HomeIntro'>> = {}): BlockOf<'HomeIntro'> => ({
  id: 1,
  __component: 'blocks.home-intro',
  componentName: 'HomeIntro',
  isActive: true,
  heading: 'Sheets made to measure',
  subHeading: 'Organic-cotton sateen, tailored to your mattress depth',
  textLine1: 'Linden & Tuck',
  textLine2: 'Free tracked shipping Australia-wide',
  button: {
    id: 1,
    text: 'Build your set',
    arrow: true,
    buttonColour: 'neutral-white',
    backgroundColour: 'neutral-black',
    link: { data: { id: 3, attributes: { slug: 'buy' } } },
    externalLink: null,
  },
  image: media('bed_sateen_white'),
  backgroundColour: 'neutral-white',
  ...overrides,
});

export const productBenefits = (overrides: Partial<BlockOf<'ProductBenefits'>> = {}): BlockOf<'ProductBenefits'> => ({
  id: 2,
  __component: 'blocks.product-benefits',
  componentName: 'ProductBenefits',
  isActive: true,
  heading: 'Why tailored',
  subHeading: null,
  benefits: [
    { id: 1, text: 'Fitted sheet made to your mattress depth' },
    { id: 2, text: 'Top sheet with sewn-in hotel corners' },
  ],
  image: media('fabric_texture'),
  backgroundColour: 'neutral-1',
  ...overrides,
});
