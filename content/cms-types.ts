// Names for the generated CMS schema types, so blocks say what they need in one line.
import type { components } from '../generated/cms-api';

export type CmsSchemas = components['schemas'];
export type PageBlock = CmsSchemas['PageBlock'];
export type BlockName = PageBlock['componentName'];
/** The block whose componentName is `Name`, e.g. `BlockOf<'HomeIntro'>`. */
export type BlockOf<Name extends BlockName> = Extract<PageBlock, { componentName: Name }>;
export type MediaRelation = CmsSchemas['MediaRelation'];
export type Media = CmsSchemas['Media'];
export type Button = CmsSchemas['Button'];
export type Colour = CmsSchemas['Colour'];
