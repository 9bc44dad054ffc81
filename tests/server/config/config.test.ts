import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_SHOP_PRIVATE_TOKEN } from '../../../demo-backends/storefront/access-tokens.ts';
import { DEFAULT_IN_CONTEXT } from '../../../clients/storefront/storefront-client.ts';
import { ConfigurationError, readConfig } from '../../../server/config/config.ts';

describe('site configuration', () => {
  it('runs both services on the embedded demo backends when no credentials are set', () => {
    const config = readConfig({ PORT: '4100' });
    expect(config.cms).toMatchObject({ kind: 'demo', baseUrl: 'http://127.0.0.1:4100/demo/cms', mediaSource: { layout: 'hashed', base: '/demo/cms/uploads' } });
    expect(config.shop).toMatchObject({
      kind: 'demo',
      endpoint: 'http://127.0.0.1:4100/demo/shop/api/2026-04/graphql.json',
      privateStorefrontToken: EMBEDDED_SHOP_PRIVATE_TOKEN,
      publicStorefrontToken: null,
      accountUrl: '/demo/shop/account/login',
    });
  });

  it('talks to the real CMS and shop when their variables are set', () => {
    const config = readConfig({
      CMS_URL: 'https://cms.example.com/',
      CMS_TOKEN: 'secret',
      SHOPIFY_STORE_DOMAIN: 'linen.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: 'public-token',
    });
    expect(config.cms).toEqual({
      kind: 'remote',
      baseUrl: 'https://cms.example.com',
      token: 'secret',
      mediaSource: { layout: 'cms-url', base: 'https://cms.example.com', resizing: 'site' },
    });
    expect(config.shop).toEqual({
      kind: 'remote',
      endpoint: 'https://linen.myshopify.com/api/2026-04/graphql.json',
      privateStorefrontToken: null,
      publicStorefrontToken: 'public-token',
      apiVersion: '2026-04',
      cartPermalinkBase: 'https://linen.myshopify.com',
      accountUrl: 'https://linen.myshopify.com/account',
      customerAccounts: null,
      inContext: { country: 'AU', language: 'EN' },
      demoImagesDir: null,
    });
  });

  it("signs customers in through the demo shop, or a real shop's customer accounts once its client id is given", () => {
    expect(readConfig({ PORT: '4100' }).shop.customerAccounts).toEqual({
      shopOrigin: 'http://127.0.0.1:4100/demo/shop',
      clientId: 'shp_demo-shop-customer-accounts',
    });
    const shop = { SHOPIFY_STORE_DOMAIN: 'linen.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 'public-token' };
    expect(readConfig({ ...shop, SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID: 'shp_abc' }).shop.customerAccounts).toEqual({
      shopOrigin: 'https://linen.myshopify.com',
      clientId: 'shp_abc',
    });
  });

  it('DEMO_SHOP_IMAGES_DIR gives the demo shop a folder of photographs; a missing folder, or a real shop, stops the start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-shop-photos-'));
    expect(readConfig({}).shop.demoImagesDir).toBeNull();
    expect(readConfig({ DEMO_SHOP_IMAGES_DIR: dir }).shop.demoImagesDir).toBe(dir);
    const missing = join(dir, 'missing');
    expect(() => readConfig({ DEMO_SHOP_IMAGES_DIR: missing })).toThrow(
      new ConfigurationError(`DEMO_SHOP_IMAGES_DIR must be a folder of {product handle}.jpg photographs; ${missing} is not a folder`),
    );
    const realShop = { SHOPIFY_STORE_DOMAIN: 'linen.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 'public-token' };
    expect(() => readConfig({ ...realShop, DEMO_SHOP_IMAGES_DIR: dir })).toThrow(
      /DEMO_SHOP_IMAGES_DIR .* SHOPIFY_STORE_DOMAIN replaces that shop: unset one of them/,
    );
  });

  it('each service switches on its own', () => {
    const config = readConfig({ CMS_URL: 'https://cms.example.com', CMS_TOKEN: 't' });
    expect(config.cms.kind).toBe('remote');
    expect(config.shop.kind).toBe('demo');
  });

  it('a shop domain and a private token are enough (as Shopify recommends for servers); with both tokens both are kept', () => {
    const privateOnly = readConfig({ SHOPIFY_STORE_DOMAIN: 'linen.myshopify.com', SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'private-token' });
    expect(privateOnly.shop).toMatchObject({ kind: 'remote', privateStorefrontToken: 'private-token', publicStorefrontToken: null });
    const both = readConfig({ SHOPIFY_STORE_DOMAIN: 'linen.myshopify.com', SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'p', SHOPIFY_STOREFRONT_TOKEN: 't' });
    expect(both.shop).toMatchObject({ kind: 'remote', privateStorefrontToken: 'p', publicStorefrontToken: 't' });
  });

  it('a shop domain without a token fails at start naming the two tokens it can take', () => {
    expect(() => readConfig({ SHOPIFY_STORE_DOMAIN: 'linen.myshopify.com' })).toThrowError(
      new ConfigurationError('The shop is only partly configured; missing: SHOPIFY_STOREFRONT_PRIVATE_TOKEN or SHOPIFY_STOREFRONT_TOKEN'),
    );
    expect(() => readConfig({ SHOPIFY_STORE_DOMAIN: 'linen.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: ' ' })).toThrowError(
      /missing: SHOPIFY_STOREFRONT_PRIVATE_TOKEN or/,
    );
  });

  it('a token without the shop domain fails at start naming the domain', () => {
    for (const token of ['SHOPIFY_STOREFRONT_PRIVATE_TOKEN', 'SHOPIFY_STOREFRONT_TOKEN']) {
      expect(() => readConfig({ [token]: 'secret' })).toThrowError(new ConfigurationError('The shop is only partly configured; missing: SHOPIFY_STORE_DOMAIN'));
    }
  });

  it("a CMS URL alone is enough: the token is optional (Strapi's public role reads the content)", () => {
    expect(readConfig({ CMS_URL: 'http://127.0.0.1:1337/' }).cms).toEqual({
      kind: 'remote',
      baseUrl: 'http://127.0.0.1:1337',
      token: null,
      mediaSource: { layout: 'cms-url', base: 'http://127.0.0.1:1337', resizing: 'site' },
    });
  });

  it('IMAGE_RESIZING hands picture resizing to the CDN in front, and refuses an engine it does not know', () => {
    expect(readConfig({ IMAGE_RESIZING: 'cloudflare' }).cms.mediaSource.resizing).toBe('cloudflare');
    expect(readConfig({ CMS_URL: 'https://cms.example.com', IMAGE_RESIZING: 'fastly' }).cms.mediaSource.resizing).toBe('fastly');
    expect(() => readConfig({ IMAGE_RESIZING: 'imgix' })).toThrow('IMAGE_RESIZING must be one of site, cloudflare, fastly, got "imgix"');
  });

  it('MEDIA_URL switches media to the {hash}/{hash}{ext} layout under it', () => {
    expect(readConfig({ CMS_URL: 'https://cms.example.com', MEDIA_URL: 'https://media.example.com/linen/' }).cms.mediaSource).toEqual({
      layout: 'hashed',
      base: 'https://media.example.com/linen',
      resizing: 'site',
    });
  });

  it('a CMS token without its URL fails at start naming the missing variable', () => {
    expect(() => readConfig({ CMS_TOKEN: 'secret' })).toThrowError('The CMS is only partly configured; missing: CMS_URL');
  });

  it('missing locale, currency or country is an error listing each missing field', () => {
    expect(() => readConfig({ SITE_CURRENCY: '', SITE_COUNTRY: ' ' })).toThrowError('Missing locale configuration: currency, country');
    expect(readConfig({}).locale).toMatchObject({ locale: { code: 'en' }, currency: { code: 'AUD' }, country: { code: 'AU' } });
  });

  it('asks the shop in the configured country and the locale language (AU and EN by default)', () => {
    expect(readConfig({}).shop.inContext).toEqual({ country: 'AU', language: 'EN' });
    expect(readConfig({}).shop.inContext).toEqual(DEFAULT_IN_CONTEXT);
    expect(readConfig({ SITE_COUNTRY: 'NZ' }).shop.inContext).toEqual({ country: 'NZ', language: 'EN' });
    expect(readConfig({ SITE_COUNTRY: 'nz', SITE_LOCALE: 'fr' }).shop.inContext).toEqual({ country: 'NZ', language: 'FR' });
    expect(readConfig({ SITE_LOCALE: 'pt-br' }).shop.inContext.language).toBe('PT_BR');
  });

  it('a country or locale the shop cannot be asked in fails at start', () => {
    expect(() => readConfig({ SITE_COUNTRY: 'Australia' })).toThrowError('SITE_COUNTRY must be a two-letter country code (ISO 3166-1), got "Australia"');
    expect(() => readConfig({ SITE_LOCALE: 'english' })).toThrowError(ConfigurationError);
  });

  it('reads the app key, revalidation secret, trusted proxies and log level with the rest', () => {
    expect(readConfig({})).toMatchObject({ appKey: 'lt', revalidateSecret: null, trustedProxyHops: 0, logLevel: 'info' });
    const config = readConfig({ APP_KEY: 'linden', REVALIDATE_SECRET: ' a-secret-of-16-chars ', TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'silent' });
    expect(config).toMatchObject({ appKey: 'linden', revalidateSecret: 'a-secret-of-16-chars', trustedProxyHops: 1, logLevel: 'silent' });
    expect(() => readConfig({ REVALIDATE_SECRET: 'short' })).toThrowError('REVALIDATE_SECRET must be at least 16 characters');
    expect(() => readConfig({ TRUSTED_PROXY_HOPS: '1.5' })).toThrowError('TRUSTED_PROXY_HOPS must be a whole number of proxies, got "1.5"');
  });

  it('LOG_LEVEL accepts debug, info, warn, error and silent in any case; unset is info; anything else stops the start', () => {
    for (const level of ['debug', 'info', 'warn', 'error', 'silent']) expect(readConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
    expect(readConfig({ LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
    expect(readConfig({ LOG_LEVEL: '' }).logLevel).toBe('info');
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrowError('LOG_LEVEL must be one of debug, info, warn, error, silent, got "loud"');
  });

  it('knows whether SITE_URL was set (writes then come from its origin only) or is the localhost default', () => {
    expect(readConfig({ PORT: '4100' })).toMatchObject({ siteUrl: 'http://localhost:4100', siteUrlExplicit: false });
    expect(readConfig({ SITE_URL: ' ' })).toMatchObject({ siteUrl: 'http://localhost:3000', siteUrlExplicit: false });
    expect(readConfig({ SITE_URL: 'https://lindenandtuck.example/' })).toMatchObject({ siteUrl: 'https://lindenandtuck.example', siteUrlExplicit: true });
  });

  it('DATABASE_URL switches on the shared PostgreSQL; unset is SQLite under DATA_DIR; anything but a postgres URL stops the start', () => {
    expect(readConfig({}).databaseUrl).toBeNull();
    expect(readConfig({ DATABASE_URL: ' postgres://site:secret@db.internal:5432/storefront ' }).databaseUrl).toBe(
      'postgres://site:secret@db.internal:5432/storefront',
    );
    expect(readConfig({ DATABASE_URL: 'postgresql://localhost/storefront' }).databaseUrl).toBe('postgresql://localhost/storefront');
    expect(() => readConfig({ DATABASE_URL: 'mysql://localhost/storefront' })).toThrowError(
      'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://"',
    );
    expect(() => readConfig({ DATABASE_URL: 'db.internal' })).toThrowError('DATABASE_URL must be a PostgreSQL URL');
  });

  it('rejects a port that is not a positive integer', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrowError('PORT must be a positive integer, got "abc"');
  });

  it('turns draft preview on with PREVIEW_SECRET (16+ characters), framed by the CMS admin origin', () => {
    expect(readConfig({}).preview).toBeNull();
    expect(readConfig({ PREVIEW_SECRET: 'a-preview-secret-16' }).preview).toEqual({ secret: 'a-preview-secret-16', adminOrigin: null });
    expect(() => readConfig({ PREVIEW_SECRET: 'short' })).toThrowError('PREVIEW_SECRET must be at least 16 characters');
    const remote = { CMS_URL: 'https://cms.example.com/api-root/', CMS_TOKEN: 'token', PREVIEW_SECRET: 'a-preview-secret-16' };
    expect(readConfig(remote).preview?.adminOrigin).toBe('https://cms.example.com');
    expect(readConfig({ ...remote, CMS_ADMIN_URL: 'https://admin.example.com:8443/admin' }).preview?.adminOrigin).toBe('https://admin.example.com:8443');
    expect(() => readConfig({ ...remote, CMS_ADMIN_URL: 'admin.example.com' })).toThrowError('CMS_ADMIN_URL must be an http(s) URL, got "admin.example.com"');
  });
});

describe('the cache engine in front of the site (CACHE_PURGE)', () => {
  it('none set: only the in-process page cache', () => {
    expect(readConfig({}).cacheEngine).toEqual({ kind: 'none' });
  });

  it('each engine with its variables', () => {
    const purgeSecret = 'a-purge-secret-of-32-characters-at-least';
    expect(readConfig({ CACHE_PURGE: 'varnish', VARNISH_PURGE_URL: 'http://10.0.0.5:6081/', VARNISH_PURGE_SECRET: purgeSecret }).cacheEngine).toEqual({
      kind: 'varnish',
      purgeUrl: 'http://10.0.0.5:6081/',
      purgeSecret,
    });
    expect(readConfig({ CACHE_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't' }).cacheEngine).toEqual({
      kind: 'cloudflare',
      zoneId: 'z',
      apiToken: 't',
    });
    expect(readConfig({ CACHE_PURGE: 'Fastly', FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't' }).cacheEngine).toEqual({
      kind: 'fastly',
      serviceId: 's',
      apiToken: 't',
    });
  });

  it('a half-set engine stops the server at start, naming what is missing or stray', () => {
    expect(() => readConfig({ CACHE_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z' })).toThrowError(
      new ConfigurationError('The cache purge (CACHE_PURGE=cloudflare) is only partly configured; missing: CLOUDFLARE_API_TOKEN'),
    );
    expect(() => readConfig({ FASTLY_API_TOKEN: 't' })).toThrowError(
      new ConfigurationError('The cache purge is only partly configured: FASTLY_API_TOKEN set but CACHE_PURGE is not set (one of varnish, cloudflare, fastly)'),
    );
    expect(() => readConfig({ CACHE_PURGE: 'varnish', VARNISH_PURGE_URL: 'http://v/', CLOUDFLARE_ZONE_ID: 'z' })).toThrow(
      'CLOUDFLARE_ZONE_ID set but CACHE_PURGE is varnish',
    );
    expect(() => readConfig({ CACHE_PURGE: 'varnish', VARNISH_PURGE_URL: 'http://v/' })).toThrowError(
      new ConfigurationError('The cache purge (CACHE_PURGE=varnish) is only partly configured; missing: VARNISH_PURGE_SECRET'),
    );
    expect(() => readConfig({ VARNISH_PURGE_SECRET: 'a-purge-secret-of-32-characters-at-least' })).toThrow(
      'VARNISH_PURGE_SECRET set but CACHE_PURGE is not set',
    );
    expect(() => readConfig({ CACHE_PURGE: 'varnish', VARNISH_PURGE_URL: 'http://v/', VARNISH_PURGE_SECRET: 'short' })).toThrowError(
      new ConfigurationError('VARNISH_PURGE_SECRET must be at least 32 characters'),
    );
    expect(() =>
      readConfig({ CACHE_PURGE: 'varnish', VARNISH_PURGE_URL: 'http://v/', VARNISH_PURGE_SECRET: 'a purge secret with "quotes" in it, 32+' }),
    ).toThrow('VARNISH_PURGE_SECRET may hold only letters, digits');
    expect(() => readConfig({ CACHE_PURGE: 'akamai' })).toThrow('CACHE_PURGE must be one of varnish, cloudflare, fastly, got "akamai"');
    expect(() =>
      readConfig({ CACHE_PURGE: 'varnish', VARNISH_PURGE_URL: 'varnish:6081', VARNISH_PURGE_SECRET: 'a-purge-secret-of-32-characters-at-least' }),
    ).toThrow('VARNISH_PURGE_URL must be an http(s) URL');
  });
});
