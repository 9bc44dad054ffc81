// Catalogue entries as Storefront API Product, ProductVariant, ProductOption and Image objects, priced in the
// request's market, and the collections they are in. Every key is a field the demo shop answers; a field that is not here fails loudly
// (see fieldResolver in graphql-endpoint.ts). Functions answer fields that take arguments or refer back.
import type { UnitsSold } from './best-selling.ts';
import { collectionShapes } from './collection-shapes.ts';
import { collectionsOf } from './demo-collections.ts';
import { PRODUCT_OPTIONS, type CatalogProduct, type CatalogVariant } from './demo-products.ts';
import { connection, type PageArgs } from './connection.ts';
import { transformParameters, writeImageParameters, type ImageTransformInput } from './image-parameters.ts';
import { PICTURE_COLOURS, type ProductPictures } from './product-pictures.ts';
import { productWithoutSubscriptions, variantWithoutExtras } from './absent-resources.ts';
import { unsupportedInput } from './demo-shop-errors.ts';
import { moneyIn, type Market } from './markets.ts';
import { noMetafields, productMetafield } from './product-metafields.ts';
import {
  adjacentVariants,
  encodeVariants,
  firstSelectableVariant,
  selectedOrFirstAvailableVariant,
  variantBySelectedOptions,
  type SelectionArgs,
} from './variant-options.ts';

/** When the demo catalogue was published; it has not changed since. */
const PUBLISHED_AT = '2026-07-14T02:15:00Z';

type Shape = Record<string, unknown>;

/** Variants are listed in option order, so sorting by position or by id gives the same order. */
function refuseVariantSort(sortKey: string | null | undefined): void {
  if (sortKey && sortKey !== 'POSITION' && sortKey !== 'ID') {
    throw unsupportedInput(`Product.variants(sortKey: ${sortKey})`, 'variants come in POSITION (= ID) order.');
  }
}

function truncated(text: string, truncateAt: number | null | undefined): string {
  return truncateAt && text.length > truncateAt ? `${text.slice(0, truncateAt)}…` : text;
}

/** `unitsSold` ranks products for the BEST_SELLING sort (best-selling.ts). */
export function productShapes(publicBaseUrl: string, pictures: ProductPictures, unitsSold: UnitsSold) {
  /** The product's own picture, or (with a colour) the set in that colour, the `colourIndex`-th of PICTURE_COLOURS. */
  function image(product: CatalogProduct, altText: string, colourIndex: number | null = null): Shape {
    const colour = colourIndex === null ? null : PICTURE_COLOURS[colourIndex]!;
    const picture = () => pictures.forProduct(product.handle, colour);
    return {
      id: `gid://shopify/ProductImage/${product.numericId}${colourIndex === null ? '' : colourIndex + 1}`,
      // The file's URL with its version, and a transform's parameters as the image route reads them (image-parameters.ts).
      url: async ({ transform }: { transform?: ImageTransformInput | null }) => {
        const { file, version } = await picture();
        const url = new URL(`${publicBaseUrl}/images/${file}`);
        url.searchParams.set('v', version);
        return writeImageParameters(url, transform ? transformParameters(transform) : {}).href;
      },
      altText,
      width: async () => (await picture()).width,
      height: async () => (await picture()).height,
    };
  }

  function variant(entry: CatalogVariant, market: Market): Shape {
    const [size, depth, colour] = entry.optionValues;
    const price = moneyIn(market, market.priceCents(entry.priceCents));
    return {
      __typename: 'ProductVariant',
      id: entry.id,
      sku: entry.sku,
      title: entry.title,
      availableForSale: entry.availableForSale,
      quantityAvailable: entry.quantityAvailable,
      // The shop does not sell past its stock, so a variant with none is simply not for sale.
      currentlyNotInStock: false,
      requiresShipping: true,
      // Prices include GST (the terms of sale).
      taxable: true,
      ...variantWithoutExtras,
      ...noMetafields,
      price,
      priceV2: price,
      compareAtPrice: null,
      compareAtPriceV2: null,
      unitPrice: null,
      image: image(entry.product, `${entry.product.title} in ${colour}, ${size}, ${depth} mattress depth`),
      selectedOptions: PRODUCT_OPTIONS.map((option, index) => ({ name: option.name, value: entry.optionValues[index] })),
      product: () => product(entry.product, market),
    };
  }

  function options(entry: CatalogProduct, market: Market, first: number | null | undefined): Shape[] {
    return PRODUCT_OPTIONS.slice(0, first ?? undefined).map((option, index) => ({
      id: `gid://shopify/ProductOption/${entry.numericId}${index + 1}`,
      name: option.name,
      values: option.values,
      optionValues: option.values.map((value, valueIndex) => {
        const swatch = option.swatches[valueIndex];
        return {
          id: `gid://shopify/ProductOptionValue/${entry.numericId}${index + 1}${valueIndex + 1}`,
          name: value,
          swatch: swatch ? { color: swatch, image: null } : null,
          firstSelectableVariant: () => {
            const found = firstSelectableVariant(entry, index, value);
            return found ? variant(found, market) : null;
          },
        };
      }),
    }));
  }

  /** The featured picture first, then the set in each colour, as a product page's gallery shows them. */
  function gallery(entry: CatalogProduct, featuredImage: Shape): Shape[] {
    return [featuredImage, ...PICTURE_COLOURS.map((colour, index) => image(entry, `${entry.title} in ${colour}`, index))];
  }

  function product(entry: CatalogProduct, market: Market): Shape {
    const prices = entry.variants.map((item) => market.priceCents(item.priceCents));
    const zero = moneyIn(market, 0);
    const featuredImage = image(entry, entry.title);
    return {
      __typename: 'Product',
      id: entry.id,
      handle: entry.handle,
      title: entry.title,
      productType: entry.productType,
      vendor: entry.vendor,
      tags: entry.tags,
      description: ({ truncateAt }: { truncateAt?: number | null }) => truncated(entry.description, truncateAt),
      descriptionHtml: `<p>${entry.description}</p>`,
      availableForSale: entry.variants.some((item) => item.availableForSale),
      createdAt: PUBLISHED_AT,
      updatedAt: PUBLISHED_AT,
      publishedAt: PUBLISHED_AT,
      isGiftCard: false,
      ...productWithoutSubscriptions,
      // The catalogue has not been given a category of Shopify's product taxonomy.
      category: null,
      totalInventory: entry.variants.reduce((sum, item) => sum + item.quantityAvailable, 0),
      metafield: (args: { namespace?: string | null; key: string }) => productMetafield(entry, args, () => product(entry, market)),
      metafields: ({ identifiers }: { identifiers: { namespace?: string | null; key: string }[] }) =>
        identifiers.map((identifier) => productMetafield(entry, identifier, () => product(entry, market))),
      // A headless shop: products are not published to an Online Store theme.
      onlineStoreUrl: null,
      // Shopify fills it only on search and recommendation results (search-resolvers.ts); elsewhere it is null.
      trackingParameters: null,
      seo: { title: entry.title, description: entry.description },
      featuredImage,
      images: (args: PageArgs) => connection(gallery(entry, featuredImage), args),
      // The same pictures as Shopify lists a product's media: each an image (MediaImage), previewed by itself.
      media: (args: PageArgs) =>
        connection(
          gallery(entry, featuredImage).map((picture, index) => ({
            __typename: 'MediaImage',
            id: `gid://shopify/MediaImage/${entry.numericId}${index + 1}`,
            alt: picture.altText,
            mediaContentType: 'IMAGE',
            image: picture,
            previewImage: picture,
            presentation: null,
          })),
          args,
        ),
      priceRange: { minVariantPrice: moneyIn(market, Math.min(...prices)), maxVariantPrice: moneyIn(market, Math.max(...prices)) },
      // Shopify answers zero amounts when no variant has a compare-at price.
      compareAtPriceRange: { minVariantPrice: zero, maxVariantPrice: zero },
      options: ({ first }: { first?: number | null }) => options(entry, market, first),
      variants: ({ sortKey, ...page }: PageArgs & { sortKey?: string | null }) => {
        refuseVariantSort(sortKey);
        return connection(
          entry.variants.map((item) => variant(item, market)),
          page,
        );
      },
      variantsCount: { count: entry.variants.length, precision: 'EXACT' },
      encodedVariantExistence: () => encodeVariants(entry.variants),
      encodedVariantAvailability: () => encodeVariants(entry.variants.filter((item) => item.availableForSale)),
      variantBySelectedOptions: (args: SelectionArgs) => {
        const found = variantBySelectedOptions(entry, args);
        return found ? variant(found, market) : null;
      },
      selectedOrFirstAvailableVariant: (args: SelectionArgs) => variant(selectedOrFirstAvailableVariant(entry, args), market),
      adjacentVariants: (args: SelectionArgs) => adjacentVariants(entry, args).map((item) => variant(item, market)),
      collections: (args: PageArgs) =>
        connection(
          collectionsOf(entry).map((item) => collections.collection(item, market)),
          args,
        ),
    };
  }

  const collections = collectionShapes({ siteOrigin: new URL(publicBaseUrl).origin, product, unitsSold });

  return { product, variant, collection: collections.collection, unitsSold };
}
