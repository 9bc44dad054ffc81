import { describe, expect, it } from 'vitest';
import { ConfigurationError, readConfig } from '../../../server/config/config.ts';

describe('the image service configuration', () => {
  it('runs 2 transforms at once and keeps up to 1,024 MB of files by default', () => {
    expect(readConfig({}).images).toEqual({ transformConcurrency: 2, cacheMaxBytes: 1024 * 1024 * 1024 });
  });

  it('reads IMAGE_TRANSFORM_CONCURRENCY and IMAGE_CACHE_MAX_MB', () => {
    expect(readConfig({ IMAGE_TRANSFORM_CONCURRENCY: '4', IMAGE_CACHE_MAX_MB: '256' }).images).toEqual({
      transformConcurrency: 4,
      cacheMaxBytes: 256 * 1024 * 1024,
    });
  });

  it.each([
    ['IMAGE_TRANSFORM_CONCURRENCY', '0', /IMAGE_TRANSFORM_CONCURRENCY must be a whole number from 1 to 32, got "0"/],
    ['IMAGE_TRANSFORM_CONCURRENCY', 'two', /got "two"/],
    ['IMAGE_CACHE_MAX_MB', '1.5', /IMAGE_CACHE_MAX_MB must be a whole number from 16 to 1048576 \(megabytes\), got "1.5"/],
    ['IMAGE_CACHE_MAX_MB', '8', /from 16/],
  ])('stops the start on %s=%s with an error naming it', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigurationError);
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });
});
