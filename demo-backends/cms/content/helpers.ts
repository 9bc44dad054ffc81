// Builders for the shapes every content file repeats: media and page relations, buttons, taglines, SEO.
import { MEDIA, type MediaKey } from '../media/catalogue.ts';
import type { BlockOf, Button, Colour, MediaRelation, PageBlock, PageEntity, PageLinkRelation, PageSeo, Tagline } from './types.ts';

type BlockName = PageBlock['componentName'];

export const BRAND_NAME = 'Linden & Tuck';

/** Page entry ids, fixed so page relations (buttons, menu, legal links) point at real entries. */
export const PAGE_IDS = {
  home: 1,
  products: 2,
  'how-it-works': 3,
  'measure-up': 4,
  experts: 5,
  faqs: 6,
  blog: 7,
  contact: 8,
  testimonials: 9,
  terms: 10,
  privacy: 11,
  '404': 12,
  buy: 13,
} as const;
export type PageSlug = keyof typeof PAGE_IDS;

/** Entry timestamps: when the demo content was first published and last edited. */
export const CREATED_AT = '2026-07-14T02:15:00.000Z';
export const UPDATED_AT = '2026-11-02T09:30:00.000Z';

export function media(key: MediaKey): MediaRelation {
  const file = MEDIA[key];
  return {
    data: {
      id: file.id,
      attributes: {
        name: `${file.hash.replace(/_[0-9a-f]{6}$/, '')}${file.ext}`,
        alternativeText: file.alternativeText,
        caption: null,
        width: file.width,
        height: file.height,
        hash: file.hash,
        ext: file.ext,
        mime: file.mime,
        url: `/uploads/${file.hash}/${file.hash}${file.ext}`,
        formats: null,
        updatedAt: file.updatedAt,
      },
    },
  };
}

export const noMedia = (): MediaRelation => ({ data: null });

export function pageLink(slug: PageSlug): PageLinkRelation {
  return { data: { id: PAGE_IDS[slug], attributes: { slug } } };
}

/** Component ids only need to be unique per component type; one counter keeps them unique overall. */
let nextComponentId = 1000;
export const componentId = (): number => nextComponentId++;

type ButtonOptions = { arrow?: boolean; buttonColour?: Colour; backgroundColour?: Colour };

export function button(text: string, slug: PageSlug, options: ButtonOptions = {}): Button {
  return {
    id: componentId(),
    text,
    arrow: options.arrow ?? true,
    buttonColour: options.buttonColour ?? 'neutral-white',
    backgroundColour: options.backgroundColour ?? 'neutral-black',
    link: pageLink(slug),
    externalLink: null,
  };
}

export function externalButton(text: string, url: string, options: ButtonOptions = {}): Button {
  return { ...button(text, 'home', options), link: { data: null }, externalLink: url };
}

export function tagline(text: string, colour: Colour = 'sage-green'): Tagline {
  return { id: componentId(), colour, text };
}

export function seo(metaTitle: string, metaDescription: string, keywords: readonly string[], image: MediaKey): PageSeo {
  return {
    id: componentId(),
    metaTitle,
    metaDescription,
    metaKeywords: keywords.map((keyword) => ({ id: componentId(), keyword })),
    metaImage: media(image),
  };
}

/** Strapi's entry timestamps for a page or article first published at `publishedAt`. */
export function timestamps(publishedAt = CREATED_AT) {
  return { createdAt: publishedAt, updatedAt: UPDATED_AT, publishedAt };
}

/** Gives each repeatable-component item its id, as Strapi does. */
export function withIds<T extends object>(items: readonly T[]): Array<T & { id: number }> {
  return items.map((item) => ({ id: componentId(), ...item }));
}

type BlockFields<Name extends BlockName> = Omit<BlockOf<Name>, 'id' | '__component' | 'componentName' | 'isActive'> & { isActive?: boolean };

/** A dynamic-zone block: 'HomeIntro' gets __component 'blocks.home-intro', an id and isActive true unless given. */
export function block<Name extends BlockName>(componentName: Name, fields: BlockFields<Name>): BlockOf<Name> {
  const kebab = componentName.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  return { id: componentId(), __component: `blocks.${kebab}`, componentName, isActive: true, ...fields } as unknown as BlockOf<Name>;
}

/** A page entry with its id from PAGE_IDS. */
export function page(slug: PageSlug, title: string, pageContent: PageBlock[], pageSeo: PageSeo): PageEntity {
  return { id: PAGE_IDS[slug], attributes: { slug, title, pageContent, pageSeo, ...timestamps() } };
}
