import { describe, expect, it } from 'vitest';
import { ALL_DECLINED } from '../../../content/analytics/consent-rules.ts';
import { checkBatch } from '../../../content/analytics/event-batch.ts';
import { LANDING_CAMPAIGN_KEY, landingCampaign, pageViewed, productsViewed, referrerOrigin } from '../../../renderer/analytics/page-events.ts';
import { PRODUCT_VIEWED_ATTRIBUTE } from '../../../content/analytics/product-viewed-marker.ts';

class MemoryStorage {
  #items = new Map<string, string>();
  getItem = (key: string) => this.#items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#items.set(key, value);
}
const storage = () => new MemoryStorage() as unknown as Storage;
const SITE = 'https://lindenandtuck.example';
const page = (pathname: string, search = '', referrer = '', sessionStorage: Storage | null = storage()) => ({
  location: { pathname, search, origin: SITE },
  referrer,
  sessionStorage,
});

describe('page_viewed', () => {
  it('carries the path, the referring site (never its path) and the consent, and the server takes it as it is', () => {
    const event = pageViewed(page('/faqs', '', 'https://www.google.com/search?q=sheets%20for%20deep%20mattress'), ALL_DECLINED);
    expect(event).toEqual({ name: 'page_viewed', path: '/faqs', referrer: 'https://www.google.com', campaign: {}, consent: ALL_DECLINED });
    expect(checkBatch({ events: [event] }, 300)).toMatchObject({ ok: true });
  });

  it('a visit that landed from a campaign link carries that campaign on its later pages, not what does not fit', () => {
    const visit = storage();
    const landing = pageViewed(page('/', '?utm_source=newsletter&utm_campaign=spring sale&utm_term=ada@example.com&gclid=Cj0KCQ', '', visit), ALL_DECLINED);
    expect(landing?.campaign).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring sale', gclid: 'Cj0KCQ' });
    expect(pageViewed(page('/products', '', `${SITE}/`, visit), ALL_DECLINED)).toMatchObject({ campaign: landing!.campaign, referrer: null });
  });

  it('a campaign kept for the visit and changed by hand is read through the same rule', () => {
    const visit = storage();
    visit.setItem(LANDING_CAMPAIGN_KEY, 'utm_source=ok&utm_medium=call 0412 345 678');
    expect(landingCampaign('', visit)).toEqual({ utm_source: 'ok' });
    expect(landingCampaign('?utm_source=ads', null)).toEqual({ utm_source: 'ads' });
  });

  it('a referrer that is this site, missing or odd is no referrer', () => {
    for (const referrer of ['', `${SITE}/blog`, 'not a url', 'android-app://com.google.android.gm/']) expect(referrerOrigin(referrer, SITE)).toBeNull();
  });

  it('a page whose path the schema cannot take sends nothing rather than a batch the server refuses', () => {
    expect(pageViewed(page('/Account/Orders'), ALL_DECLINED)).toBeNull();
    expect(pageViewed(page('/blog/%E2%9C%93'), ALL_DECLINED)).toBeNull();
  });
});

/** A page whose blocks carry these product_viewed markers (null: a block without one). */
const pageShowing = (...versions: string[]) =>
  ({
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(`[${PRODUCT_VIEWED_ATTRIBUTE}]`);
      return versions.map((version) => ({ getAttribute: () => version }));
    },
  }) as unknown as Pick<Document, 'querySelectorAll'>;

describe('product_viewed from the page', () => {
  it('is told once for each sheet version a block shows, with what every event carries, and the server takes it', () => {
    const events = productsViewed(pageShowing('classic', 'premium', 'classic'), pageViewed(page('/products', '?version=classic'), ALL_DECLINED)!);
    expect(events).toEqual([
      { name: 'product_viewed', path: '/products', referrer: null, campaign: {}, consent: ALL_DECLINED, version: 'classic' },
      { name: 'product_viewed', path: '/products', referrer: null, campaign: {}, consent: ALL_DECLINED, version: 'premium' },
    ]);
    expect(checkBatch({ events }, 300)).toMatchObject({ ok: true });
  });

  it('a page without the product, or with a marker naming no version the shop sells, tells nothing', () => {
    expect(productsViewed(pageShowing(), pageViewed(page('/faqs'), ALL_DECLINED)!)).toEqual([]);
    expect(productsViewed(pageShowing('silk', ''), pageViewed(page('/faqs'), ALL_DECLINED)!)).toEqual([]);
  });
});
