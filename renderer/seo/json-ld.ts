// JSON-LD goes inside a <script> element, where the HTML parser ends the script at the first '</script'
// whatever JSON thinks. Escaping '<', '>' and '&' as \u003c… keeps CMS text from ever closing the tag or
// opening a comment; U+2028/2029 are escaped for old parsers that treat them as line ends. The result is
// still exactly the same JSON value.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

const escapeCharacter = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, escapeCharacter);
}
