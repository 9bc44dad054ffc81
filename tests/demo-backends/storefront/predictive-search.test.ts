// `predictiveSearch` as a search-as-you-type box uses it (the way the Hydrogen skeleton's search box does, with an
// operation written here): suggestions to complete what is typed, products, collections, pages, and no articles.
import { describe, expect, it } from 'vitest';
import { clientData, clientRequest } from './support/official-client.ts';
import { createTestShop } from './support/demo-shop.ts';

const { app } = createTestShop();
const PREMIUM = 'tailored-sateen-sheet-set-premium';
const CLASSIC = 'tailored-sateen-sheet-set-classic';

/** Everything a search-as-you-type dropdown shows, each kind of result tracked by its position. */
const TYPEAHEAD = `query Typeahead($typed: String!, $most: Int!, $per: PredictiveSearchLimitScope!, $kinds: [PredictiveSearchType!]) {
  predictiveSearch(query: $typed, limit: $most, limitScope: $per, types: $kinds) {
    queries { __typename text styledText trackingParameters }
    products {
      __typename id handle title trackingParameters
      shownVariant: selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
        id price { amount currencyCode } image { url width height altText }
      }
    }
    collections { __typename id handle title trackingParameters image { url width height altText } }
    pages { __typename id handle title trackingParameters }
    articles { __typename id handle title trackingParameters blog { handle } image { url width height altText } }
  }
}`;

const predictive = async (args: string) => (await clientData(app, `{ predictiveSearch(${args}) { products { handle } queries { text } } }`)).predictiveSearch;
const productHandles = async (args: string) => (await predictive(args)).products.map((product: { handle: string }) => product.handle);

describe('predictive search', () => {
  it('answers a search box for a half-typed word with suggestions and both sheet sets', async () => {
    const { predictiveSearch } = await clientData(app, TYPEAHEAD, { most: 10, per: 'EACH', typed: 'she' });
    expect(predictiveSearch.queries).toEqual([
      { __typename: 'SearchQuerySuggestion', text: 'sheet', styledText: '<mark>she</mark>et', trackingParameters: '_pos=1&_psq=she&_ss=e&_v=1.0' },
      { __typename: 'SearchQuerySuggestion', text: 'sheet set', styledText: '<mark>she</mark>et set', trackingParameters: '_pos=2&_psq=she&_ss=e&_v=1.0' },
    ]);
    expect(predictiveSearch.products).toMatchObject([
      { __typename: 'Product', handle: PREMIUM, trackingParameters: '_pos=1&_psq=she&_ss=e&_v=1.0', shownVariant: { price: { amount: '850.00' } } },
      { __typename: 'Product', handle: CLASSIC, trackingParameters: '_pos=2&_psq=she&_ss=e&_v=1.0' },
    ]);
    expect(predictiveSearch.articles).toEqual([]);
  });

  it('completes only the last word; the words before it must be whole', async () => {
    expect((await predictive('query: "tailored sh"')).queries.map((query: { text: string }) => query.text)).toEqual(['tailored sheet', 'tailored sheet set']);
    expect(await productHandles('query: "sateen prem"')).toEqual([PREMIUM]);
    expect(await productHandles('query: "sat prem"')).toEqual([]);
  });

  it('suggests phrases found in more products first', async () => {
    const texts = (await predictive('query: "s"')).queries.map((query: { text: string }) => query.text);
    // Every title has "sateen", "sheet" and "set"; "super" appears in no title or product type.
    expect(texts.slice(0, 3)).toEqual(['sateen', 'set', 'sheet']);
    expect(texts).not.toContain('super');
  });

  it('caps all lists together by default, or each list with limitScope EACH', async () => {
    const all = await predictive('query: "she", limit: 3');
    expect([all.queries.length, all.products.length]).toEqual([2, 1]);
    const each = await predictive('query: "she", limit: 1, limitScope: EACH');
    expect([each.queries.length, each.products.length]).toEqual([1, 1]);
  });

  it('searches only the types and fields asked for', async () => {
    expect(await predictive('query: "she", types: [PRODUCT]')).toMatchObject({ queries: [], products: [{ handle: PREMIUM }, { handle: CLASSIC }] });
    // Tags are not among the default fields (title, product type, variant titles, vendor).
    expect(await productHandles('query: "600"')).toEqual([]);
    expect(await productHandles('query: "600", searchableFields: [TAG]')).toEqual([PREMIUM]);
    expect(await productHandles('query: "mist"')).toEqual([PREMIUM, CLASSIC]);
    expect(await productHandles('query: "mist", searchableFields: [TITLE]')).toEqual([]);
    expect(await productHandles('query: "cla", searchableFields: [VARIANTS_SKU]')).toEqual([CLASSIC]);
  });

  it("finds the shop's collections and pages by title, and a page by its text when asked to search bodies", async () => {
    const query = (args: string) => `{ predictiveSearch(${args}) { collections { handle trackingParameters } pages { handle trackingParameters } } }`;
    expect((await clientData(app, query('query: "tailored sh"'))).predictiveSearch).toEqual({
      collections: [{ handle: 'tailored-sheet-collection', trackingParameters: '_pos=1&_psq=tailored+sh&_ss=e&_v=1.0' }],
      pages: [],
    });
    expect((await clientData(app, query('query: "ship"'))).predictiveSearch.pages).toEqual([
      { handle: 'shipping-and-returns', trackingParameters: '_pos=1&_psq=ship&_ss=e&_v=1.0' },
    ]);
    expect((await clientData(app, query('query: "detergent"'))).predictiveSearch.pages).toEqual([]);
    expect((await clientData(app, query('query: "detergent", searchableFields: [BODY]'))).predictiveSearch.pages).toMatchObject([
      { handle: 'care-instructions' },
    ]);
  });

  it('refuses a limit outside 1 to 10, as Shopify documents it', async () => {
    const { data, errors } = await clientRequest(app, '{ predictiveSearch(query: "she", limit: 11) { products { id } } }');
    expect(data).toEqual({ predictiveSearch: null });
    expect(errors?.[0]).toMatchObject({ message: expect.stringContaining('between 1 and 10'), extensions: { code: 'BAD_REQUEST' } });
  });
});
