// The pages of the local shop's hosted checkout: the order review with the sandbox order form, the order
// confirmation, and the not-found page. Everything shopper- or catalogue-provided goes through `html` (escaped).
import type { Attribute, StoredOrder } from './cart-store.ts';
import { discountTotals, type CartPricing } from './cart-pricing.ts';
import { html, page } from './html.ts';

const formatters = new Map<string, Intl.NumberFormat>();
/** '$1,050.00' in AUD, 'NZD 1,155.00' in NZD, as an Australian shopper reads them. */
function formatMoney(cents: number, currencyCode: string): string {
  let formatter = formatters.get(currencyCode);
  if (!formatter) formatters.set(currencyCode, (formatter = new Intl.NumberFormat('en-AU', { style: 'currency', currency: currencyCode })));
  return formatter.format(cents / 100);
}

export type CheckoutForm = { email: string; error: string | null };

/** Line attributes the shopper chose, e.g. 'Premium packaging: Yes'; keys starting with '_' stay hidden, as at Shopify's checkout. */
function attributeLines(attributes: readonly Attribute[] = []) {
  return attributes.filter(({ key }) => !key.startsWith('_')).map(({ key, value }) => html`<p>${key}: ${value}</p>`);
}

function linesTable(pricing: CartPricing) {
  const money = (cents: number) => formatMoney(cents, pricing.market.currencyCode);
  const discounts = discountTotals(pricing);
  return html`<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="number">Qty</th><th scope="col" class="number">Total</th></tr></thead>
<tbody>
${pricing.lines.map(
  ({ line, variant, subtotalCents }) => html`<tr>
<td><div class="item"><img src="${`../images/${variant.product.handle}.svg`}" alt="" width="56" height="56"><div>${variant.product.title}<div class="options"><p>${variant.title}</p>${attributeLines(line.attributes)}</div></div></div></td>
<td class="number">${line.quantity}</td>
<td class="number">${money(subtotalCents)}</td>
</tr>`,
)}
</tbody>
<tfoot>
${discounts.length > 0 ? html`<tr><th scope="row" colspan="2">Subtotal</th><td class="number">${money(pricing.subtotalCents)}</td></tr>` : ''}
${discounts.map(({ code, amountCents }) => html`<tr><th scope="row" colspan="2">Discount ${code}</th><td class="number">−${money(amountCents)}</td></tr>`)}
<tr><th scope="row" colspan="2">Total (${pricing.market.currencyCode})</th><td class="number">${money(pricing.totalCents)}</td></tr>
</tfoot>
</table>`;
}

export function checkoutPage(pricing: CartPricing, form: CheckoutForm, siteHomeUrl: string): string {
  if (pricing.lines.length === 0) {
    return page(
      'Your cart is empty',
      html`<h1>Your cart is empty</h1>
<p>Looks like you haven't added any items to the bag yet. Start shopping to fill it in.</p>
<a class="button" href="${siteHomeUrl}">Continue shopping</a>`,
    );
  }
  const errorId = 'email-error';
  return page(
    'Checkout',
    html`<h1>Checkout</h1>
<p class="sandbox" role="note">This is the sandbox checkout of the local shop: no payment is taken and nothing is shipped.</p>
${linesTable(pricing)}
<form method="post" novalidate>
<label for="email">Email for the order confirmation</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${form.email}"${
      form.error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''
    }>
${form.error ? html`<p class="error" id="${errorId}" role="alert">${form.error}</p>` : ''}
<button type="submit">Place sandbox order</button>
</form>`,
  );
}

export function orderConfirmationPage(order: StoredOrder, siteHomeUrl: string): string {
  const money = (amount: string) => formatMoney(Math.round(Number(amount) * 100), order.currencyCode);
  const linesCents = order.lines.reduce((sum, line) => sum + Math.round(Number(line.lineTotal) * 100), 0);
  const discountCents = linesCents - Math.round(Number(order.totalAmount) * 100);
  return page(
    `Order #${order.orderNumber} confirmed`,
    html`<h1>Thank you, your order #${order.orderNumber} is confirmed</h1>
<p>A confirmation goes to <strong>${order.email}</strong>. Sheets are dispatched within 2 business days with tracking.</p>
<table>
<caption>Order #${order.orderNumber}</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="number">Qty</th><th scope="col" class="number">Total</th></tr></thead>
<tbody>
${order.lines.map(
  (line) =>
    html`<tr><td>${line.title}<div class="options"><p>${line.variantTitle}</p>${attributeLines(line.attributes)}</div></td><td class="number">${line.quantity}</td><td class="number">${money(line.lineTotal)}</td></tr>`,
)}
</tbody>
<tfoot>
${discountCents > 0 ? html`<tr><th scope="row" colspan="2">Discount ${order.discountCodes.join(', ')}</th><td class="number">−${formatMoney(discountCents, order.currencyCode)}</td></tr>` : ''}
<tr><th scope="row" colspan="2">Total (${order.currencyCode})</th><td class="number">${money(order.totalAmount)}</td></tr>
</tfoot>
</table>
<a class="button" href="${siteHomeUrl}">Back to the shop</a>`,
  );
}

export function notFoundPage(heading: string, message: string, siteHomeUrl: string): string {
  return page(heading, html`<h1>${heading}</h1><p>${message}</p><a class="button" href="${siteHomeUrl}">Back to the shop</a>`);
}
