// The campaign parameters of the landing URL (utm_*, Google's gclid and Meta's fbclid), which the page cache
// leaves out of its key but the browser still has. Campaign words are chosen by whoever wrote the link, so they are
// held to a tight shape: letters, digits and a few separators, no '@' and no long run of digits, which keeps an
// e-mail address or a phone number pasted into a link out of the store. A value that does not fit is left out.
import type { Field } from './event-fields.ts';

export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_ID_PARAMETERS = ['gclid', 'fbclid'] as const;
export const CAMPAIGN_PARAMETERS = [...UTM_PARAMETERS, ...CLICK_ID_PARAMETERS] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];
export type Campaign = Partial<Record<CampaignParameter, string>>;

const CAMPAIGN_WORDS = /^[A-Za-z0-9 ._~+|:-]{1,100}$/;
/** Nine digits in a row, once spaces and the usual separators are taken out, read as a phone number (a date is eight). */
const PHONE_LIKE = /\d{9}/;
const CLICK_ID = /^[A-Za-z0-9._-]{1,255}$/;

export const isCampaignWords = (value: unknown): value is string =>
  typeof value === 'string' && CAMPAIGN_WORDS.test(value) && !PHONE_LIKE.test(value.replace(/[\s().+-]/g, ''));
export const isClickId = (value: unknown): value is string => typeof value === 'string' && CLICK_ID.test(value);

const isClickIdParameter = (name: CampaignParameter) => (CLICK_ID_PARAMETERS as readonly string[]).includes(name);

/** What each campaign parameter accepts, for the event schema. */
export const campaignValue = (name: CampaignParameter): Field<string> => ({
  accepts: isClickIdParameter(name)
    ? 'an opaque click id (letters, digits, . _ -)'
    : 'campaign words (letters, digits, spaces and . _ ~ + | : -, at most 100, no e-mail or phone number)',
  check: isClickIdParameter(name) ? isClickId : isCampaignWords,
  optional: true,
});

/** The campaign parameters of a landing URL's query that fit their shape; the rest are left out. */
export function campaignFromSearch(search: URLSearchParams | string): Campaign {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const campaign: Campaign = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = params.get(name)?.trim();
    if (value && campaignValue(name).check(value)) campaign[name] = value;
  }
  return campaign;
}
