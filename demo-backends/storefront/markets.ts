// The countries the demo shop sells to, each with its currency, as Shopify Markets would set them up: Australia
// (the catalogue's AUD prices) and New Zealand (NZD converted at a fixed rate, rounded to whole dollars). A request
// in a country outside these markets is answered as Shopify answers it: in the shop's default currency, AUD.
import type { CountryCode, CurrencyCode } from '../../generated/storefront/graphql.ts';

export type Market = {
  /** The Shopify Market the country belongs to: its id and handle. */
  marketId: string;
  marketHandle: string;
  countryCode: CountryCode;
  countryName: string;
  currencyCode: CurrencyCode;
  currencyName: string;
  currencySymbol: string;
  /** A catalogue price (AUD cents) in this market's currency, in cents. */
  priceCents: (audCents: number) => number;
};

/** NZD per AUD; Shopify Markets would use a live rate, the demo keeps prices stable. */
const NZD_PER_AUD = 1.1;

export const MARKETS: readonly Market[] = [
  {
    marketId: 'gid://shopify/Market/6100001',
    marketHandle: 'au',
    countryCode: 'AU',
    countryName: 'Australia',
    currencyCode: 'AUD',
    currencyName: 'Australian Dollar',
    currencySymbol: '$',
    priceCents: (cents) => cents,
  },
  {
    marketId: 'gid://shopify/Market/6100002',
    marketHandle: 'nz',
    countryCode: 'NZ',
    countryName: 'New Zealand',
    currencyCode: 'NZD',
    currencyName: 'New Zealand Dollar',
    currencySymbol: '$',
    priceCents: (cents) => Math.round((cents * NZD_PER_AUD) / 100) * 100,
  },
];

export const PRIMARY_MARKET: Market = MARKETS[0]!;

/** Shopify's "unknown region"; Hydrogen's cart operations default `$country` to it. */
const UNKNOWN_REGION = 'ZZ';

/** The market of a country; no country (or ZZ) means the primary market; null when the shop does not sell there. */
export function marketFor(countryCode: string | null | undefined): Market | null {
  if (!countryCode || countryCode === UNKNOWN_REGION) return PRIMARY_MARKET;
  return MARKETS.find((market) => market.countryCode === countryCode) ?? null;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The market a request asks for with `@inContext(country:)`: the country's own, or for a country outside every
 * market, that country priced as the primary market (the shop's default currency), as Shopify answers it.
 */
export function contextMarket(countryCode: string | null | undefined): Market {
  const market = marketFor(countryCode);
  if (market) return market;
  return { ...PRIMARY_MARKET, countryCode: countryCode as CountryCode, countryName: countryNames.of(countryCode!) ?? countryCode! };
}

export const MARKET_LIST = MARKETS.map((market) => `${market.countryCode} (${market.currencyCode})`).join(' and ');

/** A Decimal scalar as the API returns it: a string with two fraction digits. */
export function decimalFromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A MoneyV2 object for an amount already in the market's currency. */
export const moneyIn = (market: Market, cents: number) => ({ amount: decimalFromCents(cents), currencyCode: market.currencyCode });

/** What every resolver of one request knows: the market its `@inContext(country:)` asks for. */
export type RequestContext = { market: Market };
