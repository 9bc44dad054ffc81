// Locale, currency and country (spec §3 "Locale config", §5): all three must be configured.
import { ConfigurationError } from './configuration-error.ts';

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
