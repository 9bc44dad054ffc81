// The shop's online-store pages, as a Storefront API `Page`. Handles are the ones the brand's old Shopify store used
// (spec §2 redirects /pages/shipping-and-returns and /pages/care-instructions to /faqs), so a storefront linking to a
// page's onlineStoreUrl lands on the site's FAQs. Every fact comes from the spec's shipping/returns copy (§9) and the
// demo CMS's FAQ and care guide; nothing here promises more than the site itself does.

export type DemoPage = {
  numericId: number;
  id: string;
  handle: string;
  title: string;
  /** HTML, as Shopify stores a page's body. */
  body: string;
  seoDescription: string;
  createdAt: string;
  updatedAt: string;
};

export const pageGid = (numericId: number) => `gid://shopify/Page/${numericId}`;

const PAGE_DEFINITIONS: Array<Omit<DemoPage, 'id'>> = [
  {
    numericId: 9100001,
    handle: 'shipping-and-returns',
    title: 'Shipping & returns',
    body: [
      '<h2>Shipping</h2>',
      '<p>Shipping is <strong>free</strong> and tracked Australia-wide. Every set is dispatched within ' +
        '<strong>2 business days</strong>, and we email your tracking link as soon as it leaves the workroom.</p>',
      '<p>Shipping to New Zealand and worldwide is available at checkout, with rates shown before you pay.</p>',
      '<h2>Returns &amp; exchanges</h2>',
      '<p>Returns and exchanges are <strong>free</strong> within <strong>30 days</strong>. Items must be unused and in ' +
        'their original packaging; we supply a postage-paid return number.</p>',
      '<p>Refunds go to your original payment method <strong>within 5 days</strong> of receiving your return.</p>',
      '<p>Ordered the wrong size? Wrong-size orders can be exchanged for free, and faulty items are always refunded or ' +
        'exchanged. All backed by our money-back guarantee.</p>',
    ].join('\n'),
    seoDescription: 'Free tracked shipping Australia-wide, dispatched within 2 business days. Free returns and exchanges within 30 days.',
    createdAt: '2026-01-15T00:00:00Z',
    updatedAt: '2026-01-15T00:00:00Z',
  },
  {
    numericId: 9100002,
    handle: 'care-instructions',
    title: 'Care instructions',
    body: [
      '<p>Sateen is easy to live with. A few habits keep its sheen and softness for years.</p>',
      '<h2>Clean</h2>',
      '<ul><li>Wash cold or warm (up to <strong>40°C</strong>) on a gentle cycle with a mild liquid detergent.</li>',
      '<li>Skip fabric softener and bleach; both dull the sheen and weaken the fibres.</li>',
      '<li>Wash sheets separately from towels, zips and hook-and-loop fastenings.</li></ul>',
      '<h2>Dry</h2>',
      '<p>Line drying in the shade is best. If you must, tumble dry on low and remove while slightly damp.</p>',
      '<h2>Fold &amp; store</h2>',
      '<p>Fold while just dry and still warm: creases drop out overnight on the bed. Keep each set together inside one of ' +
        'its own pillowcases, in a cool, dry, airy cupboard. Avoid plastic, which traps moisture.</p>',
    ].join('\n'),
    seoDescription: 'How to wash, dry, fold and store organic-cotton sateen sheets so they stay soft and last for years.',
    createdAt: '2026-01-15T00:00:00Z',
    updatedAt: '2026-01-15T00:00:00Z',
  },
];

/** The shop's pages in id order (Shopify's order for `pages` without a sortKey). */
export const DEMO_PAGES: readonly DemoPage[] = PAGE_DEFINITIONS.map((page) => ({ ...page, id: pageGid(page.numericId) }));

/** The page with the given id and/or handle (every given key must match); null when neither is given. */
export function findPage({ id, handle }: { id?: string | null; handle?: string | null }): DemoPage | null {
  if (!id && !handle) return null;
  return DEMO_PAGES.find((page) => (!id || page.id === id) && (!handle || page.handle === handle)) ?? null;
}

/** The body as plain text, for bodySummary and search: tags dropped, the few entities the bodies use decoded. */
export function pageText(page: DemoPage): string {
  return page.body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
