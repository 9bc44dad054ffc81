// The browser's time zone, which says whether the visitor's region asks for the privacy banner. Temporal answers
// in well under a millisecond. Intl.DateTimeFormat, the fallback where Temporal is missing, first builds a date
// formatter for the locale: 50–70 ms of main thread here, four times that on Lighthouse's phone, the largest task
// of a content page's load, so consent-rules asks for the zone only when no choice is remembered.
import { browserTemporal } from '../../blocks/shared/browser-temporal.ts';

export function visitorTimeZone(): string {
  const zone = browserTemporal()?.Now?.timeZoneId?.();
  return zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
}
