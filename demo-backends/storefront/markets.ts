// The countries the demo shop sells to, each with its currency, as Shopify Markets would set them up: Australia
// (the catalogue's AUD prices) and New Zealand (NZD converted at a fixed rate, rounded to whole dollars). A country
// outside these markets is refused rather than answered in the wrong currency.
import type { CountryCode, CurrencyCode } from '../../generated/storefront/graphql.ts';

export type Market = {
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
  { countryCode: 'AU', countryName: 'Australia', currencyCode: 'AUD', currencyName: 'Australian Dollar', currencySymbol: '$', priceCents: (cents) => cents },
  {
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

export const MARKET_LIST = MARKETS.map((market) => `${market.countryCode} (${market.currencyCode})`).join(' and ');

/** A Decimal scalar as the API returns it: a string with two fraction digits. */
export function decimalFromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A MoneyV2 object for an amount already in the market's currency. */
export const moneyIn = (market: Market, cents: number) => ({ amount: decimalFromCents(cents), currencyCode: market.currencyCode });

/** What every resolver of one request knows: the market its `@inContext(country:)` asks for. */
export type RequestContext = { market: Market };
