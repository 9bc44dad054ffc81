// Shopify's own analytics, the way Hydrogen sends them: hydrogen-react's sendShopifyAnalytics builds Shopify's
// Monorail events (its schemas, not ours) and posts them to the shop's domain. Loaded by start-page-analytics.ts
// only once the visitor allows analytics, so no byte of it reaches a page before. Shopify's visitor and visit
// cookies (_shopify_y, _shopify_s, which hydrogen-react reads back through getTrackingValues) are written only
// while analytics is allowed and removed the moment it is taken back; nothing is sent after that.
import { AnalyticsEventName, AnalyticsPageType, getClientBrowserParameters, sendShopifyAnalytics, ShopifySalesChannel } from '@shopify/hydrogen-react';
import type { Consent } from '../../content/analytics/consent-rules.ts';
import type { ShopifyAnalyticsShop } from '../../content/analytics/shopify-analytics-shop.ts';
import { cookieRemoval, cookieText, cookieValue } from '../../shop-rules/cookie-value.ts';
import type { CookieJar } from './browser-id.ts';

/** The browser's id for Shopify (a year, as Shopify keeps it) and the visit's (30 minutes, renewed with each page). */
export const SHOPIFY_COOKIES = { unique: { name: '_shopify_y', maxAgeS: 365 * 24 * 60 * 60 }, visit: { name: '_shopify_s', maxAgeS: 30 * 60 } } as const;

/**
 * Writes (or renews) both cookies while analytics is allowed, each keeping the token it had; removes them when it
 * is not. Returns whether they are kept.
 */
export function keepShopifyCookies(jar: CookieJar, consent: Consent, secure: boolean, newToken: () => string): boolean {
  for (const { name, maxAgeS } of Object.values(SHOPIFY_COOKIES)) {
    const kept = cookieValue(jar.cookie, name);
    if (!consent.analytics) {
      if (kept !== undefined) jar.cookie = cookieRemoval(name);
      continue;
    }
    jar.cookie = cookieText(name, kept || newToken(), { maxAgeS, secure });
  }
  return consent.analytics;
}

/** Shopify's page type for a path of this site, as its reports group pages. */
export function shopifyPageType(path: string): string {
  if (path === '/') return AnalyticsPageType.home;
  if (path === '/products' || path === '/buy') return AnalyticsPageType.product;
  if (path === '/blog') return AnalyticsPageType.blog;
  if (path.startsWith('/blog/')) return AnalyticsPageType.article;
  if (path === '/account') return AnalyticsPageType.customersAccount;
  return AnalyticsPageType.page;
}

export type ShopifyAnalyticsPage = {
  window: Window;
  shop: ShopifyAnalyticsShop;
  consent: () => Consent;
  onConsentChange: (listener: (consent: Consent) => void) => void;
};

/** Sends this page's view to Shopify now if analytics is allowed, else once it is; keeps the cookies with the consent. */
export function startShopifyAnalytics({ window, shop, consent, onConsentChange }: ShopifyAnalyticsPage): void {
  const { document, location } = window;
  const secure = location.protocol === 'https:';
  const newToken = () => window.crypto.randomUUID();
  let viewSent = false;
  const sendView = (now: Consent) => {
    if (!keepShopifyCookies(document, now, secure, newToken) || viewSent) return;
    viewSent = true;
    void sendShopifyAnalytics(
      {
        eventName: AnalyticsEventName.PAGE_VIEW,
        payload: {
          ...getClientBrowserParameters(),
          hasUserConsent: true,
          analyticsAllowed: now.analytics,
          marketingAllowed: now.marketing,
          saleOfDataAllowed: now.saleOfData,
          shopId: shop.shopId,
          currency: shop.currency,
          acceptedLanguage: 'EN',
          shopifySalesChannel: ShopifySalesChannel.headless,
          pageType: shopifyPageType(location.pathname),
        },
      },
      shop.domain,
    );
  };
  sendView(consent());
  onConsentChange(sendView);
}
