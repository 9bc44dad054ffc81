// componentName → React block. The runtime validator for each name is generated from the same OpenAPI
// schema (generated/cms-validators.ts, applied in validate-blocks.ts), so an editor adding a known block
// kind to any page sees it render without a code change.
import type { ComponentType } from 'react';
import type { BlockName, BlockOf } from './cms-types.ts';
import { HomeIntro } from './HomeIntro.tsx';
import { NotFound } from './NotFound.tsx';
import { PageCallToAction } from './PageCallToAction.tsx';
import { PageIntro } from './PageIntro.tsx';
import { ProductBenefits } from './ProductBenefits.tsx';
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
};

/** Blocks that render the page's h1 when they open it; other pages get a visually hidden h1 from the title. */
export const PAGE_HEADING_BLOCKS: readonly BlockName[] = ['HomeIntro', 'PageIntro', 'NotFound'];
