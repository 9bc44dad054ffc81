// `productRecommendations` as a product page's "You may also like" and "Pair it with" rows ask for it (vercel/commerce
// asks by productId with its whole product fragment; themes ask by handle with an intent).
import { describe, expect, it } from 'vitest';
import { clientData, clientRequest } from './support/official-client.ts';
import { createTestShop } from './support/demo-shop.ts';

const { app } = createTestShop();
const PREMIUM_ID = 'gid://shopify/Product/8100001';
const CLASSIC_ID = 'gid://shopify/Product/8100002';

const RECOMMENDATIONS = `query($productId: ID, $productHandle: String, $intent: ProductRecommendationIntent) {
  productRecommendations(productId: $productId, productHandle: $productHandle, intent: $intent) {
    id handle availableForSale title tags updatedAt
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    variants(first: 250) { edges { node { id availableForSale price { amount } } } }
    featuredImage { url altText width height }
    seo { title description }
  }
}`;

const recommended = async (variables: Record<string, unknown>) => (await clientData(app, RECOMMENDATIONS, variables)).productRecommendations;

describe('product recommendations', () => {
  it('recommends the other sheet set, never the product itself, with everything a product card shows', async () => {
    const [classic, ...rest] = await recommended({ productId: PREMIUM_ID });
    expect(rest).toEqual([]);
    expect(classic).toMatchObject({
      id: CLASSIC_ID,
      availableForSale: true,
      priceRange: { minVariantPrice: { amount: '750.00', currencyCode: 'AUD' }, maxVariantPrice: { amount: '1050.00' } },
      featuredImage: { width: 800, height: 800 },
    });
    expect(classic.variants.edges).toHaveLength(60);
    expect((await recommended({ productHandle: 'tailored-sateen-sheet-set-classic', intent: 'RELATED' })).map((product: { id: string }) => product.id)).toEqual(
      [PREMIUM_ID],
    );
  });

  it('recommends nothing to pair with a sheet set: the catalogue sells nothing of another type', async () => {
    expect(await recommended({ productId: PREMIUM_ID, intent: 'COMPLEMENTARY' })).toEqual([]);
  });

  it('answers null for a product the shop does not have, and refuses a request naming no product', async () => {
    expect(await recommended({ productHandle: 'silk-pillowcase' })).toBeNull();
    expect(await recommended({ productId: PREMIUM_ID, productHandle: 'tailored-sateen-sheet-set-classic' })).toBeNull();
    const { errors } = await clientRequest(app, '{ productRecommendations { id } }');
    expect(errors?.[0]).toMatchObject({ message: expect.stringContaining('productId or a productHandle'), extensions: { code: 'BAD_REQUEST' } });
  });
});
