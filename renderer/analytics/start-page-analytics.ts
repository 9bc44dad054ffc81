// What every page starts for privacy and analytics, with no React and nothing from a third party: the privacy
// choices (banner, dialog, remembered answer), and page_viewed (with product_viewed where a block shows the sheet
// set) to the site's own endpoint. Shopify's own analytics (shopify-analytics.ts) are fetched only once the
// visitor allows analytics, and only where the page names a shop.
import type { Consent } from '../../content/analytics/consent-rules.ts';
import { SHOPIFY_ANALYTICS_SCRIPT_ID, type ShopifyAnalyticsShop } from '../../content/analytics/shopify-analytics-shop.ts';
import { installPrivacyChoices, type PrivacyChoices } from '../privacy/install-privacy-choices.ts';
import { visitorTimeZone } from '../privacy/visitor-time-zone.ts';
import { browserIdFor } from './browser-id.ts';
import { type EventSender, installEventSender } from './event-sender.ts';
import { facts, pageViewed, productsViewed } from './page-events.ts';

export type PageAnalytics = { privacy: PrivacyChoices; events: EventSender };

let started: PageAnalytics | null = null;
/** This page's analytics once started, for the events the stores send later (track-shop-event.ts). */
export const startedPageAnalytics = (): PageAnalytics | null => started;

export function startPageAnalytics(window: Window): PageAnalytics {
  const { document, navigator, location } = window;
  const privacy = installPrivacyChoices(document, {
    gpc: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
    timeZone: visitorTimeZone,
    secure: location.protocol === 'https:',
  });
  const events = installEventSender(window);
  // Taking analytics back removes the browser id at once, not at the next event.
  privacy.onChange((consent) => void browserIdFor(document, consent, location.protocol === 'https:'));
  const viewed = pageViewed(facts(window), privacy.current());
  if (viewed) {
    events.track(viewed);
    for (const product of productsViewed(document, viewed)) events.track(product);
  }
  started = { privacy, events };
  loadShopifyAnalyticsWhenAllowed(window, privacy);
  return started;
}

/** Shopify's analytics, where the page names a shop: their code is fetched only once analytics is allowed. */
function loadShopifyAnalyticsWhenAllowed(window: Window, privacy: PrivacyChoices) {
  const block = window.document.getElementById(SHOPIFY_ANALYTICS_SCRIPT_ID);
  if (!block?.textContent) return;
  let loading = false;
  const load = (consent: Consent) => {
    if (loading || !consent.analytics) return;
    loading = true;
    const shop = JSON.parse(block.textContent!) as ShopifyAnalyticsShop;
    void import('./shopify-analytics.ts').then(({ startShopifyAnalytics }) =>
      startShopifyAnalytics({ window, shop, consent: privacy.current, onConsentChange: privacy.onChange }),
    );
  };
  load(privacy.current());
  privacy.onChange(load);
}
