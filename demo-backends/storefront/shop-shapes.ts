// The shop itself as the Storefront API describes it: Shop, Localization (its markets and its one language) and
// the main menu a storefront header reads.
import { BRAND_NAME } from '../../content/brand.ts';
import { MARKETS, type Market } from './markets.ts';

const ENGLISH = { isoCode: 'EN', name: 'English', endonymName: 'English' };

function country(market: Market) {
  return {
    isoCode: market.countryCode,
    name: market.countryName,
    currency: { isoCode: market.currencyCode, name: market.currencyName, symbol: market.currencySymbol },
    unitSystem: 'METRIC_SYSTEM',
    availableLanguages: [ENGLISH],
    defaultLanguage: ENGLISH,
  };
}

/** Every request is answered in English, the shop's only language, whatever language it asks for. */
export function localizationShape(market: Market) {
  return { country: country(market), language: ENGLISH, availableCountries: MARKETS.map(country), availableLanguages: [ENGLISH] };
}

export function shopShape(siteOrigin: string) {
  const url = new URL(siteOrigin);
  return {
    id: 'gid://shopify/Shop/81000001',
    name: BRAND_NAME,
    description: 'Organic-cotton sateen sheet sets tailored to your mattress depth.',
    moneyFormat: '${{amount}}',
    primaryDomain: { host: url.host, url: url.origin, sslEnabled: url.protocol === 'https:' },
    // No brand assets (logo, colours) are set up in the demo shop.
    brand: null,
    shipsToCountries: MARKETS.map((market) => market.countryCode),
  };
}

/** The items of the one menu the demo shop has ('main-menu'): web links to the site's pages. */
export const MAIN_MENU = [
  { id: 5100001, title: 'Tailored sheet sets', path: '/products' },
  { id: 5100002, title: 'Build your set', path: '/buy' },
] as const;

/** The main menu; any other handle has no menu, and Shopify answers null for it. */
export function menuShape(handle: string, siteOrigin: string) {
  if (handle !== 'main-menu') return null;
  const items = MAIN_MENU.map(({ id, title, path }) => ({
    id: `gid://shopify/MenuItem/${id}`,
    title,
    type: 'HTTP',
    url: `${siteOrigin}${path}`,
    resourceId: null,
    tags: [],
    items: [],
  }));
  return { id: 'gid://shopify/Menu/5100000', handle, title: 'Main menu', items, itemsCount: items.length };
}
