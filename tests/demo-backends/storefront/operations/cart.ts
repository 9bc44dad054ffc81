// The whole cart, written for the demo shop's contract tests: one read of everything a cart page and checkout
// button show, and every cart mutation a storefront sends (create, add, change, remove, codes, note, attributes,
// buyer), each answering the cart's totals, its user errors and its warnings.
import { PRICE_FIELDS } from './catalogue.ts';

const BASKET_LINE = `#graphql
  fragment BasketLine on BaseCartLine {
    id
    quantity
    attributes { key value }
    cost {
      totalAmount { ...PriceFields }
      amountPerQuantity { ...PriceFields }
      compareAtAmountPerQuantity { ...PriceFields }
    }
    merchandise {
      ... on ProductVariant {
        id
        title
        availableForSale
        requiresShipping
        price { ...PriceFields }
        selectedOptions { name value }
        image { url altText width height }
        product { id handle title vendor }
      }
    }
    ... on CartLine { parentRelationship { parent { id } } }
    ... on ComponentizableCartLine { lineComponents { id quantity } }
  }
`;

const BASKET = `#graphql
  fragment Basket on Cart {
    id
    createdAt
    updatedAt
    checkoutUrl
    totalQuantity
    note
    attributes { key value }
    discountCodes { code applicable }
    appliedGiftCards { id lastCharacters }
    buyerIdentity {
      countryCode
      email
      phone
      customer { id email displayName }
    }
    cost {
      subtotalAmount { ...PriceFields }
      totalAmount { ...PriceFields }
      totalDutyAmount { ...PriceFields }
      totalTaxAmount { ...PriceFields }
    }
    lines(first: $lineCount) { nodes { ...BasketLine } }
  }
  ${BASKET_LINE}
  ${PRICE_FIELDS}
`;

export const READ_BASKET = `#graphql
  query ReadBasket($basketId: ID!, $lineCount: Int = 50, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $basketId) { ...Basket }
  }
  ${BASKET}
`;

/** What each mutation reads back: enough to update a cart badge, and every problem it reports. */
const OUTCOME = `#graphql
  fragment BasketTotals on Cart {
    id
    checkoutUrl
    totalQuantity
    cost { totalAmount { amount currencyCode } }
  }
  fragment Problem on CartUserError { code field message }
  fragment Caution on CartWarning { code message target }
`;

/** A mutation taking the cart id and one argument, answered with its totals, user errors and warnings. */
function basketChange(name: string, field: string, argument: string, type: string, deferred = false): string {
  const cart = `cart { ...BasketTotals }`;
  return `#graphql
    mutation ${name}($basketId: ID!, $${argument}: ${type}, $country: CountryCode = ZZ) @inContext(country: $country) {
      ${field}(cartId: $basketId, ${argument}: $${argument}) {
        ${deferred ? `... @defer { ${cart} }` : cart}
        userErrors { ...Problem }
        warnings { ...Caution }
      }
    }
    ${OUTCOME}
  `;
}

export const START_BASKET = `#graphql
  mutation StartBasket($start: CartInput, $country: CountryCode = ZZ) @inContext(country: $country) {
    cartCreate(input: $start) {
      cart { ...BasketTotals }
      userErrors { ...Problem }
      warnings { ...Caution }
    }
  }
  ${OUTCOME}
`;

export const BASKET_CHANGES = {
  cartLinesAdd: basketChange('PutInBasket', 'cartLinesAdd', 'lines', '[CartLineInput!]!'),
  cartLinesUpdate: basketChange('ChangeBasketLines', 'cartLinesUpdate', 'lines', '[CartLineUpdateInput!]!'),
  cartLinesRemove: basketChange('TakeFromBasket', 'cartLinesRemove', 'lineIds', '[ID!]!'),
  // Discount totals can take a moment on a real shop, so the cart is asked for as a deferred part of the answer.
  cartDiscountCodesUpdate: basketChange('ApplyCodes', 'cartDiscountCodesUpdate', 'discountCodes', '[String!]!', true),
  cartNoteUpdate: basketChange('WriteNote', 'cartNoteUpdate', 'note', 'String!'),
  cartAttributesUpdate: basketChange('SetBasketAttributes', 'cartAttributesUpdate', 'attributes', '[AttributeInput!]!'),
  cartBuyerIdentityUpdate: basketChange('SetBuyer', 'cartBuyerIdentityUpdate', 'buyerIdentity', 'CartBuyerIdentityInput!'),
} as const;
