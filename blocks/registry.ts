// componentName → a loader of its React block. The runtime validator for each name is generated from the
// same OpenAPI schema (generated/cms-validators.ts, applied in validate-blocks.ts), so an editor adding a
// known block kind to any page sees it render without a code change. Each block is its own chunk: a page
// downloads only the blocks it shows (loaded before render by blocks/loaded-blocks.ts).
import type { ComponentType } from 'react';
import type { BlockName, BlockOf } from '../content/cms-types.ts';

/** Every block receives its CMS data and whether it opens the page (the opening block owns the h1 and the LCP image). */
export type BlockProps<Name extends BlockName> = { block: BlockOf<Name>; isFirst: boolean };
export type BlockComponent<Name extends BlockName> = ComponentType<BlockProps<Name>>;
export type BlockLoader<Name extends BlockName> = () => Promise<BlockComponent<Name>>;

export const blockLoaders: { [Name in BlockName]?: BlockLoader<Name> } = {
  BlogFullWidthImage: () => import('./BlogFullWidthImage.tsx').then((module) => module.BlogFullWidthImage),
  BlogGallery: () => import('./BlogGallery.tsx').then((module) => module.BlogGallery),
  BlogIntroText: () => import('./BlogIntroText.tsx').then((module) => module.BlogIntroText),
  BlogRichText: () => import('./BlogRichText.tsx').then((module) => module.BlogRichText),
  BlogTwoColumn: () => import('./BlogTwoColumn.tsx').then((module) => module.BlogTwoColumn),
  BuySteps: () => import('./BuySteps.tsx').then((module) => module.BuySteps),
  ContactDetails: () => import('./ContactDetails.tsx').then((module) => module.ContactDetails),
  ContactForm: () => import('./ContactForm.tsx').then((module) => module.ContactForm),
  DiscountCountdown: () => import('./DiscountCountdown.tsx').then((module) => module.DiscountCountdown),
  ExpertProfileOne: () => import('./ExpertProfileOne.tsx').then((module) => module.ExpertProfileOne),
  ExpertProfileTwo: () => import('./ExpertProfileTwo.tsx').then((module) => module.ExpertProfileTwo),
  Experts: () => import('./Experts.tsx').then((module) => module.Experts),
  ExpertsAbout: () => import('./ExpertsAbout.tsx').then((module) => module.ExpertsAbout),
  ExpertsIntro: () => import('./ExpertsIntro.tsx').then((module) => module.ExpertsIntro),
  ExpertsProcess: () => import('./ExpertsProcess.tsx').then((module) => module.ExpertsProcess),
  Faq: () => import('./Faq.tsx').then((module) => module.Faq),
  FeaturedBrands: () => import('./FeaturedBrands.tsx').then((module) => module.FeaturedBrands),
  HomeIntro: () => import('./HomeIntro.tsx').then((module) => module.HomeIntro),
  HowItWorks: () => import('./HowItWorks.tsx').then((module) => module.HowItWorks),
  HowItWorksIntro: () => import('./HowItWorksIntro.tsx').then((module) => module.HowItWorksIntro),
  MeasureAbout: () => import('./MeasureAbout.tsx').then((module) => module.MeasureAbout),
  MeasureSpecs: () => import('./MeasureSpecs.tsx').then((module) => module.MeasureSpecs),
  MeasureVideo: () => import('./MeasureVideo.tsx').then((module) => module.MeasureVideo),
  NotFound: () => import('./NotFound.tsx').then((module) => module.NotFound),
  PageCallToAction: () => import('./PageCallToAction.tsx').then((module) => module.PageCallToAction),
  PageIntro: () => import('./PageIntro.tsx').then((module) => module.PageIntro),
  ProductBenefits: () => import('./ProductBenefits.tsx').then((module) => module.ProductBenefits),
  ProductContains: () => import('./ProductContains.tsx').then((module) => module.ProductContains),
  ProductSize: () => import('./ProductSize.tsx').then((module) => module.ProductSize),
  ProductThreeColumn: () => import('./ProductThreeColumn.tsx').then((module) => module.ProductThreeColumn),
  TestimonialGrid: () => import('./TestimonialGrid.tsx').then((module) => module.TestimonialGrid),
  Testimonials: () => import('./Testimonials.tsx').then((module) => module.Testimonials),
  ThreeColumnInfo: () => import('./ThreeColumnInfo.tsx').then((module) => module.ThreeColumnInfo),
};

/** Blocks that render the page's h1 when they open it; other pages get a visually hidden h1 from the title. */
export const PAGE_HEADING_BLOCKS: readonly BlockName[] = ['HomeIntro', 'PageIntro', 'NotFound', 'HowItWorksIntro', 'ExpertsIntro', 'ContactDetails'];
