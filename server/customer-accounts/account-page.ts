// /account's markup, rendered on the server for the signed-in customer alone (never cached, no scripts): orders
// newest first with each set's size, depth and colour (the variant), its attributes (packaging, the Mattress
// measurements), the addresses, and the sign-out button. Also the page that says the shop's account service is away.
import { escapeMarkup as esc } from '../../content/escape-markup.ts';
import { BRAND_NAME } from '../../content/brand.ts';
import type { AccountOrder, AccountOverview } from './account-overview.ts';

export const ACCOUNT_WORDS = {
  account: 'Account',
  orders: 'Orders',
  addresses: 'Addresses',
  noOrders: 'No orders yet.',
  noAddresses: 'No addresses saved yet.',
  signOut: 'Sign out',
  unavailable: 'Your account cannot be shown just now',
  unavailableBody: "The shop's account service is not answering. Your orders are safe; please try again in a few minutes.",
} as const;

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#fbf9f6;color:#232220;line-height:1.5}
header,main{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}header a{color:inherit;font-weight:600;text-decoration:none}
.order,.address{background:#fff;border:1px solid #e4ded6;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
.order h3{margin:0 0 .25rem}.order p,.line p{margin:0}.line{margin-top:.75rem}dl{display:grid;grid-template-columns:auto 1fr;gap:0 .75rem;margin:.25rem 0 0}
dt{color:#5c5852}dd{margin:0}button{font:inherit;padding:.6rem 1.2rem;border:1px solid #232220;border-radius:2rem;background:#232220;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #2f6feb;outline-offset:2px}.notice{border-left:4px solid #b3541e;padding:.5rem 1rem;background:#fff}`;

function shell(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(`${title} | ${BRAND_NAME}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${esc(BRAND_NAME)}</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
const moneyOf = ({ amount, currencyCode }: { amount: string; currencyCode: string }) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: currencyCode }).format(Number(amount));

function orderHtml(order: AccountOrder): string {
  const lines = order.lines
    .map((line) => {
      const facts = [
        ...(line.variantTitle ? [['Set', line.variantTitle]] : []),
        ['Quantity', String(line.quantity)],
        ...line.attributes.map((attribute) => [attribute.key, attribute.value]),
      ];
      const list = facts.map(([term, value]) => `<dt>${esc(term!)}</dt><dd>${esc(value!)}</dd>`).join('');
      return `<div class="line"><p><strong>${esc(line.title)}</strong></p><dl>${list}</dl></div>`;
    })
    .join('\n');
  return `<article class="order"><h3>${esc(order.name)}</h3><p><time datetime="${esc(order.processedAt)}">${esc(dateOf(order.processedAt))}</time> · ${esc(moneyOf(order.total))}</p>${lines}</article>`;
}

export function accountPageHtml(overview: AccountOverview, { signOutPath }: { signOutPath: string }): string {
  const orders = overview.orders.length ? overview.orders.map(orderHtml).join('\n') : `<p>${ACCOUNT_WORDS.noOrders}</p>`;
  const addresses = overview.addresses.length
    ? overview.addresses.map((lines) => `<address class="address">${lines.map(esc).join('<br>')}</address>`).join('\n')
    : `<p>${ACCOUNT_WORDS.noAddresses}</p>`;
  const who = [overview.name, overview.email].filter(Boolean).map((part) => esc(part!));
  return shell(
    ACCOUNT_WORDS.account,
    `<h1>${ACCOUNT_WORDS.account}</h1>
<p>${who.join(' · ')}</p>
<section aria-labelledby="orders"><h2 id="orders">${ACCOUNT_WORDS.orders}</h2>
${orders}
</section>
<section aria-labelledby="addresses"><h2 id="addresses">${ACCOUNT_WORDS.addresses}</h2>
${addresses}
</section>
<form method="post" action="${esc(signOutPath)}"><button type="submit">${ACCOUNT_WORDS.signOut}</button></form>`,
  );
}

export function accountUnavailableHtml(): string {
  return shell(
    ACCOUNT_WORDS.unavailable,
    `<h1>${ACCOUNT_WORDS.unavailable}</h1>\n<p class="notice" role="alert">${ACCOUNT_WORDS.unavailableBody}</p>\n<p><a href="/">Back to the shop</a></p>`,
  );
}
