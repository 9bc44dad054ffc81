// The shop itself as the Storefront API describes it: Shop, Localization (its markets and its one language) and
// the menus a storefront's header and footer read.
import { BRAND_NAME } from '../../content/brand.ts';
import { findCollection } from './demo-collections.ts';
import { findPage } from './demo-pages.ts';
import { MARKETS, PRIMARY_MARKET, type Market } from './markets.ts';
import { noMetafields } from './product-metafields.ts';
import { shopPolicies } from './shop-policies.ts';

const ENGLISH = { isoCode: 'EN', name: 'English', endonymName: 'English' };

function marketShape(market: Market) {
  return { id: market.marketId, handle: market.marketHandle, ...noMetafields };
}

function country(market: Market) {
  return {
    market: marketShape(market),
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
  return { country: country(market), language: ENGLISH, market: marketShape(market), availableCountries: MARKETS.map(country), availableLanguages: [ENGLISH] };
}

/**
 * How the shop takes payment, as an Australian Shopify Payments shop is set up: AUD, and the card brands Australian
 * shops accept (Visa, Mastercard, American Express). Direct card vaulting (cardVaultUrl) is not offered: payment is
 * taken on the hosted checkout.
 */
export const PAYMENT_SETTINGS = {
  countryCode: PRIMARY_MARKET.countryCode,
  currencyCode: PRIMARY_MARKET.currencyCode,
  acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
  enabledPresentmentCurrencies: [...new Set(MARKETS.map((market) => market.currencyCode))],
  supportedDigitalWallets: [],
  shopifyPaymentsAccountId: null,
};

/** The demo shop's id, as `shop { id }` answers it and as its Shopify analytics are sent under. */
export const DEMO_SHOP_ID = 'gid://shopify/Shop/81000001';

export function shopShape(siteOrigin: string, customerAccountUrl: string) {
  const url = new URL(siteOrigin);
  return {
    id: DEMO_SHOP_ID,
    name: BRAND_NAME,
    description: 'Organic-cotton sateen sheet sets tailored to your mattress depth.',
    moneyFormat: '${{amount}}',
    primaryDomain: { host: url.host, url: url.origin, sslEnabled: url.protocol === 'https:' },
    // No brand assets (logo, colours) are set up in the demo shop.
    brand: null,
    shipsToCountries: MARKETS.map((market) => market.countryCode),
    paymentSettings: PAYMENT_SETTINGS,
    ...shopPolicies(siteOrigin),
    customerAccountUrl,
    // The hosted account pages are in English only, with no translations to list.
    customerAccountTranslations: [],
    // No social sign-in and no Shop Pay Installments are set up.
    socialLoginProviders: [],
    shopPayInstallmentsPricing: null,
    ...noMetafields,
  };
}

type MenuLink =
  | { id: number; title: string; type: 'HTTP'; path: string }
  | { id: number; title: string; type: 'COLLECTION'; handle: string }
  | { id: number; title: string; type: 'PAGE'; handle: string };

/**
 * The shop's menus by handle: Shopify's default two, 'main-menu' and 'footer'. Links to the site's own pages are web
 * links (HTTP); links to a collection or a page carry its type and resourceId and its URL on the shop's primary
 * domain, the site, as Shopify's menu items do (https://shopify.dev/docs/api/storefront/2026-04/objects/MenuItem).
 */
const MENUS: Record<string, { numericId: number; title: string; links: readonly MenuLink[] }> = {
  'main-menu': {
    numericId: 5100000,
    title: 'Main menu',
    links: [
      { id: 5100001, title: 'Tailored sheet sets', type: 'HTTP', path: '/products' },
      { id: 5100002, title: 'Build your set', type: 'HTTP', path: '/buy' },
    ],
  },
  footer: {
    numericId: 5200000,
    title: 'Footer menu',
    links: [
      { id: 5200001, title: 'Shop all', type: 'COLLECTION', handle: 'all' },
      { id: 5200002, title: 'Shipping & returns', type: 'PAGE', handle: 'shipping-and-returns' },
      { id: 5200003, title: 'Care instructions', type: 'PAGE', handle: 'care-instructions' },
      { id: 5200004, title: 'FAQs', type: 'HTTP', path: '/faqs' },
      { id: 5200005, title: 'Terms & conditions', type: 'HTTP', path: '/terms' },
      { id: 5200006, title: 'Privacy policy', type: 'HTTP', path: '/privacy' },
    ],
  },
};

/** The most items one menu has, for the query cost of `items`. */
export const MOST_MENU_ITEMS = Math.max(...Object.values(MENUS).map((menu) => menu.links.length));

/** Where a link leads and what it points at; a collection or page the shop does not have is a mistake in MENUS. */
function target(link: MenuLink, siteOrigin: string): { url: string; resourceId: string | null } {
  if (link.type === 'HTTP') return { url: `${siteOrigin}${link.path}`, resourceId: null };
  const resource = link.type === 'COLLECTION' ? findCollection({ handle: link.handle }) : findPage({ handle: link.handle });
  if (!resource) throw new Error(`The ${link.title} menu item points at ${link.type} ${link.handle}, which the demo shop does not have.`);
  const folder = link.type === 'COLLECTION' ? 'collections' : 'pages';
  return { url: `${siteOrigin}/${folder}/${link.handle}`, resourceId: resource.id };
}

/** The menu with this handle; Shopify answers null for a menu that does not exist. */
export function menuShape(handle: string, siteOrigin: string) {
  const menu = Object.hasOwn(MENUS, handle) ? MENUS[handle]! : null;
  if (!menu) return null;
  const items = menu.links.map((link) => ({
    id: `gid://shopify/MenuItem/${link.id}`,
    title: link.title,
    type: link.type,
    ...target(link, siteOrigin),
    tags: [],
    items: [],
  }));
  return { id: `gid://shopify/Menu/${menu.numericId}`, handle, title: menu.title, items, itemsCount: items.length };
}
