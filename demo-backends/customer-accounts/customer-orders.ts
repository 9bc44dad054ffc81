// The hosted checkout's sandbox orders as the Customer Account API shows them to the customer who placed them:
// each line with its variant and product ids, unit price and the attributes it was bought with.
import type { CartStore, StoredOrder } from '../storefront/cart-store.ts';
import { findVariantByNumericId, productGid, variantGid } from '../storefront/demo-products.ts';
import type { CustomerOrder } from './customer-data.ts';

export function customerOrderOf(order: StoredOrder): CustomerOrder {
  const currencyCode = order.currencyCode;
  return {
    id: `gid://shopify/Order/${order.orderNumber}`,
    name: `#${order.orderNumber}`,
    number: order.orderNumber,
    processedAt: order.createdAt,
    totalPrice: { amount: order.totalAmount, currencyCode },
    lineItems: order.lines.map((line) => {
      const variant = line.variantNumericId ? findVariantByNumericId(line.variantNumericId) : null;
      return {
        title: line.title,
        variantTitle: line.variantTitle,
        quantity: line.quantity,
        variantId: variant ? variantGid(variant.numericId) : null,
        productId: variant ? productGid(variant.product.numericId) : null,
        customAttributes: line.attributes ?? [],
        price: { amount: (Number(line.lineTotal) / line.quantity).toFixed(2), currencyCode },
        imageUrl: null,
      };
    }),
  };
}

/** Reads a customer's placed orders from the shop's order store. */
export const placedOrdersFrom =
  (store: Pick<CartStore, 'ordersOfCustomer'>) =>
  async (customerId: string): Promise<CustomerOrder[]> =>
    (await store.ordersOfCustomer(customerId)).map(customerOrderOf);
