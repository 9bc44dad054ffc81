// The site's own analytics events from a page: what every event carries (the page path, the referrer's origin,
// the landing URL's campaign, the consent at the time), page_viewed and, where a block shows the sheet set,
// product_viewed. Both are sent whatever the consent, since the site's funnel counts anonymously without it (the
// server keys a visit by a daily hash, never a cookie).
import { type Campaign, campaignFromSearch } from '../../content/analytics/campaign.ts';
import type { Consent } from '../../content/analytics/consent-rules.ts';
import { origin, sitePath } from '../../content/analytics/event-fields.ts';
import type { EventEnvelope, EventOf } from '../../content/analytics/event-schema.ts';
import { PRODUCT_VIEWED_ATTRIBUTE } from '../../content/analytics/product-viewed-marker.ts';
import { isSheetVersion } from '../../shop-rules/sheet-versions.ts';
import { browserStorage } from '../browser-storage.ts';
import { browserIdFor, type CookieJar } from './browser-id.ts';

/** Where the landing page's campaign is kept for the rest of the visit (the tab's session; gone when it closes). */
export const LANDING_CAMPAIGN_KEY = 'landing_campaign';

/** The campaign of the URL the visit landed on: this page's when it has one, else the one kept from the landing page. */
export function landingCampaign(search: string, sessionStorage: Storage | null): Campaign {
  const here = campaignFromSearch(search);
  if (Object.keys(here).length > 0) {
    sessionStorage?.setItem(LANDING_CAMPAIGN_KEY, new URLSearchParams(here).toString());
    return here;
  }
  // Read back through the same rule, so a value changed by hand is dropped rather than refused by the server.
  return campaignFromSearch(sessionStorage?.getItem(LANDING_CAMPAIGN_KEY) ?? '');
}

/** The referrer's origin when it is another site's and fits the schema; null for none, this site or anything odd. */
export function referrerOrigin(referrer: string, ownOrigin: string): string | null {
  try {
    const from = new URL(referrer).origin;
    return from !== ownOrigin && origin.check(from) ? from : null;
  } catch {
    return null;
  }
}

export type PageFacts = {
  location: Pick<Location, 'pathname' | 'search' | 'origin'>;
  referrer: string;
  sessionStorage: Storage | null;
  /** The page's cookies (document), where the browser id is kept with analytics consent; absent, no id is sent. */
  cookies?: CookieJar;
};

/** The page's facts as the browser has them. */
export const facts = (window: Window): PageFacts => ({
  location: window.location,
  referrer: window.document.referrer,
  sessionStorage: browserStorage('sessionStorage'),
  cookies: window.document,
});

/** The envelope of this page's events; null when its path is not one the schema takes (then nothing is sent). */
export function eventEnvelope({ location, referrer, sessionStorage, cookies }: PageFacts, consent: Consent): EventEnvelope | null {
  if (!sitePath.check(location.pathname)) return null;
  const clientId = cookies && browserIdFor(cookies, consent, location.origin.startsWith('https:'));
  return {
    path: location.pathname,
    referrer: referrerOrigin(referrer, location.origin),
    campaign: landingCampaign(location.search, sessionStorage),
    consent,
    ...(clientId && { clientId }),
  };
}

export function pageViewed(page: PageFacts, consent: Consent): EventOf<'page_viewed'> | null {
  const envelope = eventEnvelope(page, consent);
  return envelope && { name: 'page_viewed', ...envelope };
}

/**
 * product_viewed once for each sheet version a block of the page shows (PRODUCT_VIEWED_ATTRIBUTE), carrying what the
 * page's page_viewed carries.
 */
export function productsViewed(document: Pick<Document, 'querySelectorAll'>, viewed: EventOf<'page_viewed'>): EventOf<'product_viewed'>[] {
  const shown = [...document.querySelectorAll(`[${PRODUCT_VIEWED_ATTRIBUTE}]`)].map((element) => element.getAttribute(PRODUCT_VIEWED_ATTRIBUTE));
  return [...new Set(shown.filter(isSheetVersion))].map((version) => ({ ...viewed, name: 'product_viewed', version }));
}
