// Locale, currency and country (spec §3 "Locale config", §5): all three must be configured; the country and
// the locale's language are also the market every Storefront call is asked in.
import type { InContext } from '../../clients/storefront/storefront-client.ts';
import type { CountryCode, LanguageCode } from '../../generated/storefront/graphql.ts';
import { ConfigurationError } from '../config/configuration-error.ts';

export type LocaleConfig = {
  locale: { code: string; iso: string; alias: string; label: string } | null;
  currency: { code: string; label: string } | null;
  country: { code: string; label: string } | null;
};

const DEFAULTS = {
  locale: { code: 'en', iso: 'en', alias: 'us', label: 'English' },
  currency: { code: 'AUD', label: 'Dollar' },
  country: { code: 'AU', label: 'Australia' },
};

/** SITE_LOCALE / SITE_CURRENCY / SITE_COUNTRY may override the codes; set to an empty string they unset it. */
export function readLocaleConfig(env: Record<string, string | undefined>): LocaleConfig {
  const pick = <T extends { code: string }>(name: string, fallback: T): T | null => {
    const raw = env[name];
    if (raw === undefined) return fallback;
    return raw.trim() ? { ...fallback, code: raw.trim() } : null;
  };
  return {
    locale: pick('SITE_LOCALE', DEFAULTS.locale),
    currency: pick('SITE_CURRENCY', DEFAULTS.currency),
    country: pick('SITE_COUNTRY', DEFAULTS.country),
  };
}

export function assertLocaleConfig(config: LocaleConfig): void {
  const missing = (['locale', 'currency', 'country'] as const).filter((field) => !config[field]?.code);
  if (missing.length > 0) throw new ConfigurationError(`Missing locale configuration: ${missing.join(', ')}`);
}

// The shapes of Storefront's CountryCode and LanguageCode (PT_BR has a region). Only the shape is checked here:
// the full lists live in the shop's schema, which answers a code it does not know with an error naming it.
const COUNTRY_CODE = /^[A-Z]{2}$/;
const LANGUAGE_CODE = /^[A-Z]{2,3}(_[A-Z]{2})?$/;

/** The configured country and the locale's language, as every Storefront call is asked in them. */
export function storefrontInContext(config: LocaleConfig): InContext {
  const country = config.country!.code.toUpperCase();
  const language = config.locale!.code.toUpperCase().replace('-', '_');
  if (!COUNTRY_CODE.test(country)) throw new ConfigurationError(`SITE_COUNTRY must be a two-letter country code (ISO 3166-1), got "${config.country!.code}"`);
  if (!LANGUAGE_CODE.test(language)) throw new ConfigurationError(`SITE_LOCALE must be a language code (e.g. en, pt-BR), got "${config.locale!.code}"`);
  return { country: country as CountryCode, language: language as LanguageCode };
}
