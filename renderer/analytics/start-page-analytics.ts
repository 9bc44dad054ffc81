// What every page starts for privacy and analytics, with no React and nothing from a third party: the privacy
// choices (banner, dialog, remembered answer), and page_viewed (with product_viewed where a block shows the sheet
// set) to the site's own endpoint.
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
  return started;
}
