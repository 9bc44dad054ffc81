// componentName → React block. The runtime validator for each name is generated from the same OpenAPI
// schema (generated/cms-validators.ts, applied in validate-blocks.ts), so an editor adding a known block
// kind to any page sees it render without a code change.
import type { ComponentType } from 'react';
import { BlogFullWidthImage } from './BlogFullWidthImage.tsx';
import { BlogGallery } from './BlogGallery.tsx';
import { BlogIntroText } from './BlogIntroText.tsx';
import { BlogRichText } from './BlogRichText.tsx';
import { BlogTwoColumn } from './BlogTwoColumn.tsx';
import { BuySteps } from './BuySteps.tsx';
import type { BlockName, BlockOf } from './cms-types.ts';
import { ContactDetails } from './ContactDetails.tsx';
import { ContactForm } from './ContactForm.tsx';
import { DiscountCountdown } from './DiscountCountdown.tsx';
import { ExpertProfileOne } from './ExpertProfileOne.tsx';
import { ExpertProfileTwo } from './ExpertProfileTwo.tsx';
import { Experts } from './Experts.tsx';
import { ExpertsAbout } from './ExpertsAbout.tsx';
import { ExpertsIntro } from './ExpertsIntro.tsx';
import { ExpertsProcess } from './ExpertsProcess.tsx';
import { Faq } from './Faq.tsx';
import { FeaturedBrands } from './FeaturedBrands.tsx';
import { HomeIntro } from './HomeIntro.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { HowItWorksIntro } from './HowItWorksIntro.tsx';
import { MeasureAbout } from './MeasureAbout.tsx';
import { MeasureSpecs } from './MeasureSpecs.tsx';
import { MeasureVideo } from './MeasureVideo.tsx';
import { NotFound } from './NotFound.tsx';
import { PageCallToAction } from './PageCallToAction.tsx';
import { PageIntro } from './PageIntro.tsx';
import { ProductBenefits } from './ProductBenefits.tsx';
import { ProductContains } from './ProductContains.tsx';
import { ProductSize } from './ProductSize.tsx';
import { ProductThreeColumn } from './ProductThreeColumn.tsx';
import { TestimonialGrid } from './TestimonialGrid.tsx';
import { Testimonials } from './Testimonials.tsx';
import { ThreeColumnInfo } from './ThreeColumnInfo.tsx';

/** Every block receives its CMS data and whether it opens the page (the opening block owns the h1 and the LCP image). */
export type BlockProps<Name extends BlockName> = { block: BlockOf<Name>; isFirst: boolean };
export type BlockComponent<Name extends BlockName> = ComponentType<BlockProps<Name>>;

export const blockRegistry: { [Name in BlockName]?: BlockComponent<Name> } = {
  HomeIntro,
  PageIntro,
  ThreeColumnInfo,
  ProductBenefits,
  PageCallToAction,
  NotFound,
  BlogIntroText,
  BlogGallery,
  BlogRichText,
  BlogTwoColumn,
  BlogFullWidthImage,
  ContactDetails,
  ContactForm,
  Faq,
  MeasureAbout,
  MeasureVideo,
  MeasureSpecs,
  BuySteps,
  DiscountCountdown,
  ExpertProfileOne,
  ExpertProfileTwo,
  Experts,
  ExpertsAbout,
  ExpertsIntro,
  ExpertsProcess,
  FeaturedBrands,
  HowItWorks,
  HowItWorksIntro,
  ProductContains,
  ProductSize,
  ProductThreeColumn,
  TestimonialGrid,
  Testimonials,
};

/** Blocks that render the page's h1 when they open it; other pages get a visually hidden h1 from the title. */
export const PAGE_HEADING_BLOCKS: readonly BlockName[] = ['HomeIntro', 'PageIntro', 'NotFound', 'HowItWorksIntro', 'ExpertsIntro', 'ContactDetails'];
