// What the site knows about one CMS block kind, declared beside its component (blocks/{Name}/{Name}.block.ts).
// The registry is the list of these; the content page (h1), its data hook (server data), the page cache
// (lifetime) and the page head (structured data) all read a block kind's needs from its descriptor.
import type { CmsView } from './shared/cms-picture-views.ts';
import type { ComponentType } from 'react';
import type { StorefrontClient } from '../clients/storefront/storefront-client.ts';
import type { BlockName, BlockOf } from '../content/cms-types.ts';
import type { ContentSnapshot } from '../content/content-snapshot.ts';
import type { HydrateWhen, VisitMemory } from './islands/island-markup.ts';

/** Every block receives its CMS data and whether it opens the page (the opening block owns the h1 and the LCP image). */
export type BlockProps<Name extends BlockName> = { block: BlockOf<Name>; isFirst: boolean };
export type BlockComponent<Name extends BlockName> = ComponentType<BlockProps<Name>>;

/**
 * How long a shared cache may keep a page that shows the block: `content` (CMS content alone, spec §7's
 * long lifetime) or `live-shop-data` (prices and stock from the shop: a short lifetime).
 */
export type BlockCacheClass = 'content' | 'live-shop-data';

/** What a block's server data may read: the CMS snapshot, the page URL's query and the shop. */
export type BlockDataContext = { content: ContentSnapshot; search: Readonly<Record<string, string>>; shop: StorefrontClient };

/**
 * An image a block shows above the fold when it opens the page: the image and the box it fills, and for art
 * direction the media condition it is shown under. The component and the preload are written from the same values.
 */
export type HeroImage = CmsView;

/** One question of a FAQPage (JSON-LD), its answer as plain text. */
export type FaqEntry = { question: string; answer: string };
/** The brand's contact details for its Organization (JSON-LD). */
export type ContactData = { email: string | null; telephone: string | null; address: string | null };

export type BlockDescriptor<Name extends BlockName, Data extends object = object> = {
  name: Name;
  /** The component, in a chunk of its own: a page downloads only the blocks it shows. */
  load: () => Promise<BlockComponent<Name>>;
  /**
   * Whether the block is an island, and when it hydrates (blocks/islands/island-markup.ts). `false`: the block does
   * nothing in the browser (no state, effects or handlers); it is plain markup that ships no JavaScript on a content
   * page, and on a client-rendered page its code loads only to render it. Otherwise it is rendered as a React root
   * of its own, hydrated by this rule: `on-interaction` for what waits for the shopper (a question, a form), its
   * first click replayed; `when-visible` for what moves by itself (a carousel, a countdown).
   */
  island: HydrateWhen | false;
  /**
   * What the island shows that the visit remembers and the shared page cannot (blocks/islands/island-markup.ts): it
   * hydrates at once, whatever its rule, when the visit holds it.
   */
  follows?: VisitMemory;
  /** Renders the page's h1 when it opens the page; other pages get a visually hidden h1 from the title. */
  ownsPageHeading: boolean;
  cache: BlockCacheClass;
  /**
   * Server-side data the block shows, loaded by the content page's data hook and sent with the page (read in the
   * block with useData). Import its code lazily, so it never reaches the browser.
   */
  serverData?: (context: BlockDataContext) => Promise<Data>;
  /** The block's questions for the page's FAQPage JSON-LD (the block as rendered: markdown fields hold HTML). */
  faqEntries?: (block: BlockOf<Name>) => FaqEntry[];
  /** The brand's contact details found in the block, for the home page's Organization JSON-LD. */
  organizationContact?: (block: BlockOf<Name>) => ContactData | null;
  /** The images the block shows above the fold when it opens the page (rendered with high priority). */
  heroImages?: (block: BlockOf<Name>) => HeroImage[];
};

/**
 * The fields only the server reads (page data, cache lifetime, structured data, hero preloads). The browser build
 * drops them from every descriptor, with the code they import (scripts/build/server-only-block-fields-plugin.ts):
 * the browser uses a descriptor only to load and hydrate its block.
 */
export const SERVER_ONLY_BLOCK_FIELDS = [
  'cache',
  'serverData',
  'faqEntries',
  'organizationContact',
  'heroImages',
] as const satisfies readonly (keyof BlockDescriptor<BlockName>)[];

/** Declares a block kind; keeps the descriptor's own types (its server data shape) for the registry. */
export function defineBlock<Name extends BlockName, Data extends object = object>(descriptor: BlockDescriptor<Name, Data>): BlockDescriptor<Name, Data> {
  return descriptor;
}
