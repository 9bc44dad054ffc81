import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../content/escape-markup.ts';
import { staticPageHtml } from '../../server/rendering/static-page.ts';

describe('escapeMarkup', () => {
  it('escapes every character that could end text or a quoted attribute, each time it occurs', () => {
    expect(escapeMarkup(`Linden & Tuck & Co <b>"sateen"</b> 'cotton'`)).toBe(
      'Linden &amp; Tuck &amp; Co &lt;b&gt;&quot;sateen&quot;&lt;/b&gt; &#39;cotton&#39;',
    );
  });

  it('leaves plain text as it is', () => {
    expect(escapeMarkup('Tailored organic-cotton sateen')).toBe('Tailored organic-cotton sateen');
  });
});

describe('the static pages', () => {
  it('show a heading with markup characters as text, in the title and the page', () => {
    const page = staticPageHtml({ heading: 'Sheets & <pillowcases>', bodyHtml: '<p>Back shortly</p>' });
    expect(page).toContain('<title>Sheets &amp; &lt;pillowcases&gt; | Linden &amp; Tuck</title>');
    expect(page).toContain('<h1>Sheets &amp; &lt;pillowcases&gt;</h1>');
    expect(page).toContain('<p>Back shortly</p>');
  });
});
