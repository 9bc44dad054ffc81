// A product by id or handle, any product or variant by global id (`node`), and the product fields a storefront of
// this catalogue reads besides the product page's (hydrogen-catalog-contract.test.ts): images, a variant by its options, a shortened description.
import { describe, expect, it } from 'vitest';
import { clientData } from './support/official-client.ts';
import { createTestShop, drawingUrl, PREMIUM_KING_26_30_WHITE } from './support/demo-shop.ts';

const { app } = createTestShop();
const PREMIUM_ID = 'gid://shopify/Product/8100001';

describe('looking up products', () => {
  it('finds a product by id, by handle, or by both when they agree', async () => {
    const { byId, byHandle, both, disagree } = await clientData(
      app,
      `{ byId: product(id: "${PREMIUM_ID}") { handle trackingParameters } byHandle: product(handle: "tailored-sateen-sheet-set-classic") { id }
         both: product(id: "${PREMIUM_ID}", handle: "tailored-sateen-sheet-set-premium") { title }
         disagree: product(id: "${PREMIUM_ID}", handle: "tailored-sateen-sheet-set-classic") { title } }`,
    );
    // Outside search and recommendations Shopify sends no tracking parameters.
    expect(byId).toEqual({ handle: 'tailored-sateen-sheet-set-premium', trackingParameters: null });
    expect(byHandle).toEqual({ id: 'gid://shopify/Product/8100002' });
    expect(both.title).toBe('Tailored Sateen Sheet Set — Premium');
    expect(disagree).toBeNull();
  });

  it('answers node for a product or a variant id, and null for an id it does not know', async () => {
    const { product, variant, unknown } = await clientData(
      app,
      `{ product: node(id: "${PREMIUM_ID}") { __typename id ... on Product { handle } }
         variant: node(id: "${PREMIUM_KING_26_30_WHITE}") { __typename ... on ProductVariant { sku product { handle } } }
         unknown: node(id: "gid://shopify/Collection/1") { id } }`,
    );
    expect(product).toEqual({ __typename: 'Product', id: PREMIUM_ID, handle: 'tailored-sateen-sheet-set-premium' });
    expect(variant).toEqual({ __typename: 'ProductVariant', sku: 'LT-PRE-KING-26-30-WHT', product: { handle: 'tailored-sateen-sheet-set-premium' } });
    expect(unknown).toBeNull();
  });

  it('answers images, a variant by its options and a shortened description', async () => {
    const { product } = await clientData(
      app,
      `{ product(id: "${PREMIUM_ID}") {
          images(first: 5) { nodes { url width height altText } }
          variantBySelectedOptions(selectedOptions: [{ name: "Mattress Size", value: "King" }, { name: "Depth", value: "26-30 cm" }, { name: "Colour", value: "White" }]) { id }
          unknownOption: variantBySelectedOptions(selectedOptions: [{ name: "Thread count", value: "600" }]) { id }
          description(truncateAt: 20) variantsCount { count precision } isGiftCard onlineStoreUrl } }`,
    );
    expect(product.images.nodes[0]).toEqual({
      url: drawingUrl('tailored-sateen-sheet-set-premium'),
      width: 800,
      height: 800,
      altText: 'Tailored Sateen Sheet Set — Premium',
    });
    // Then the set in each colour (product-images.test.ts).
    expect(product.images.nodes.map((image: { altText: string }) => image.altText).slice(1)).toEqual(
      ['White', 'Sand', 'Mist'].map((colour) => `Tailored Sateen Sheet Set — Premium in ${colour}`),
    );
    expect(product.variantBySelectedOptions).toEqual({ id: PREMIUM_KING_26_30_WHITE });
    // variantBySelectedOptions does not ignore unknown options unless asked to.
    expect(product.unknownOption).toBeNull();
    expect(product.description).toBe('Organic-cotton satee…');
    expect(product).toMatchObject({ variantsCount: { count: 60, precision: 'EXACT' }, isGiftCard: false, onlineStoreUrl: null });
  });
});
