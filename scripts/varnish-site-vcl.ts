// deploy/varnish/site.vcl, the part of the reference VCL that is this site's own: the host names it answers to,
// the exact names of its draft preview and customer session cookies, and the purge secret, from the same variables the site reads.
//
//   SITE_URL=https://shop.example.com APP_KEY=lt VARNISH_PURGE_SECRET=… \
//     node --import tsx scripts/varnish-site-vcl.ts www.example.com > /etc/varnish/site.vcl
//
// SITE_URL's host is always answered; each argument adds a host name (with `:port` if clients send one).
import { pathToFileURL } from 'node:url';
import { varnishPurgeSecret } from '../server/caching/cache-engine.ts';
import { ConfigurationError } from '../server/config/configuration-error.ts';
import { parseVariable, variableText, type Env } from '../server/config/variables.ts';
import { draftCookieName } from '../server/preview/draft-cookie.ts';
import { appKeyFrom, sessionCookieNames } from '../server/session/session-config.ts';

export type SiteVclSettings = { hosts: readonly string[]; appKey: string; purgeSecret: string };

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The spelling default.vcl reduces every Host to: lower case, no trailing dot, no default port. */
export function normalisedHost(raw: string): string {
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/\.?(?::(?:80|443))?$/, '');
  if (!HOST.test(host)) throw new ConfigurationError(`"${raw}" is not a host name (a name or address, and an optional :port)`);
  return host;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

export function renderSiteVcl({ hosts, appKey, purgeSecret }: SiteVclSettings): string {
  const names = [...new Set(hosts.map(normalisedHost))];
  if (names.length === 0) throw new ConfigurationError('The site needs at least one host name');
  return `# Written by scripts/varnish-site-vcl.ts from SITE_URL (and the host names given it), APP_KEY and
# VARNISH_PURGE_SECRET: write it again when one of them changes. Included by default.vcl, whose rules act on
# what this recognises.
sub recognise_site_request {
    # The Host values the site answers to, as default.vcl spells them (lower case, no default port).
    if (req.http.host ~ "^(?:${names.map(escapeRegex).join('|')})$") {
        var.set("host", "known");
    }
    # An editor's draft preview cookie ({APP_KEY}_draft_preview), by its exact name.
    if (req.http.Cookie ~ "(?:^|;\\s*)${escapeRegex(draftCookieName(appKey))}=") {
        var.set("draft-preview", "on");
    }
    # A signed-in customer's session cookie ({APP_KEY}_token, server/customer-accounts/), by its exact name.
    if (req.http.Cookie ~ "(?:^|;\\s*)${escapeRegex(sessionCookieNames(appKey).token)}=") {
        var.set("customer-session", "on");
    }
    if (req.http.X-Purge-Secret == "${purgeSecret}") {
        var.set("purge-secret", "given");
    }
}
`;
}

/** The settings from the site's variables (each checked as the site checks it) and the extra host names. */
export function siteVclSettingsFrom(env: Env, extraHosts: readonly string[]): SiteVclSettings {
  const siteUrl = variableText(env, 'SITE_URL');
  const secret = variableText(env, 'VARNISH_PURGE_SECRET');
  if (siteUrl === null || !URL.canParse(siteUrl)) throw new ConfigurationError("SITE_URL must be the site's public http(s) URL");
  if (secret === null) throw new ConfigurationError("VARNISH_PURGE_SECRET must be set (the same value as the site's)");
  return {
    hosts: [new URL(siteUrl).host, ...extraHosts],
    appKey: appKeyFrom(variableText(env, 'APP_KEY')),
    purgeSecret: parseVariable('VARNISH_PURGE_SECRET', secret, varnishPurgeSecret, { quoteValue: false }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.stdout.write(renderSiteVcl(siteVclSettingsFrom(process.env, process.argv.slice(2))));
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}
