// The shop's GraphQL answers (edges/nodes, nested cost objects) reshaped into the small types the site uses.
import type { CartFragment, ProductSearchQuery, VariantFragment } from '../../generated/storefront/graphql.ts';
import { premiumPackagingOf } from './premium-packaging.ts';
import { mattressOf } from './mattress-attribute.ts';

export type Money = { amount: string; currencyCode: string };
/** A variant's picture as the Storefront answers it (url, altText, width, height): shop pictures are drawn from it (blocks/shared/ShopImage.tsx). */
export type VariantImage = NonNullable<VariantFragment['image']>;

/**
 * A variant as the operation selects it (operations/variant.fragment.graphql), plus its options read by position:
 * a field added to the fragment is here, in the size entries and on /buy without another line of code.
 */
export type ProductVariant = VariantFragment & {
  /** First selected option (spec §3: option 1 is Mattress Size). */
  size: string | null;
  /** Second selected option (spec §3: option 2 is Depth). */
  depth: string | null;
  colour: string | null;
};

type SearchedProduct = ProductSearchQuery['products']['edges'][number]['node'];

/** A product as the search selects it (operations/product-search.query.graphql), its options and variants flattened. */
export type Product = Omit<SearchedProduct, 'options' | 'variants'> & {
  options: Array<{ name: string; values: string[] }>;
  variants: ProductVariant[];
};

export type CartLine = {
  id: string;
  quantity: number;
  total: Money;
  /** Spec §3: the set is sent in premium packaging (the line's 'Premium packaging' attribute; on when absent). */
  premiumPackaging: boolean;
  /** The shopper's own mattress, '152 × 203 × 32 cm' (the line's 'Mattress' attribute), when the size finder was used. */
  mattress: string | null;
  variant: ProductVariant & { productTitle: string; productHandle: string };
};

export type Cart = {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  /** What the shopper pays, after applicable discount codes. */
  total: Money;
  /**
   * What discounts took off: Shopify allocates product discounts (e.g. WELCOME10 on premium sets) to lines and
   * order discounts to the cart, and its subtotal is already after line discounts, so the sum is read, not derived.
   */
  discountTotal: Money;
  lines: CartLine[];
  discountCodes: Array<{ code: string; applicable: boolean }>;
};

const money = ({ amount, currencyCode }: { amount: string; currencyCode: string }): Money => ({ amount, currencyCode });

export function reshapeVariant(variant: VariantFragment): ProductVariant {
  const [size, depth] = variant.selectedOptions;
  const colour = variant.selectedOptions.find((option) => /^colou?r$/i.test(option.name)) ?? variant.selectedOptions[2];
  return { ...variant, size: size?.value ?? null, depth: depth?.value ?? null, colour: colour?.value ?? null };
}

export function reshapeProduct({ options, variants, ...product }: SearchedProduct): Product {
  return {
    ...product,
    options: options.map((option) => ({ name: option.name, values: option.optionValues.map((value) => value.name) })),
    variants: variants.edges.map((edge) => reshapeVariant(edge.node)),
  };
}

export function reshapeProducts(result: ProductSearchQuery): Product[] {
  return result.products.edges.map((edge) => reshapeProduct(edge.node));
}

function discountTotalOf(cart: CartFragment): Money {
  const allocations = [...cart.discountAllocations, ...cart.lines.edges.flatMap(({ node }) => node.discountAllocations)];
  const cents = allocations.reduce((sum, { discountedAmount }) => sum + Math.round(Number(discountedAmount.amount) * 100), 0);
  return { amount: (cents / 100).toFixed(2), currencyCode: cart.cost.totalAmount.currencyCode };
}

type CartMerchandise = CartFragment['lines']['edges'][number]['node']['merchandise'];

/** The line's variant with its product's title and handle beside it (the product itself is not kept). */
function cartVariant({ product, ...variant }: CartMerchandise): CartLine['variant'] {
  return { ...reshapeVariant(variant), productTitle: product.title, productHandle: product.handle };
}

export function reshapeCart(cart: CartFragment): Cart {
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    totalQuantity: cart.totalQuantity,
    total: money(cart.cost.totalAmount),
    discountTotal: discountTotalOf(cart),
    discountCodes: cart.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
    lines: cart.lines.edges.map(({ node }) => ({
      id: node.id,
      quantity: node.quantity,
      total: money(node.cost.totalAmount),
      premiumPackaging: premiumPackagingOf(node.attributes),
      mattress: mattressOf(node.attributes),
      variant: cartVariant(node.merchandise),
    })),
  };
}
