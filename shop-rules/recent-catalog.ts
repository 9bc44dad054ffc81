// The shop's sheet-set products as searched within the last minute, grouped into size entries and price ranges
// once per search and shared by every render of the process: the purchase flow and the size tiles of content
// pages wait on the shop at most once a minute instead of once per visitor. Prices and stock are at most a
// minute old; the shop's own cart and checkout still refuse anything that has sold out since.
// Once the shop has answered, nobody waits on it again: a minute-old catalogue is searched again in the
// background (the longer time limit) while renders keep the one they have. A failed search is remembered for
// FAILED_SEARCH_REMEMBERED_MS; meanwhile renders get the last catalogue the shop gave, marked stale (still
// orderable: its variants are the shop's, and the cart call asks the shop), or the static one when the shop
// never answered. Both lists are read-only (the catalog store keeps entries frozen).
import type { StorefrontClient } from '../clients/storefront/storefront-client.ts';
import { PRODUCT_SEARCH_LIMIT } from './constants.ts';
import { groupSizeEntries, type SizeEntry } from './size-entries.ts';
import { type ProductOffer, productOffersFrom } from './product-offers.ts';
import { type CatalogSource, staticSizeEntries } from './static-catalog.ts';

/** `staleSince`: set on the shop's last catalogue while the shop does not answer (when it last did, epoch ms). */
export type RecentCatalog = { entries: SizeEntry[]; offers: ProductOffer[]; source: CatalogSource; staleSince?: number };

export const RECENT_CATALOG_FRESH_FOR_MS = 60_000;
/** How long a failed search answers for the shop: renders in that time do not ask it again. */
export const FAILED_SEARCH_REMEMBERED_MS = 5_000;

/**
 * What pages show while the shop cannot be reached: the static sizes and prices, and no offers (search engines
 * are never told a price the shop did not give).
 */
export const STATIC_CATALOG: RecentCatalog = { entries: staticSizeEntries(), offers: [], source: 'static' };

type Searched = { catalog: RecentCatalog; at: number; stale: RecentCatalog };
type SearchState = { last: Searched | null; search: Promise<RecentCatalog> | null; failedAt: number | null };

// One state per shop client (the site has one; tests make several), kept on the client under a registered
// symbol: server.ts and the built page bundle each load a copy of this module, and both must share one search
// (two states made a shopper wait on two searches in a row).
const SEARCH_STATE = Symbol.for('linden-and-tuck.recent-catalog');

function stateOf(shop: StorefrontClient): SearchState {
  const holder = shop as unknown as { [SEARCH_STATE]?: SearchState };
  return (holder[SEARCH_STATE] ??= { last: null, search: null, failedAt: null });
}

/** The last catalogue, marked stale once a search has failed since it was made. */
function lastCatalog({ last, failedAt }: SearchState): RecentCatalog | null {
  if (!last) return null;
  return failedAt !== null && failedAt >= last.at ? last.stale : last.catalog;
}

function startSearch(shop: StorefrontClient, state: SearchState, now: number, recheck: boolean): Promise<RecentCatalog> {
  const startedAt = performance.now();
  // `now` may be a test's clock: the failure time is measured on the same one.
  const finishedAt = () => now + Math.round(performance.now() - startedAt);
  const read = recheck ? { probe: true } : { background: state.last !== null };
  const search = shop.searchProducts(PRODUCT_SEARCH_LIMIT, undefined, read).then(
    (products) => {
      const entries = groupSizeEntries(products);
      // A shop that sells no sheet sets shows the static sizes (which cannot be bought), as when it is away.
      const catalog: RecentCatalog = entries.length > 0 ? { entries, offers: productOffersFrom(products), source: 'shop' } : STATIC_CATALOG;
      state.last = { catalog, at: now, stale: catalog === STATIC_CATALOG ? catalog : { ...catalog, staleSince: now } };
      state.failedAt = null;
      return catalog;
    },
    () => {
      state.failedAt = finishedAt();
      return lastCatalog(state) ?? STATIC_CATALOG;
    },
  );
  state.search = search;
  void search.finally(() => {
    if (state.search === search) state.search = null;
  });
  return search;
}

/**
 * The catalogue a render shows now: the shop's recent one, its last one marked stale while it does not answer,
 * or the static one. Waits on the shop only while it has never answered (the render time limit), and only
 * once per FAILED_SEARCH_REMEMBERED_MS; never rejects. `recheck`: a shopper whose ordering waits for the shop
 * asked again on purpose (spec: the next press finds the shop back), so the shop is asked now, breaker or
 * not, within the render limit; rechecks at the same time share one search.
 */
export function catalogOrStatic(shop: StorefrontClient, now = Date.now(), { recheck = false } = {}): Promise<RecentCatalog> {
  const state = stateOf(shop);
  if (state.last && now - state.last.at <= RECENT_CATALOG_FRESH_FOR_MS) return Promise.resolve(state.last.catalog);
  if (recheck && !state.last) return state.search ?? startSearch(shop, state, now, true);
  const failureRemembered = state.failedAt !== null && now - state.failedAt < FAILED_SEARCH_REMEMBERED_MS;
  const search = state.search ?? (failureRemembered ? null : startSearch(shop, state, now, false));
  return Promise.resolve(lastCatalog(state) ?? search ?? STATIC_CATALOG);
}
