import { describe, expect, it } from 'vitest';
import { AU_MOBILE_PATTERN, MESSAGES, MOBILE_MAX_LENGTH } from '../../../content/forms/field-rules.ts';
import { validateForm } from '../../../content/forms/validate-form.ts';

const contact = (overrides: Record<string, unknown> = {}) => ({ email: 'ana@example.com', mobile: '0412345678', message: 'Hello', ...overrides });

describe('form rules (spec §5)', () => {
  it("an empty contact form says 'Required' for email, mobile and message", () => {
    expect(validateForm('contact', {}).errors).toEqual({ email: 'Required', mobile: 'Required', message: 'Required' });
  });

  it("whitespace-only input counts as empty: 'Required'", () => {
    expect(validateForm('contact', contact({ email: '   ', message: '\n\t ' })).errors).toEqual({ email: 'Required', message: 'Required' });
  });

  it("a malformed email says 'Please enter a valid email'", () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@exa mple.com', 'ana@example.c']) {
      expect(validateForm('subscribe', { email }).errors, email).toEqual({ email: 'Please enter a valid email' });
    }
  });

  it('email input is trimmed before it is checked and sent', () => {
    const result = validateForm('subscribe', { email: '  ana@example.com\n' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'ana@example.com', formType: 'subscribe' });
  });

  it('every value is sent trimmed, with the contact formType', () => {
    const result = validateForm('contact', contact({ mobile: ' 0412345678 ', message: '  Do you ship to Hobart?  ' }));
    expect(result.valid).toBe(true);
    expect(result.values).toEqual({ email: 'ana@example.com', mobile: '0412345678', message: 'Do you ship to Hobart?', formType: 'contact' });
  });

  it('Australian mobiles with +61, 61, 0 or no prefix are valid', () => {
    for (const mobile of ['+61412345678', '0412345678', '61412345678', '412345678', '0400000000', '0458999999']) {
      expect(validateForm('contact', contact({ mobile })).errors, mobile).toEqual({});
    }
  });

  it('a mobile with spaces, the wrong prefix, too few or too many digits gets the mobile message', () => {
    const invalid = [
      '0412 345 678',
      '+61 412 345 678',
      '0212345678',
      '+6102345678',
      '041234567',
      '04123456789',
      '+614123456789',
      '0061412345678',
      '04123456ab',
      '0426123456',
    ];
    for (const mobile of invalid) {
      expect(validateForm('contact', contact({ mobile })).errors, mobile).toEqual({ mobile: 'Please enter a valid Australian mobile number (with no spaces)' });
    }
  });

  it('a 13-character mobile is invalid even when its digits would match', () => {
    const thirteen = '+614123456780';
    expect(thirteen).toHaveLength(MOBILE_MAX_LENGTH + 1);
    expect(validateForm('contact', contact({ mobile: thirteen })).errors.mobile).toBe(MESSAGES.mobile);
    expect(AU_MOBILE_PATTERN.test('+61412345678')).toBe(true);
    expect('+61412345678').toHaveLength(MOBILE_MAX_LENGTH);
  });

  it("an empty mobile says 'Required', not the format message", () => {
    expect(validateForm('contact', contact({ mobile: '' })).errors).toEqual({ mobile: 'Required' });
  });

  it('subscribe and sold-out forms need only an email; sold-out carries the product it waits for', () => {
    expect(validateForm('subscribe', {}).errors).toEqual({ email: 'Required' });
    const soldOut = validateForm('soldOut', {
      email: 'ana@example.com',
      product: 'Classic Queen, 26-30 cm',
      size: 'Queen',
      depth: '26-30 cm',
      variantId: '4411',
    });
    expect(soldOut.valid).toBe(true);
    expect(soldOut.values).toEqual({
      email: 'ana@example.com',
      product: 'Classic Queen, 26-30 cm',
      size: 'Queen',
      depth: '26-30 cm',
      variantId: '4411',
      formType: 'sold-out',
    });
  });

  it('unknown fields and a forged formType are dropped; non-string values count as empty', () => {
    const result = validateForm('subscribe', { email: 'ana@example.com', formType: 'contact', admin: true });
    expect(result.values).toEqual({ email: 'ana@example.com', formType: 'subscribe' });
    expect(validateForm('subscribe', { email: 42 }).errors).toEqual({ email: 'Required' });
  });
});
