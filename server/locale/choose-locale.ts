// Picks the visitor's locale (spec §4 "Locale"): the route prefix when the URL names a locale, else the saved
// cookie, else the browser language (Accept-Language), else the default. Only configured locales are chosen.

const LANGUAGE_TAG = /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i;

/** Language tags from an Accept-Language header, best first; tags with q=0 are refused and left out. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const weighted = header.split(',').flatMap((part, order) => {
    const [tag = '', ...params] = part.trim().split(';');
    if (!LANGUAGE_TAG.test(tag.trim())) return [];
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) return [];
    return [{ tag: tag.trim().toLowerCase(), q, order }];
  });
  return weighted.sort((a, b) => b.q - a.q || a.order - b.order).map((entry) => entry.tag);
}

/** The supported locale matching a tag exactly ('en-au') or by its language ('en-AU' → 'en'). */
function supportedMatch(tag: string, supported: readonly string[]): string | null {
  const lower = tag.toLowerCase();
  return supported.find((code) => code.toLowerCase() === lower) ?? supported.find((code) => code.toLowerCase() === lower.split('-')[0]) ?? null;
}

export type LocaleSources = { prefix: string | null; cookie: string | undefined; acceptLanguage: string | undefined };

export function chooseLocale(sources: LocaleSources, supported: readonly string[], fallback: string): string {
  const fromPrefix = sources.prefix ? supportedMatch(sources.prefix, supported) : null;
  if (fromPrefix) return fromPrefix;
  const fromCookie = sources.cookie ? supportedMatch(sources.cookie, supported) : null;
  if (fromCookie) return fromCookie;
  for (const tag of parseAcceptLanguage(sources.acceptLanguage)) {
    const match = supportedMatch(tag, supported);
    if (match) return match;
  }
  return fallback;
}
