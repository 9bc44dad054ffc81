// The rules behind the cart mutations. Each change is all or nothing: when any input is refused the lines stay
// as they were and every refusal comes back as a userError with a real CartErrorCode and the path of the input.
import { findVariant, findVariantByNumericId, type CatalogVariant } from './demo-products.ts';
import { newLineId, type Attribute, type StoredLine } from './cart-store.ts';
import { attributeProblems, sameAttributes, type CartUserError } from './cart-inputs.ts';

/** The site's quantity limit (spec §5, §9), enforced per line. */
export const MAX_LINE_QUANTITY = 30;

export type LineInput = { merchandiseId: string; quantity?: number | null; attributes?: Attribute[] | null };
export type LineUpdateInput = { id: string; quantity?: number | null; merchandiseId?: string | null; attributes?: Attribute[] | null };
export type CartChange = { lines: StoredLine[]; userErrors: CartUserError[] };

const variantName = (variant: CatalogVariant) => `${variant.product.title} (${variant.title})`;

/** The variant to put in the cart, or the reason it cannot go in. */
function purchasableVariant(merchandiseId: string, field: string[]): CatalogVariant | CartUserError {
  const variant = findVariant(merchandiseId);
  if (!variant) return { field, code: 'INVALID', message: `The merchandise with id ${merchandiseId} does not exist.` };
  if (!variant.availableForSale) return { field, code: 'MERCHANDISE_NOT_APPLICABLE', message: `${variantName(variant)} is sold out.` };
  return variant;
}

function quantityAboveMaximum(line: StoredLine, field: string[]): CartUserError | null {
  if (line.quantity <= MAX_LINE_QUANTITY) return null;
  const variant = findVariantByNumericId(line.variantNumericId);
  const name = variant ? variantName(variant) : 'this item';
  return { field, code: 'MAXIMUM_EXCEEDED', message: `You can only add up to ${MAX_LINE_QUANTITY} of ${name} to the cart.` };
}

const refuse = (current: StoredLine[], userErrors: CartUserError[]): CartChange => ({ lines: current, userErrors });

/** The same merchandise with the same attributes is one line, as Shopify merges it. */
const sameLine = (a: StoredLine, b: Pick<StoredLine, 'variantNumericId' | 'attributes'>) =>
  a.variantNumericId === b.variantNumericId && sameAttributes(a.attributes, b.attributes);

/** Adds lines; merchandise already in the cart with the same attributes grows that line. */
export function addLines(cartToken: string, current: StoredLine[], inputs: LineInput[], fieldPrefix: string[] = ['lines']): CartChange {
  const lines = current.map((line) => ({ ...line }));
  const userErrors: CartUserError[] = [];
  inputs.forEach((input, index) => {
    const at = (name: string) => [...fieldPrefix, String(index), name];
    const quantity = input.quantity ?? 1;
    if (quantity < 1) {
      userErrors.push({ field: at('quantity'), code: 'MINIMUM_NOT_MET', message: 'The quantity must be at least 1.' });
      return;
    }
    const attributes = input.attributes ?? [];
    const badAttributes = attributeProblems(attributes, at('attributes'));
    if (badAttributes.length > 0) {
      userErrors.push(...badAttributes);
      return;
    }
    const variant = purchasableVariant(input.merchandiseId, at('merchandiseId'));
    if (!('numericId' in variant)) {
      userErrors.push(variant);
      return;
    }
    let line = lines.find((candidate) => sameLine(candidate, { variantNumericId: variant.numericId, attributes }));
    if (line) line.quantity += quantity;
    else lines.push((line = { id: newLineId(cartToken), variantNumericId: variant.numericId, quantity, attributes }));
    const tooMany = quantityAboveMaximum(line, at('quantity'));
    if (tooMany) userErrors.push(tooMany);
  });
  return userErrors.length > 0 ? refuse(current, userErrors) : { lines, userErrors };
}

/** A line changed to match another (variant and attributes) joins it, keeping the earlier line's id. */
function mergeSameLines(lines: StoredLine[]): StoredLine[] {
  const merged: StoredLine[] = [];
  for (const line of lines) {
    const same = merged.find((candidate) => sameLine(candidate, line));
    if (same) same.quantity += line.quantity;
    else merged.push(line);
  }
  return merged;
}

/** Sets quantities (0 removes the line) and optionally swaps a line's variant or replaces its attributes. */
export function updateLines(current: StoredLine[], updates: LineUpdateInput[]): CartChange {
  let lines = current.map((line) => ({ ...line }));
  const userErrors: CartUserError[] = [];
  updates.forEach((update, index) => {
    const at = (name: string) => ['lines', String(index), name];
    const line = lines.find((candidate) => candidate.id === update.id);
    if (!line) {
      userErrors.push({ field: at('id'), code: 'INVALID_MERCHANDISE_LINE', message: `The cart has no line with id ${update.id}.` });
      return;
    }
    if (update.merchandiseId) {
      const variant = purchasableVariant(update.merchandiseId, at('merchandiseId'));
      if (!('numericId' in variant)) {
        userErrors.push(variant);
        return;
      }
      line.variantNumericId = variant.numericId;
    }
    if (update.attributes) {
      const badAttributes = attributeProblems(update.attributes, at('attributes'));
      if (badAttributes.length > 0) {
        userErrors.push(...badAttributes);
        return;
      }
      line.attributes = update.attributes;
    }
    if (update.quantity !== null && update.quantity !== undefined) {
      if (update.quantity < 0) {
        userErrors.push({ field: at('quantity'), code: 'MINIMUM_NOT_MET', message: 'The quantity cannot be negative.' });
        return;
      }
      line.quantity = update.quantity;
      const tooMany = quantityAboveMaximum(line, at('quantity'));
      if (tooMany) userErrors.push(tooMany);
    }
  });
  lines = mergeSameLines(lines.filter((line) => line.quantity > 0));
  if (userErrors.length === 0) {
    for (const line of lines) {
      const tooMany = quantityAboveMaximum(line, ['lines']);
      if (tooMany) userErrors.push(tooMany);
    }
  }
  return userErrors.length > 0 ? refuse(current, userErrors) : { lines, userErrors };
}

export function removeLines(current: StoredLine[], lineIds: string[]): CartChange {
  const userErrors = lineIds.flatMap((id, index): CartUserError[] =>
    current.some((line) => line.id === id)
      ? []
      : [{ field: ['lineIds', String(index)], code: 'INVALID_MERCHANDISE_LINE', message: `The cart has no line with id ${id}.` }],
  );
  if (userErrors.length > 0) return refuse(current, userErrors);
  return { lines: current.filter((line) => !lineIds.includes(line.id)), userErrors };
}
