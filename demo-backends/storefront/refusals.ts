// The one list of what the demo shop refuses loudly (DEMO_SHOP_UNSUPPORTED), each with its reason: the fields an
// answer would have to invent behaviour for. Everything else of the query root, Shop, Product, ProductVariant,
// Collection, Cart and Localization answers as Shopify documents it for this shop, a missing thing with null or
// an empty list (absent-resources.ts). The refusal's message carries the reason, and the operations guide's table
// is written from this list (refusals-table.ts).

export type Refusal = { typeName: string; fields: readonly string[]; reason: string };

const HOSTED_CHECKOUT = 'the shop takes delivery details and payment on its hosted checkout (Cart.checkoutUrl)';

export const REFUSALS: readonly Refusal[] = [
  {
    typeName: 'QueryRoot',
    fields: ['customer'],
    reason: 'legacy customer accounts (customer access tokens) are not kept: shoppers sign in on the hosted account pages (Shop.customerAccountUrl)',
  },
  {
    typeName: 'Mutation',
    fields: [
      'customerAccessTokenCreate',
      'customerAccessTokenCreateWithMultipass',
      'customerAccessTokenDelete',
      'customerAccessTokenRenew',
      'customerActivate',
      'customerActivateByUrl',
      'customerAddressCreate',
      'customerAddressDelete',
      'customerAddressUpdate',
      'customerCreate',
      'customerDefaultAddressUpdate',
      'customerRecover',
      'customerReset',
      'customerResetByUrl',
      'customerUpdate',
    ],
    reason: 'legacy customer accounts (customer access tokens) are not kept: shoppers sign in on the hosted account pages (Shop.customerAccountUrl)',
  },
  { typeName: 'QueryRoot', fields: ['cartCompletionAttempt'], reason: `a cart is never completed through the API: ${HOSTED_CHECKOUT}` },
  {
    typeName: 'Mutation',
    fields: ['cartPrepareForCompletion', 'cartSubmitForCompletion', 'cartBillingAddressUpdate', 'cartSelectedDeliveryOptionsUpdate', 'cartPaymentUpdate'],
    reason: `a cart is never completed through the API: ${HOSTED_CHECKOUT}`,
  },
  { typeName: 'Cart', fields: ['delivery', 'deliveryGroups'], reason: `a cart holds no delivery addresses or options: ${HOSTED_CHECKOUT}` },
  {
    typeName: 'Mutation',
    fields: ['cartDeliveryAddressesAdd', 'cartDeliveryAddressesRemove', 'cartDeliveryAddressesReplace', 'cartDeliveryAddressesUpdate'],
    reason: `a cart holds no delivery addresses or options: ${HOSTED_CHECKOUT}`,
  },
  { typeName: 'PaymentSettings', fields: ['cardVaultUrl'], reason: `cards are never vaulted through the API: ${HOSTED_CHECKOUT}` },
  {
    typeName: 'Mutation',
    fields: ['cartGiftCardCodesAdd', 'cartGiftCardCodesRemove', 'cartGiftCardCodesUpdate'],
    reason: 'the shop sells and takes no gift cards',
  },
  { typeName: 'Mutation', fields: ['cartMetafieldsSet', 'cartMetafieldDelete'], reason: 'carts keep no metafields (Cart.metafield answers null)' },
  {
    typeName: 'Mutation',
    fields: ['shopPayPaymentRequestSessionCreate', 'shopPayPaymentRequestSessionSubmit'],
    reason: `Shop Pay is not offered: ${HOSTED_CHECKOUT}`,
  },
  { typeName: 'Mutation', fields: ['cartClone', 'cartRemovePersonalData'], reason: 'not implemented: a shopper starts a new cart instead' },
  { typeName: 'ProductVariant', fields: ['weight', 'weightUnit'], reason: 'the catalogue records no shipping weights (shipping is free)' },
  { typeName: 'QueryRoot', fields: ['sitemap'], reason: "the shop is headless: the site's /sitemap.xml lists the products and pages" },
];

const reasons = new Map(REFUSALS.flatMap(({ typeName, fields, reason }) => fields.map((field) => [`${typeName}.${field}`, reason] as const)));

/** Why the shop refuses a field, or null for a field it simply has no shape for (outside the areas it answers). */
export function refusalReason(typeName: string, fieldName: string): string | null {
  return reasons.get(`${typeName}.${fieldName}`) ?? null;
}
