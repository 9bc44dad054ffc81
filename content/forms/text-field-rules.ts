// Characters no visitor types into a form field, refused by the browser and again by the server before anything
// is stored: NUL and other control characters (a message may keep its line breaks and tabs), lone UTF-16
// surrogates (not text at all), and in an e-mail address the invisible bidi controls that make one address
// display as another.

/** single-line: no control character; multi-line: line breaks and tabs allowed; email-address: no bidi control either. */
export type CharacterPolicy = 'single-line' | 'multi-line' | 'email-address';

/** C0 and C1 controls and DEL; a free-text message may keep \t, \n and \r. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Marks and embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–E, U+2066–9). */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function hasUnsafeCharacters(value: string, policy: CharacterPolicy): boolean {
  const control = policy === 'multi-line' ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return control.test(value) || LONE_SURROGATE.test(value) || (policy === 'email-address' && BIDI_CONTROL.test(value));
}
