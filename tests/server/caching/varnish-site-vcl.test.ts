// site.vcl, written from the site's own variables: the host names in the spelling the VCL reduces a Host to,
// the draft and customer session cookies by their exact names, and a purge secret the site would accept too.
import { describe, expect, it } from 'vitest';
import { normalisedHost, renderSiteVcl, siteVclSettingsFrom } from '../../../scripts/varnish-site-vcl.ts';

const SECRET = 'a-purge-secret-of-32-characters-at-least';

describe('the site.vcl the reference Varnish includes', () => {
  it('answers SITE_URL’s host and the names given, spelled as default.vcl spells a Host', () => {
    const settings = siteVclSettingsFrom({ SITE_URL: 'https://Shop.Example.com/', APP_KEY: 'lnt', VARNISH_PURGE_SECRET: SECRET }, [
      'WWW.example.com.',
      'example.com:443',
      'staging.example.com:8443',
    ]);
    const vcl = renderSiteVcl(settings);
    expect(vcl).toContain('"^(?:shop\\.example\\.com|www\\.example\\.com|example\\.com|staging\\.example\\.com:8443)$"');
    expect(vcl).toContain('"(?:^|;\\s*)lnt_draft_preview="');
    expect(vcl).toContain('"(?:^|;\\s*)lnt_token="');
    expect(vcl).toContain(`req.http.X-Purge-Secret == "${SECRET}"`);
  });

  it('takes the default APP_KEY’s cookie name when APP_KEY is unset', () => {
    expect(renderSiteVcl(siteVclSettingsFrom({ SITE_URL: 'http://127.0.0.1:6081', VARNISH_PURGE_SECRET: SECRET }, []))).toContain('lt_draft_preview=');
  });

  it('refuses what the VCL could not hold or the site would not accept', () => {
    expect(() => siteVclSettingsFrom({ VARNISH_PURGE_SECRET: SECRET }, [])).toThrow('SITE_URL');
    expect(() => siteVclSettingsFrom({ SITE_URL: 'https://example.com' }, [])).toThrow('VARNISH_PURGE_SECRET must be set');
    expect(() => siteVclSettingsFrom({ SITE_URL: 'https://example.com', VARNISH_PURGE_SECRET: `${SECRET}"; }` }, [])).toThrow('may hold only');
    expect(() => siteVclSettingsFrom({ SITE_URL: 'https://example.com', VARNISH_PURGE_SECRET: SECRET, APP_KEY: 'a b' }, [])).toThrow('APP_KEY');
    expect(() => normalisedHost('example.com/evil|.*')).toThrow('is not a host name');
    expect(normalisedHost('[2001:DB8::1]:80')).toBe('[2001:db8::1]');
  });
});
