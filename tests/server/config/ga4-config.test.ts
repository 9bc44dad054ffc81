import { describe, expect, it } from 'vitest';
import { ConfigurationError, readConfig } from '../../../server/config/config.ts';

const ID = 'G-1A2B3C4D5E';
const SECRET = 'mp-api-secret-0123456789';

describe('the GA4 configuration', () => {
  it('is off when neither variable is set', () => {
    expect(readConfig({}).analytics.ga4).toBeNull();
    expect(readConfig({ GA4_MEASUREMENT_ID: ' ', GA4_API_SECRET: '' }).analytics.ga4).toBeNull();
  });

  it('is on with both, and reports pages at the site’s public address', () => {
    expect(readConfig({ GA4_MEASUREMENT_ID: ID, GA4_API_SECRET: SECRET, SITE_URL: 'https://www.linden.test/' }).analytics.ga4).toEqual({
      measurementId: ID,
      apiSecret: SECRET,
      pageOrigin: 'https://www.linden.test',
    });
  });

  it('stops the start when only one is set, naming the missing one', () => {
    expect(() => readConfig({ GA4_MEASUREMENT_ID: ID })).toThrow(new ConfigurationError('GA4 is only partly configured; missing: GA4_API_SECRET'));
    expect(() => readConfig({ GA4_API_SECRET: SECRET })).toThrow(new ConfigurationError('GA4 is only partly configured; missing: GA4_MEASUREMENT_ID'));
  });

  it('refuses a stream id in place of the measurement id, and a secret too short to be one, never echoing the secret', () => {
    expect(() => readConfig({ GA4_MEASUREMENT_ID: '1234567890', GA4_API_SECRET: SECRET })).toThrow(
      'GA4_MEASUREMENT_ID must be a web stream\'s measurement id such as G-1A2B3C4D5E (not the stream id), got "1234567890"',
    );
    expect(() => readConfig({ GA4_MEASUREMENT_ID: ID, GA4_API_SECRET: 'abc' })).toThrow(new ConfigurationError('GA4_API_SECRET must be at least 8 characters'));
  });
});
