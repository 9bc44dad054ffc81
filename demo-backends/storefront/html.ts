// Server-rendered HTML without a template engine: the `html` tag escapes every interpolated value unless it is
// already SafeHtml, so shopper input (an e-mail address) and catalogue text can never inject markup.
import { BRAND_NAME } from '../../content/brand.ts';
import { escapeMarkup } from '../../content/escape-markup.ts';

/** Headers of every page the demo shop serves: never cached, no scripts, forms post only to the shop itself. */
export const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeMarkup(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + text + (index < values.length ? render(values[index]!) : ''), ''));
}

const STYLES = `
  :root { color-scheme: light; --ink: #2b2b2b; --muted: #6b6b6b; --line: #e4dfd6; --paper: #faf8f4; --accent: #4a5a4f; --error: #a4262c; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--paper); }
  main { max-width: 40rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
  .brand { font-family: Georgia, "Times New Roman", serif; letter-spacing: .08em; text-transform: uppercase; font-size: .85rem; color: var(--muted); margin: 0 0 1.5rem; }
  .sandbox { background: #efe9dd; border-radius: .5rem; padding: .75rem 1rem; font-size: .9rem; margin-bottom: 1.5rem; }
  h1 { font-family: Georgia, "Times New Roman", serif; font-weight: 400; font-size: 2rem; line-height: 1.2; margin: 0 0 1.5rem; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 1.5rem; }
  caption { text-align: left; font-weight: 600; padding-bottom: .5rem; }
  th, td { text-align: left; padding: .75rem .25rem; border-bottom: 1px solid var(--line); vertical-align: top; }
  th[scope="col"] { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
  .number { text-align: right; white-space: nowrap; }
  .item { display: flex; gap: .75rem; align-items: flex-start; }
  .item img { width: 3.5rem; height: 3.5rem; border-radius: .25rem; flex: none; }
  .options { color: var(--muted); font-size: .9rem; }
  .options p { margin: 0; }
  tfoot th, tfoot td { border-bottom: 0; font-weight: 600; }
  form { display: grid; gap: .5rem; }
  label { font-weight: 600; }
  input + label { margin-top: .75rem; }
  .after-form { margin-top: 2rem; }
  input { font: inherit; padding: .75rem; border: 1px solid #b9b2a6; border-radius: .375rem; width: 100%; background: #fff; }
  input[aria-invalid="true"] { border-color: var(--error); }
  .error { color: var(--error); margin: 0; }
  button, .button { font: inherit; display: inline-block; text-align: center; text-decoration: none; cursor: pointer; margin-top: .75rem; padding: .9rem 1.5rem; border: 0; border-radius: 2rem; background: var(--accent); color: #fff; }
  button:focus-visible, .button:focus-visible, input:focus-visible { outline: 3px solid #8aa394; outline-offset: 2px; }
  @media (max-width: 30rem) { h1 { font-size: 1.6rem; } th[scope="col"].hide-narrow, td.hide-narrow { display: none; } }
`;

/** A complete page; every page of the hosted checkout, sign-in and received analytics shares this frame. */
export function page(title: string, body: SafeHtml, section: 'Checkout' | 'Account' | 'Analytics' = 'Checkout'): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${new SafeHtml(STYLES)}</style>
</head>
<body>
<main>
<p class="brand">${BRAND_NAME} · ${section}</p>
${body}
</main>
</body>
</html>`.value;
}
