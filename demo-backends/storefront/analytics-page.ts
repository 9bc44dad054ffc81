// The demo shop's page of the Shopify analytics it received: what was kept, newest first, and what was refused.
// Everything sent by a browser goes through `html` (escaped).
import { html, page } from './html.ts';
import { CUSTOMER_TRACKING_SCHEMA, type MonorailProduct } from './monorail-schemas.ts';
import type { ReceivedAnalytics, ReceivedEvent } from './received-analytics.ts';

/** The page lists this many events, the newest. */
export const LISTED_EVENTS = 100;

const receivedAt = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function eventName({ schemaId, payload }: ReceivedEvent): string {
  if (schemaId === CUSTOMER_TRACKING_SCHEMA) return String(payload.event_name);
  return typeof payload.pageType === 'string' ? `page view (${payload.pageType})` : 'page view';
}

function pageUrl({ schemaId, payload }: ReceivedEvent): string {
  return String(schemaId === CUSTOMER_TRACKING_SCHEMA ? payload.event_source_url : payload.url);
}

/** 'Sheet set · King × 2' per product; the schema check has made sure each one parses. */
function products({ payload }: ReceivedEvent) {
  if (!Array.isArray(payload.products)) return '';
  return payload.products.map((entry) => {
    const product = JSON.parse(entry as string) as MonorailProduct;
    return html`<p>${product.name}${product.variant ? ` · ${product.variant}` : ''} × ${product.quantity}</p>`;
  });
}

function value({ payload }: ReceivedEvent): string {
  return typeof payload.total_value === 'number' ? `${payload.total_value} ${String(payload.currency)}` : '';
}

export function receivedAnalyticsPage(analytics: ReceivedAnalytics): string {
  const counts = analytics.tally();
  const events = analytics.received().slice(0, LISTED_EVENTS);
  return page(
    'Analytics received',
    html`<h1>Analytics received</h1>
<p class="sandbox" role="note">The Shopify analytics sent to this shop's <code>/.well-known/shopify/monorail/unstable/produce_batch</code>, checked as Shopify checks them. Kept in memory until the shop restarts; the newest ${LISTED_EVENTS} are listed.</p>
<table>
<caption>Events</caption>
<tbody>
<tr><th scope="row">Accepted</th><td class="number">${counts.accepted}</td></tr>
<tr><th scope="row">Refused (not Shopify's schema)</th><td class="number">${counts.refused}</td></tr>
<tr><th scope="row">Not kept (analytics not allowed)</th><td class="number">${counts.refusedForConsent}</td></tr>
<tr><th scope="row">Batches refused whole</th><td class="number">${counts.malformedBatches}</td></tr>
</tbody>
</table>
${
  events.length === 0
    ? html`<p>No events received yet.</p>`
    : html`<table>
<caption>Received, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">Event</th><th scope="col" class="hide-narrow">Page</th><th scope="col">Products</th><th scope="col" class="number">Value</th></tr></thead>
<tbody>
${events.map(
  (event) => html`<tr>
<td>${receivedAt(event.receivedAtMs)}</td>
<td>${eventName(event)}</td>
<td class="hide-narrow">${pageUrl(event)}</td>
<td class="options">${products(event)}</td>
<td class="number">${value(event)}</td>
</tr>`,
)}
</tbody>
</table>`
}`,
    'Analytics',
  );
}
