import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../content/forms/validate-form.ts';

// The browser's live check and the server's check are this one function, so what is refused here is refused in both.
const contactErrors = (fields: Partial<Record<'email' | 'mobile' | 'message', string>>) =>
  validateForm('contact', { email: 'ana@example.com', mobile: '0412345678', message: 'Hello', ...fields }).errors;

describe('characters nobody types into a form field', () => {
  it('NUL and other control characters are refused in every field, with the field’s message', () => {
    for (const character of ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009b']) {
      expect(contactErrors({ email: `ana${character}@example.com` }), JSON.stringify(character)).toEqual({ email: 'Please enter a valid email' });
      expect(contactErrors({ message: `Hello${character}there` }), JSON.stringify(character)).toEqual({ message: 'Please enter a valid message' });
    }
    expect(validateForm('soldOut', { email: 'ana@example.com', product: 'Premium\u0000King' }).errors).toEqual({ product: 'Please enter a valid product' });
  });

  it('a message keeps its line breaks and tabs; an e-mail address does not', () => {
    expect(contactErrors({ message: 'Line one\r\nLine two\n\tindented' })).toEqual({});
    expect(contactErrors({ email: 'ana@exa\nmple.com' })).toEqual({ email: 'Please enter a valid email' });
  });

  it('lone surrogates are refused; a whole character outside the BMP is text', () => {
    expect(contactErrors({ message: 'broken \ud83d here' })).toEqual({ message: 'Please enter a valid message' });
    expect(contactErrors({ message: 'broken \ude00 here' })).toEqual({ message: 'Please enter a valid message' });
    expect(contactErrors({ email: 'ana\udfff@example.com' })).toEqual({ email: 'Please enter a valid email' });
    expect(contactErrors({ message: 'Thanks \ud83d\ude00' })).toEqual({});
  });

  it('bidi controls are refused in an e-mail address, and left to a message written in Arabic or Hebrew', () => {
    for (const control of ['\u202e', '\u202d', '\u202a', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']) {
      expect(contactErrors({ email: `ana${control}@example.com` }), JSON.stringify(control)).toEqual({ email: 'Please enter a valid email' });
    }
    expect(contactErrors({ message: 'שלום \u200fעולם' })).toEqual({});
  });

  it('a field already in error keeps its own message', () => {
    expect(contactErrors({ mobile: '04\u000012345678' })).toEqual({ mobile: 'Please enter a valid Australian mobile number (with no spaces)' });
    expect(validateForm('soldOut', { email: 'ana@example.com', product: `${'x'.repeat(200)}\u0000` }).errors).toEqual({ product: 'Too long' });
  });
});
