// The facts the spec gives about each sheet set, as Shopify exposes a product's metafields: `custom.fabric`,
// `custom.thread_count` and `custom.care` (spec §1 and §9, the care guide). Any other metafield of a product, and
// every metafield of a variant, a collection, a cart or the shop, is one the shop has not set: Shopify answers null.
import { findPage, pageText } from './demo-pages.ts';
import type { CatalogProduct } from './demo-products.ts';

/** When the metafields were filled in: with the catalogue. */
const SET_AT = '2026-07-14T02:15:00Z';

const CARE_PAGE = findPage({ handle: 'care-instructions' })!;

type Definition = { key: string; type: string; value: (product: CatalogProduct) => string; description: string };

const DEFINITIONS: readonly Definition[] = [
  { key: 'fabric', type: 'single_line_text_field', value: () => 'Organic cotton, sateen weave', description: 'What the sheets are made of.' },
  { key: 'thread_count', type: 'number_integer', value: (product) => String(product.threadCount), description: 'Threads per square inch.' },
  { key: 'care', type: 'multi_line_text_field', value: () => pageText(CARE_PAGE), description: 'How to wash, dry, fold and store the set.' },
];

const NAMESPACE = 'custom';

type MetafieldArgs = { namespace?: string | null; key: string };

/** One metafield of a product, or null when the product has none by that namespace and key. */
export function productMetafield(product: CatalogProduct, { namespace, key }: MetafieldArgs, parentResource: () => unknown) {
  const index = DEFINITIONS.findIndex((definition) => definition.key === key);
  if (namespace !== NAMESPACE || index === -1) return null;
  const definition = DEFINITIONS[index]!;
  return {
    id: `gid://shopify/Metafield/${product.numericId}${index + 1}`,
    namespace: NAMESPACE,
    key,
    type: definition.type,
    value: definition.value(product),
    description: definition.description,
    createdAt: SET_AT,
    updatedAt: SET_AT,
    reference: null,
    references: null,
    parentResource,
  };
}

/** The `metafield` and `metafields` fields of something with no metafields set. */
export const noMetafields = {
  metafield: () => null,
  metafields: ({ identifiers }: { identifiers: readonly unknown[] }) => identifiers.map(() => null),
};
