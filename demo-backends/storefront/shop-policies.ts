// The shop's four policies as Storefront API ShopPolicy objects. Terms of service and the privacy policy are the
// text of the site's Terms and Privacy pages (the demo CMS's legal pages); the shipping and refund policies are the
// two halves of the shop's "Shipping & returns" page (spec §9, the FAQ). Each policy's url is the site page that
// shows it. The policies a shop may leave unwritten (contact information, legal notice, terms of sale, subscriptions)
// are null, as Shopify answers for them.
import { privacyPage, termsPage } from '../cms/content/pages/legal.ts';
import { findPage } from './demo-pages.ts';

type LegalPage = typeof termsPage;

/** The legal text of a CMS page: its rich-text block's markdown. */
function legalMarkdown(page: LegalPage): string {
  const text = page.attributes.pageContent.find((block) => block.componentName === 'BlogRichText') as { richText?: string } | undefined;
  if (!text?.richText) throw new Error(`The ${page.attributes.slug} page has no legal text for the shop's policy.`);
  return text.richText;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The few markdown forms the legal pages use (## headings, paragraphs, links), as the HTML a policy body is. */
function markdownToHtml(markdown: string, siteOrigin: string): string {
  const inline = (text: string) =>
    escapeHtml(text).replace(
      /\[([^\]]+)\]\(([^)]+)\)/g,
      (_, label: string, href: string) => `<a href="${href.startsWith('/') ? siteOrigin + href : href}">${label}</a>`,
    );
  return markdown
    .split(/\n+/)
    .filter((line) => line.trim() !== '')
    .map((line) => (line.startsWith('## ') ? `<h2>${inline(line.slice(3))}</h2>` : `<p>${inline(line)}</p>`))
    .join('\n');
}

const SHIPPING_AND_RETURNS = findPage({ handle: 'shipping-and-returns' })!;
const RETURNS_HEADING = '<h2>Returns &amp; exchanges</h2>';
const [shippingHalf, returnsHalf] = SHIPPING_AND_RETURNS.body.split(RETURNS_HEADING) as [string, string];

type Policy = { numericId: number; handle: string; title: string; body: (siteOrigin: string) => string; path: string };

const POLICIES = {
  privacyPolicy: {
    numericId: 1,
    handle: 'privacy-policy',
    title: 'Privacy policy',
    body: (origin) => markdownToHtml(legalMarkdown(privacyPage), origin),
    path: '/privacy',
  },
  termsOfService: {
    numericId: 2,
    handle: 'terms-of-service',
    title: 'Terms of service',
    body: (origin) => markdownToHtml(legalMarkdown(termsPage), origin),
    path: '/terms',
  },
  shippingPolicy: { numericId: 3, handle: 'shipping-policy', title: 'Shipping policy', body: () => shippingHalf.trim(), path: '/faqs' },
  refundPolicy: { numericId: 4, handle: 'refund-policy', title: 'Refund policy', body: () => `${RETURNS_HEADING}\n${returnsHalf.trim()}`, path: '/faqs' },
} satisfies Record<string, Policy>;

/** The Shop fields for policies, each page's url on the site. */
export function shopPolicies(siteOrigin: string) {
  const shape = ({ numericId, handle, title, body, path }: Policy) => ({
    id: `gid://shopify/ShopPolicy/${81000000 + numericId}`,
    handle,
    title,
    body: body(siteOrigin),
    url: `${siteOrigin}${path}`,
  });
  return {
    privacyPolicy: shape(POLICIES.privacyPolicy),
    termsOfService: shape(POLICIES.termsOfService),
    shippingPolicy: shape(POLICIES.shippingPolicy),
    refundPolicy: shape(POLICIES.refundPolicy),
    contactInformation: null,
    legalNotice: null,
    termsOfSale: null,
    subscriptionPolicy: null,
  };
}
