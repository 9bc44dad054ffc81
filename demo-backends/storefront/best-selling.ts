// BEST_SELLING from the shop's own record: the units of each product in the sandbox orders placed through its hosted
// checkout, counted from the order lines' SKUs. A shop nobody has bought from yet ranks every product equal (so they
// keep their id order); no figure is made up. Sort keys: https://shopify.dev/docs/api/storefront/2026-04/enums/ProductSortKeys
import type { CartStore } from './cart-store.ts';
import { CATALOG } from './demo-products.ts';

/** Product id by variant SKU; an order line for a SKU the catalogue no longer has counts for no product. */
const productIdBySku = new Map(CATALOG.flatMap((product) => product.variants.map((variant) => [variant.sku, product.id] as const)));

/** Units sold per product id; read afresh for each request that sorts by BEST_SELLING. */
export type UnitsSold = () => Promise<Map<string, number>>;

export function unitsSoldFrom(store: CartStore): UnitsSold {
  return async () => {
    const units = new Map<string, number>();
    for (const [sku, quantity] of await store.unitsSoldBySku()) {
      const productId = productIdBySku.get(sku);
      if (productId) units.set(productId, (units.get(productId) ?? 0) + quantity);
    }
    return units;
  };
}
