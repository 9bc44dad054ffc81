import { describe, expect, it } from 'vitest';
import { ConfigurationError, readConfig } from '../../server/config.ts';

describe('site configuration', () => {
  it('runs both services on the embedded demo backends when no credentials are set', () => {
    const config = readConfig({ PORT: '4100' });
    expect(config.cms).toMatchObject({ kind: 'demo', baseUrl: 'http://127.0.0.1:4100/demo/cms', mediaBaseUrl: '/demo/cms/uploads' });
    expect(config.shop).toMatchObject({ kind: 'demo', endpoint: 'http://127.0.0.1:4100/demo/shop/api/2026-04/graphql.json', storefrontToken: null });
  });

  it('talks to the real CMS and shop when their variables are set', () => {
    const config = readConfig({
      CMS_URL: 'https://cms.example.com/',
      CMS_TOKEN: 'secret',
      SHOPIFY_STORE_DOMAIN: 'linen.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: 'public-token',
    });
    expect(config.cms).toEqual({ kind: 'remote', baseUrl: 'https://cms.example.com', token: 'secret', mediaBaseUrl: 'https://cms.example.com/uploads' });
    expect(config.shop).toEqual({
      kind: 'remote',
      endpoint: 'https://linen.myshopify.com/api/2026-04/graphql.json',
      storefrontToken: 'public-token',
      apiVersion: '2026-04',
      cartPermalinkBase: 'https://linen.myshopify.com',
    });
  });

  it('each service switches on its own', () => {
    const config = readConfig({ CMS_URL: 'https://cms.example.com', CMS_TOKEN: 't' });
    expect(config.cms.kind).toBe('remote');
    expect(config.shop.kind).toBe('demo');
  });

  it('a shop domain without its token fails at start naming the missing variable', () => {
    expect(() => readConfig({ SHOPIFY_STORE_DOMAIN: 'linen.myshopify.com' })).toThrowError(
      new ConfigurationError('The shop is only partly configured; missing: SHOPIFY_STOREFRONT_TOKEN'),
    );
  });

  it('a CMS token without its URL fails at start naming the missing variable', () => {
    expect(() => readConfig({ CMS_TOKEN: 'secret' })).toThrowError('The CMS is only partly configured; missing: CMS_URL');
  });

  it('missing locale, currency or country is an error listing each missing field', () => {
    expect(() => readConfig({ SITE_CURRENCY: '', SITE_COUNTRY: ' ' })).toThrowError('Missing locale configuration: currency, country');
    expect(readConfig({}).locale).toMatchObject({ locale: { code: 'en' }, currency: { code: 'AUD' }, country: { code: 'AU' } });
  });

  it('rejects a port that is not a positive integer', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrowError('PORT must be a positive integer, got "abc"');
  });
});
