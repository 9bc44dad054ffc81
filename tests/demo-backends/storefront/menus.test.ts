import { describe, expect, it } from 'vitest';
import { createTestShop } from './support/demo-shop.ts';
import { clientData } from './support/official-client.ts';

const { app } = createTestShop();

const MENU = `query ($handle: String!) {
  shop { primaryDomain { url } }
  menu(handle: $handle) { handle title itemsCount items { title type url resourceId tags items { id } } }
}`;

/** Menus need a Storefront token (access-tokens.ts); the official client sends one. */
const menu = (handle: string) => clientData(app, MENU, { handle });

describe('the shop’s menus', () => {
  it('keeps the main menu’s links to the site’s own pages, on the shop’s primary domain', async () => {
    const { shop, menu: main } = await menu('main-menu');
    expect(main.items.map((item: { url: string }) => item.url)).toEqual([`${shop.primaryDomain.url}/products`, `${shop.primaryDomain.url}/buy`]);
    expect(main.items.every((item: { type: string; resourceId: null }) => item.type === 'HTTP' && item.resourceId === null)).toBe(true);
  });

  it('has a footer linking a collection and pages by type and resource id, like Shopify', async () => {
    const { shop, menu: footer } = await menu('footer');
    const origin = shop.primaryDomain.url;
    expect(footer).toMatchObject({ handle: 'footer', title: 'Footer menu', itemsCount: 6 });
    expect(footer.items.slice(0, 4)).toEqual([
      { title: 'Shop all', type: 'COLLECTION', url: `${origin}/collections/all`, resourceId: 'gid://shopify/Collection/7100002', tags: [], items: [] },
      { title: 'Shipping & returns', type: 'PAGE', url: `${origin}/pages/shipping-and-returns`, resourceId: 'gid://shopify/Page/9100001', tags: [], items: [] },
      { title: 'Care instructions', type: 'PAGE', url: `${origin}/pages/care-instructions`, resourceId: 'gid://shopify/Page/9100002', tags: [], items: [] },
      { title: 'FAQs', type: 'HTTP', url: `${origin}/faqs`, resourceId: null, tags: [], items: [] },
    ]);
  });

  it('answers null for a menu the shop does not have, and for a name inherited from Object', async () => {
    expect((await menu('next-js-frontend-header-menu')).menu).toBeNull();
    expect((await menu('constructor')).menu).toBeNull();
  });
});
