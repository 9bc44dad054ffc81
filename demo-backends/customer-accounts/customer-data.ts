// What the demo shop knows of each customer beyond the test list: the sandbox orders placed while signed in (read
// from the shop's order store, where the hosted checkout files them under the cart's customer) and the metafields
// the site sets (measurements remembered, kept per process).
export type Money = { amount: string; currencyCode: string };

export type OrderLine = {
  title: string;
  variantTitle: string | null;
  quantity: number;
  variantId: string | null;
  productId: string | null;
  customAttributes: readonly { key: string; value: string }[];
  price: Money;
  imageUrl: string | null;
};

export type CustomerOrder = { id: string; name: string; number: number; processedAt: string; totalPrice: Money; lineItems: readonly OrderLine[] };

export type CustomerMetafield = { namespace: string; key: string; type: string; value: string; updatedAt: string };

export class CustomerData {
  private readonly orders = new Map<string, CustomerOrder[]>();
  private readonly metafields = new Map<string, Map<string, CustomerMetafield>>();

  /** `placedOrders`: the orders the hosted checkout placed for a customer (customer-orders.ts reads them). */
  constructor(private readonly placedOrders: (customerId: string) => Promise<readonly CustomerOrder[]> = async () => []) {}

  /** An order from elsewhere than this shop's checkout (an import, a test's history). */
  recordOrder(customerId: string, order: CustomerOrder): void {
    this.orders.set(customerId, [...(this.orders.get(customerId) ?? []), order]);
  }

  async ordersOf(customerId: string): Promise<readonly CustomerOrder[]> {
    return [...(this.orders.get(customerId) ?? []), ...(await this.placedOrders(customerId))];
  }

  metafield(customerId: string, namespace: string, key: string): CustomerMetafield | undefined {
    return this.metafields.get(customerId)?.get(`${namespace}.${key}`);
  }

  /** Whether there was one to delete. */
  deleteMetafield(customerId: string, namespace: string, key: string): boolean {
    return this.metafields.get(customerId)?.delete(`${namespace}.${key}`) ?? false;
  }

  setMetafield(customerId: string, metafield: CustomerMetafield): void {
    const own = this.metafields.get(customerId) ?? new Map<string, CustomerMetafield>();
    own.set(`${metafield.namespace}.${metafield.key}`, metafield);
    this.metafields.set(customerId, own);
  }
}
