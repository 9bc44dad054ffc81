// Catalogue entries and stored carts as Storefront API objects. graphql-js's default resolvers walk these:
// plain values answer fields directly, functions answer fields that take arguments (first/after/...),
// and __typename picks the concrete type behind the Merchandise union and the BaseCartLine interface.
import { CURRENCY_CODE, PRODUCT_OPTIONS, type CatalogProduct, type CatalogVariant } from './demo-products.ts';
import { decimalFromCents, priceCart } from './cart-pricing.ts';
import type { StoredCart } from './cart-database.ts';

type PageArgs = { first?: number | null; last?: number | null; after?: string | null; before?: string | null };

const cursorFor = (index: number) => Buffer.from(`cursor:${index}`).toString('base64url');
function indexOf(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  const match = /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** A Relay connection over an in-memory list, honouring first/after/last/before. */
export function connection<T>(items: readonly T[], { first, last, after, before }: PageArgs = {}) {
  const afterIndex = indexOf(after);
  const beforeIndex = indexOf(before);
  let start = afterIndex === null ? 0 : afterIndex + 1;
  let end = beforeIndex === null ? items.length : Math.min(beforeIndex, items.length);
  if (typeof first === 'number') end = Math.min(end, start + Math.max(first, 0));
  if (typeof last === 'number') start = Math.max(start, end - Math.max(last, 0));
  const edges = items.slice(start, end).map((node, offset) => ({ node, cursor: cursorFor(start + offset) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** Shopify's cart id: the token names the cart, the key proves the holder may use it. */
export const cartGid = (cart: StoredCart) => `gid://shopify/Cart/${cart.token}?key=${cart.secret}`;

export const money = (cents: number) => ({ amount: decimalFromCents(cents), currencyCode: CURRENCY_CODE });

/** Builds API objects whose image URLs point at this shop's public address. */
export function graphqlShapes(publicBaseUrl: string) {
  const imageOf = (product: CatalogProduct, altText: string) => ({
    id: `gid://shopify/ProductImage/${product.numericId}`,
    url: `${publicBaseUrl}/images/${product.handle}.svg`,
    altText,
    width: 800,
    height: 800,
  });

  function variant(entry: CatalogVariant): Record<string, unknown> {
    const [size, depth, colour] = entry.optionValues;
    return {
      __typename: 'ProductVariant',
      id: entry.id,
      sku: entry.sku,
      title: entry.title,
      availableForSale: entry.availableForSale,
      currentlyNotInStock: !entry.availableForSale,
      requiresShipping: true,
      price: money(entry.priceCents),
      compareAtPrice: null,
      image: imageOf(entry.product, `${entry.product.title} in ${colour}, ${size}, ${depth} mattress depth`),
      selectedOptions: PRODUCT_OPTIONS.map((option, index) => ({ name: option.name, value: entry.optionValues[index] })),
      product: () => product(entry.product),
    };
  }

  function product(entry: CatalogProduct): Record<string, unknown> {
    const prices = entry.variants.map((item) => item.priceCents);
    return {
      __typename: 'Product',
      id: entry.id,
      handle: entry.handle,
      title: entry.title,
      productType: entry.productType,
      vendor: 'Tailored Linen',
      tags: entry.tags,
      description: entry.description,
      descriptionHtml: `<p>${entry.description}</p>`,
      availableForSale: entry.variants.some((item) => item.availableForSale),
      featuredImage: imageOf(entry, entry.title),
      priceRange: { minVariantPrice: money(Math.min(...prices)), maxVariantPrice: money(Math.max(...prices)) },
      options: ({ first }: { first?: number | null }) =>
        PRODUCT_OPTIONS.slice(0, first ?? undefined).map((option, index) => ({
          id: `gid://shopify/ProductOption/${entry.numericId}${index + 1}`,
          name: option.name,
          values: option.values,
          optionValues: option.values.map((value, valueIndex) => ({
            id: `gid://shopify/ProductOptionValue/${entry.numericId}${index + 1}${valueIndex + 1}`,
            name: value,
          })),
        })),
      variants: (args: PageArgs) => connection(entry.variants.map(variant), args),
    };
  }

  function cart(stored: StoredCart, checkoutUrl: string): Record<string, unknown> {
    const pricing = priceCart(stored);
    const lines = pricing.lines.map(({ line, variant: entry, unitCents, totalCents }) => ({
      __typename: 'CartLine',
      id: line.id,
      quantity: line.quantity,
      merchandise: variant(entry),
      attributes: [],
      discountAllocations: [],
      instructions: { canRemove: true, canUpdateQuantity: true },
      cost: {
        amountPerQuantity: money(unitCents),
        compareAtAmountPerQuantity: null,
        subtotalAmount: money(totalCents),
        totalAmount: money(totalCents),
      },
    }));
    return {
      __typename: 'Cart',
      id: cartGid(stored),
      checkoutUrl,
      createdAt: stored.createdAt,
      updatedAt: stored.updatedAt,
      note: null,
      attributes: [],
      appliedGiftCards: [],
      discountAllocations: [],
      totalQuantity: pricing.totalQuantity,
      discountCodes: pricing.discountCodes,
      cost: {
        subtotalAmount: money(pricing.subtotalCents),
        subtotalAmountEstimated: false,
        totalAmount: money(pricing.totalCents),
        totalAmountEstimated: false,
        checkoutChargeAmount: money(pricing.totalCents),
      },
      lines: (args: PageArgs) => connection(lines, args),
    };
  }

  return { product, variant, cart };
}
