import { describe, expect, it } from 'vitest';
import { unsafeTextFieldErrors } from '../../../server/forms/text-field-rules.ts';

const contact = (fields: Partial<Record<'email' | 'mobile' | 'message', string>>) => ({ email: 'ana@example.com', mobile: '0412345678', message: 'Hello', ...fields });

describe('characters nobody types into a form field', () => {
  it('NUL and other control characters are refused in every field, with the field’s message', () => {
    for (const character of ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009b']) {
      expect(unsafeTextFieldErrors(contact({ email: `ana${character}@example.com` })), JSON.stringify(character)).toEqual({ email: 'Please enter a valid email' });
      expect(unsafeTextFieldErrors(contact({ message: `Hello${character}there` })), JSON.stringify(character)).toEqual({ message: 'Please enter a valid message' });
    }
    expect(unsafeTextFieldErrors({ email: 'ana@example.com', product: 'Premium\u0000King' })).toEqual({ product: 'Please enter a valid product' });
  });

  it('a message keeps its line breaks and tabs; an e-mail address does not', () => {
    expect(unsafeTextFieldErrors(contact({ message: 'Line one\r\nLine two\n\tindented' }))).toEqual({});
    expect(unsafeTextFieldErrors(contact({ email: 'ana@exa\nmple.com' }))).toEqual({ email: 'Please enter a valid email' });
  });

  it('lone surrogates are refused; a whole character outside the BMP is text', () => {
    expect(unsafeTextFieldErrors(contact({ message: 'broken \ud83d here' }))).toEqual({ message: 'Please enter a valid message' });
    expect(unsafeTextFieldErrors(contact({ message: 'broken \ude00 here' }))).toEqual({ message: 'Please enter a valid message' });
    expect(unsafeTextFieldErrors(contact({ email: 'ana\udfff@example.com' }))).toEqual({ email: 'Please enter a valid email' });
    expect(unsafeTextFieldErrors(contact({ message: 'Thanks \ud83d\ude00' }))).toEqual({});
  });

  it('bidi controls are refused in an e-mail address, and left to a message written in Arabic or Hebrew', () => {
    for (const control of ['\u202e', '\u202d', '\u202a', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']) {
      expect(unsafeTextFieldErrors(contact({ email: `ana${control}@example.com` })), JSON.stringify(control)).toEqual({ email: 'Please enter a valid email' });
    }
    expect(unsafeTextFieldErrors(contact({ message: 'שלום \u200fעולם' }))).toEqual({});
  });

  it('a field already in error keeps its own message', () => {
    expect(unsafeTextFieldErrors(contact({ email: '\u0000' }), { email: 'Required' })).toEqual({});
  });
});
