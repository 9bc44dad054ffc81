import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../content/brand.ts';

describe('page titles', () => {
  it('end with the brand exactly once', () => {
    expect(pageTitle('FAQs')).toBe('FAQs | Linden & Tuck');
    expect(pageTitle('How it works | Linden & Tuck')).toBe('How it works | Linden & Tuck');
  });
});
