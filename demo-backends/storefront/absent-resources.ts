// What a real shop answers for things it does not have, so a storefront written for any store works here: this shop
// has no blog, no pickup locations, no metaobjects, no URL redirects, sells no subscriptions and no bundles. A
// missing thing is null and a list of them is empty, as the Storefront API answers for a shop without them.
import { connection, type PageArgs } from './connection.ts';

const none = (args: PageArgs) => connection([], args);

/** Root fields for the kinds of resource the shop has none of. */
export const absentRootResources = {
  blog: () => null,
  blogByHandle: () => null,
  blogs: none,
  article: () => null,
  articles: none,
  locations: none,
  metaobject: () => null,
  metaobjects: none,
  urlRedirects: none,
};

/** A product's fields for subscriptions, which the shop does not sell. */
export const productWithoutSubscriptions = { sellingPlanGroups: none, requiresSellingPlan: false };

/** A variant's fields for what the shop does not do: subscriptions, bundles, quantity pricing, pickup, barcodes. */
export const variantWithoutExtras = {
  sellingPlanAllocations: none,
  components: none,
  groupedBy: none,
  requiresComponents: false,
  quantityPriceBreaks: none,
  // One set at a time, as many as the shopper likes: Shopify's rule for a variant with no quantity rule set.
  quantityRule: { minimum: 1, maximum: null, increment: 1 },
  storeAvailability: none,
  shopPayInstallmentsPricing: null,
  barcode: null,
  unitPriceMeasurement: null,
};
