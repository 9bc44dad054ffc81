import { describe, expect, it, vi } from 'vitest';
import type { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { findMySizeData } from '../../../blocks/FindMySize/find-my-size-data.ts';
import type { BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { measureUpPage } from '../../../demo-backends/cms/content/pages/measure-up.ts';
import { productsPage } from '../../../demo-backends/cms/content/pages/products.ts';
import { demoProducts } from '../../shop-rules/support/demo-products.ts';
import { renderBlocks } from '../support/render-block.tsx';

const finderOf = (blocks: unknown) => (blocks as PageBlock[]).find((block): block is BlockOf<'FindMySize'> => block.componentName === 'FindMySize')!;
const finder = finderOf(measureUpPage.attributes.pageContent);
const noStock = { finderStock: { soldOutSizes: [], soldOutSets: [] } };
const submitted = (width: string, length: string, depth: string, unit = 'cm') => ({
  'fit-width': width,
  'fit-length': length,
  'fit-depth': depth,
  'fit-unit': unit,
});
const render = (search: Record<string, string> = {}, data: object = noStock, block = finder) => renderBlocks([block], 'measure-up', { search, data });
const decode = (html: string) => html.replaceAll('&amp;', '&');
/** The opening tag of the input named `name`. */
const control = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';

describe('FindMySize', () => {
  it('renders nothing of an account on the server: the page is shared, the ask and saved measurements come in the browser', () => {
    const html = render();
    expect(html).not.toContain('Remember these measurements');
    expect(html).not.toContain('type="checkbox"');
    expect(control(html, 'fit-width')).toContain('value=""');
  });

  it('is a plain GET form back to its own answer, with labelled fields and the unit switch, and no answer before a submission', () => {
    const html = render();
    const formTag = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(formTag).toContain('method="get"');
    expect(formTag).toContain('action="/measure-up#find-my-size"');
    for (const label of ['Width', 'Length', 'Depth']) expect(html).toMatch(new RegExp(`<label[^>]*>${label} <span[^>]*>\\(cm\\)</span></label>`));
    for (const name of ['fit-width', 'fit-length', 'fit-depth']) expect(control(html, name)).toContain('inputMode="decimal"');
    expect(html).toMatch(/<legend[^>]*>Measured in<\/legend>/);
    expect(control(html, 'fit-unit')).toMatch(/checked=""[^>]*value="cm"/);
    expect(html).toContain('>Find my size</button>');
    expect(html).not.toContain('fit-answer');
  });

  it('answers a submission on the server: the size, its sheet beside the mattress, the depth band and the way into /buy', () => {
    const html = decode(render(submitted('152', '203', '32')));
    expect(html).toContain('Your set: Queen, 31-35 cm');
    expect(html).toContain('>Our Queen set fits your mattress.<');
    expect(html).toMatch(/<dt>Your mattress<\/dt><dd>152 × 203 × 32 cm<\/dd>/);
    expect(html).toMatch(/<dt>Queen sheet<\/dt><dd>152.5 × 203 cm<\/dd>/);
    expect(html).toMatch(/<dt>Depth band<\/dt><dd>31-35 cm<\/dd>/);
    expect(html).toMatch(/href="\/buy\?step=2&size=queen&depth=31-35&mattress=152x203x32cm"[^>]*>Choose this set</);
  });

  it('keeps the numbers as typed in inches and shows the centimetres too', () => {
    const html = decode(render(submitted('60', '80', '12', 'in')));
    expect(html).toMatch(/<label[^>]*>Width <span[^>]*>\(inches\)<\/span>/);
    expect(control(html, 'fit-width')).toContain('value="60"');
    expect(html).toContain('60 × 80 × 12 in (152.4 × 203.2 × 30.5 cm)');
    expect(html).toContain('mattress=60x80x12in');
  });

  it('between two sizes, says which to choose and why', () => {
    const html = render(submitted('165', '203', '30'));
    expect(html).toContain('Your set: King, 26-30 cm');
    expect(html).toContain('Your mattress is between our Queen and King sizes. Choose the King');
  });

  it('outside what the brand makes, offers the contact form with the measurements in the message', () => {
    const html = decode(render(submitted('152', '203', '45')));
    expect(html).toContain('Your mattress is deeper than 40 cm');
    expect(html).not.toContain('Choose this set');
    const href = html.match(/href="(\/contact\?[^"]*)"[^>]*>Ask our workroom</)?.[1] ?? '';
    expect(new URLSearchParams(href.split('?')[1]).get('message')).toBe(
      'My mattress measures 152 × 203 × 45 cm (width × length × depth). Could you make a sheet set for it?',
    );
    expect(render(submitted('107', '203', '30'))).toContain('smaller than any size we make');
    expect(render(submitted('220', '220', '30'))).toContain('larger than any size we make');
    expect(render(submitted('152', '203', '12'))).toContain('shallower than 15 cm');
  });

  it('shows each bad field’s message beside it and keeps everything typed', () => {
    const html = decode(render(submitted('', '2O3', '-4')));
    expect(control(html, 'fit-width')).toMatch(/aria-invalid="true".*value=""/);
    expect(control(html, 'fit-length')).toContain('value="2O3"');
    expect(control(html, 'fit-depth')).toContain('value="-4"');
    expect(html).toContain('>Required</p>');
    expect(html).toContain('>Please enter a number, such as 152 or 152.5</p>');
    expect(html).toContain('>Please enter a measurement larger than zero</p>');
    expect(html).not.toContain('fit-answer');
    expect(render(submitted('152', '203', '160'))).toContain('The depth is larger than the width: please check your measurements');
    expect(decode(render(submitted('152,5', '203cm', '32')))).toContain('152.5 × 203 × 32 cm');
  });

  it('says SOLD OUT instead of offering a set the shop cannot sell', () => {
    const html = render(submitted('203', '203', '38'), { finderStock: { soldOutSizes: [], soldOutSets: ['super-king:36-40'] } });
    expect(html).toContain('Super King, 36-40 cm: SOLD OUT');
    expect(html).not.toContain('Choose this set');
    expect(render(submitted('203', '203', '38'), { finderStock: { soldOutSizes: ['super-king'], soldOutSets: [] } })).toContain('SOLD OUT');
  });

  it('uses the editor’s words where given', () => {
    const edited = { ...finder, submitLabel: 'Match my mattress', chooseLabel: 'Build this set', fitsAdvice: 'The {size} it is, {band} cm deep.' };
    const html = render(submitted('152', '203', '32'), noStock, edited);
    expect(html).toContain('>Match my mattress</button>');
    expect(html).toContain('>Build this set</a>');
    expect(html).toContain('The Queen it is, 31-35 cm deep.');
    // Deeper than any band: the line naming {band} is left out, and the depth's own advice says why.
    const tooDeep = render(submitted('152', '203', '45'), noStock, edited);
    expect(tooDeep).not.toContain('The Queen it is');
    expect(tooDeep).toContain('Let our workroom help');
    expect(tooDeep).toContain('deeper than 40 cm');
  });

  it('is on the measure-up page and /products in the demo content', () => {
    expect(finderOf(productsPage.attributes.pageContent)).toBeDefined();
  });
});

describe('FindMySize block data', () => {
  const shop = (search: () => Promise<unknown>) => ({ searchProducts: vi.fn(search) }) as unknown as StorefrontClient;

  it('lists the sets the shop cannot sell in any version', async () => {
    const products = demoProducts();
    const data = await findMySizeData({ shop: shop(async () => products) }, 9_000_000);
    expect(data.liveDataMissing).toBeUndefined();
    const soldOutEverywhere = products.flatMap((product) => product.variants).filter((variant) => !variant.availableForSale);
    // Classic super king is sold out in the demo catalogue, but the premium one is not: the finder still offers it.
    expect(soldOutEverywhere.length).toBeGreaterThan(0);
    expect(data.finderStock.soldOutSizes).toEqual([]);
  });

  it('without the shop, keeps no stock and marks the page not to be cached', async () => {
    const data = await findMySizeData({ shop: shop(async () => Promise.reject(new Error('shop down'))) }, 10_000_000);
    expect(data).toEqual({ finderStock: { soldOutSizes: [], soldOutSets: [] }, liveDataMissing: true });
  });
});
