// The registry: every CMS block kind the site renders, as the list of their descriptors (each beside its block,
// see block-descriptor.ts). The runtime validator of each kind is generated from the same OpenAPI schema
// (content/validate-blocks.ts), so an editor adding a known block kind to any page sees it render without a
// code change. Adding a kind: its schema in openapi/, `npm run codegen`, its folder here, one line below.
import type { BlockName, PageBlock } from '../content/cms-types.ts';
import type { HydrateWhen, VisitMemory } from './islands/island-markup.ts';
import type { BlockCacheClass, BlockDataContext, BlockDescriptor, ContactData, FaqEntry } from './block-descriptor.ts';
import { blogFullWidthImageBlock } from './BlogFullWidthImage/BlogFullWidthImage.block.ts';
import { blogGalleryBlock } from './BlogGallery/BlogGallery.block.ts';
import { blogIntroTextBlock } from './BlogIntroText/BlogIntroText.block.ts';
import { blogRichTextBlock } from './BlogRichText/BlogRichText.block.ts';
import { blogTwoColumnBlock } from './BlogTwoColumn/BlogTwoColumn.block.ts';
import { buyStepsBlock } from './BuySteps/BuySteps.block.ts';
import { contactDetailsBlock } from './ContactDetails/ContactDetails.block.ts';
import { contactFormBlock } from './ContactForm/ContactForm.block.ts';
import { discountCountdownBlock } from './DiscountCountdown/DiscountCountdown.block.ts';
import { expertProfileOneBlock } from './ExpertProfileOne/ExpertProfileOne.block.ts';
import { expertProfileTwoBlock } from './ExpertProfileTwo/ExpertProfileTwo.block.ts';
import { expertsBlock } from './Experts/Experts.block.ts';
import { expertsAboutBlock } from './ExpertsAbout/ExpertsAbout.block.ts';
import { expertsIntroBlock } from './ExpertsIntro/ExpertsIntro.block.ts';
import { expertsProcessBlock } from './ExpertsProcess/ExpertsProcess.block.ts';
import { faqBlock } from './Faq/Faq.block.ts';
import { findMySizeBlock } from './FindMySize/FindMySize.block.ts';
import { featuredBrandsBlock } from './FeaturedBrands/FeaturedBrands.block.ts';
import { homeIntroBlock } from './HomeIntro/HomeIntro.block.ts';
import { howItWorksBlock } from './HowItWorks/HowItWorks.block.ts';
import { howItWorksIntroBlock } from './HowItWorksIntro/HowItWorksIntro.block.ts';
import { measureAboutBlock } from './MeasureAbout/MeasureAbout.block.ts';
import { measureSpecsBlock } from './MeasureSpecs/MeasureSpecs.block.ts';
import { measureVideoBlock } from './MeasureVideo/MeasureVideo.block.ts';
import { notFoundBlock } from './NotFound/NotFound.block.ts';
import { pageCallToActionBlock } from './PageCallToAction/PageCallToAction.block.ts';
import { pageIntroBlock } from './PageIntro/PageIntro.block.ts';
import { productBenefitsBlock } from './ProductBenefits/ProductBenefits.block.ts';
import { productContainsBlock } from './ProductContains/ProductContains.block.ts';
import { productSizeBlock } from './ProductSize/ProductSize.block.ts';
import { productThreeColumnBlock } from './ProductThreeColumn/ProductThreeColumn.block.ts';
import { testimonialGridBlock } from './TestimonialGrid/TestimonialGrid.block.ts';
import { testimonialsBlock } from './Testimonials/Testimonials.block.ts';
import { threeColumnInfoBlock } from './ThreeColumnInfo/ThreeColumnInfo.block.ts';

const DESCRIPTORS = [
  blogFullWidthImageBlock,
  blogGalleryBlock,
  blogIntroTextBlock,
  blogRichTextBlock,
  blogTwoColumnBlock,
  buyStepsBlock,
  contactDetailsBlock,
  contactFormBlock,
  discountCountdownBlock,
  expertProfileOneBlock,
  expertProfileTwoBlock,
  expertsBlock,
  expertsAboutBlock,
  expertsIntroBlock,
  expertsProcessBlock,
  faqBlock,
  findMySizeBlock,
  featuredBrandsBlock,
  homeIntroBlock,
  howItWorksBlock,
  howItWorksIntroBlock,
  measureAboutBlock,
  measureSpecsBlock,
  measureVideoBlock,
  notFoundBlock,
  pageCallToActionBlock,
  pageIntroBlock,
  productBenefitsBlock,
  productContainsBlock,
  productSizeBlock,
  productThreeColumnBlock,
  testimonialGridBlock,
  testimonialsBlock,
  threeColumnInfoBlock,
] as const;

type AnyDescriptor = (typeof DESCRIPTORS)[number];
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type ServerDataOf<D> = D extends { serverData?: (context: BlockDataContext) => Promise<infer Data> } ? Data : never;
/** Everything block kinds add to a content page's data (BlogGallery's view, ProductSize's tiles…), each optional. */
export type BlockServerData = Partial<UnionToIntersection<ServerDataOf<AnyDescriptor>>>;

/** Every block kind of the schema, its descriptor: the build fails while a kind in openapi/ has none above. */
type Unregistered = Exclude<BlockName, AnyDescriptor['name']>;
const EVERY_KIND_REGISTERED: [Unregistered] extends [never] ? true : { unregistered: Unregistered } = true;

export const blockDescriptors = Object.fromEntries(DESCRIPTORS.map((descriptor) => [descriptor.name, descriptor])) as {
  readonly [Name in BlockName]: BlockDescriptor<Name>;
};
void EVERY_KIND_REGISTERED;

function descriptorsOf(blocks: readonly { componentName: string }[]): BlockDescriptor<BlockName>[] {
  const names = new Set(blocks.map((block) => block.componentName));
  return DESCRIPTORS.filter((descriptor) => names.has(descriptor.name)) as BlockDescriptor<BlockName>[];
}

export function isRegisteredBlock(name: string): name is BlockName {
  return Object.hasOwn(blockDescriptors, name);
}

/** When the block's island hydrates, or false for a static block that ships no code (see BlockDescriptor.island). */
export function islandRuleOf(name: string): HydrateWhen | false {
  return isRegisteredBlock(name) ? blockDescriptors[name].island : false;
}

/** What the visit may remember that makes the block's island hydrate at once (BlockDescriptor.follows). */
export function visitMemoryOf(name: string): VisitMemory | undefined {
  return isRegisteredBlock(name) ? blockDescriptors[name].follows : undefined;
}

/** Whether a page opening with this block gets its h1 from the block. */
export function ownsPageHeading(name: string): boolean {
  return isRegisteredBlock(name) && blockDescriptors[name].ownsPageHeading;
}

/** The shortest-lived cache class among a page's blocks. */
export function cacheClassOf(blocks: readonly { componentName: string }[]): BlockCacheClass {
  return descriptorsOf(blocks).some((descriptor) => descriptor.cache === 'live-shop-data') ? 'live-shop-data' : 'content';
}

/** The server data of every block kind on a page, loaded side by side (server only). */
export async function blockServerData(blocks: readonly PageBlock[], context: BlockDataContext): Promise<BlockServerData> {
  const parts = await Promise.all(descriptorsOf(blocks).map((descriptor) => descriptor.serverData?.(context) ?? {}));
  return Object.assign({}, ...parts) as BlockServerData;
}

/** The FAQ entries of a page's blocks, in page order. */
export function faqEntriesOf(blocks: readonly PageBlock[]): FaqEntry[] {
  return blocks.flatMap((block) => (blockDescriptors[block.componentName] as BlockDescriptor<BlockName> | undefined)?.faqEntries?.(block) ?? []);
}

/** The first contact details any of these blocks gives for the brand's Organization. */
export function organizationContactOf(blocks: readonly PageBlock[]): ContactData | null {
  for (const block of blocks) {
    const contact = (blockDescriptors[block.componentName] as BlockDescriptor<BlockName> | undefined)?.organizationContact?.(block);
    if (contact) return contact;
  }
  return null;
}
