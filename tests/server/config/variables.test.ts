import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../server/config/configuration-error.ts';
import { parseVariable, positiveInteger, readVariable, secretOfAtLeast, wholeNumberWithin } from '../../../server/config/variables.ts';

describe('reading one environment variable through its schema', () => {
  it('an unset or blank variable is its fallback; a set one is trimmed and parsed', () => {
    expect(readVariable({}, 'PORT', positiveInteger, 3000)).toBe(3000);
    expect(readVariable({ PORT: '  ' }, 'PORT', positiveInteger, 3000)).toBe(3000);
    expect(readVariable({ PORT: ' 8080 ' }, 'PORT', positiveInteger, 3000)).toBe(8080);
  });

  it('a wrong value is a ConfigurationError naming the variable, what it must be and what it got', () => {
    expect(() => readVariable({ IMAGE_TRANSFORM_CONCURRENCY: '64' }, 'IMAGE_TRANSFORM_CONCURRENCY', wholeNumberWithin(1, 32), 2)).toThrowError(
      new ConfigurationError('IMAGE_TRANSFORM_CONCURRENCY must be a whole number from 1 to 32, got "64"'),
    );
    expect(() => parseVariable('PORT', '0', positiveInteger)).toThrowError('PORT must be a positive integer, got "0"');
  });

  it('a secret that is too short is refused without being echoed', () => {
    const error = (() => {
      try {
        parseVariable('PREVIEW_SECRET', 'hunter2', secretOfAtLeast(16), { quoteValue: false });
      } catch (thrown) {
        return thrown as Error;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error?.message).toBe('PREVIEW_SECRET must be at least 16 characters');
    expect(error?.message).not.toContain('hunter2');
  });

  it('only the first thing wrong is reported', () => {
    const schema = v.pipe(
      v.string(),
      v.check((raw) => raw.startsWith('a'), 'must start with a'),
      v.check((raw) => raw.endsWith('z'), 'must end with z'),
    );
    expect(() => parseVariable('NAME', 'bbb', schema)).toThrowError('NAME must start with a, got "bbb"');
  });
});
