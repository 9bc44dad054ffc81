import { describe, expect, it } from 'vitest';
import type { CmsSchemas } from '../../content/cms-types.ts';
import { footer } from '../../demo-backends/cms/content/singletons/footer.ts';
import { header } from '../../demo-backends/cms/content/singletons/header.ts';
import { DEMO_CONTENT } from '../../demo-backends/cms/content/index.ts';
import { navigation } from '../../demo-backends/cms/content/singletons/navigation.ts';
import { privacyChoices } from '../../demo-backends/cms/content/singletons/privacy-choices.ts';
import { soldOutModal } from '../../demo-backends/cms/content/singletons/sold-out-modal.ts';
import { subscribeModal } from '../../demo-backends/cms/content/singletons/subscribe-modal.ts';
import { siteChromeFrom } from '../../content/site-chrome.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';

const MEDIA = '/media';
const MEDIA_SOURCE = { layout: 'hashed', base: MEDIA } as const;

function snapshotWith(singletons: Partial<Pick<ContentSnapshot, 'header' | 'navigation' | 'footer' | 'subscribeModal' | 'soldOutModal'>>): ContentSnapshot {
  return {
    fetchedAt: '2026-11-02T09:30:00.000Z',
    pages: new Map(),
    articles: new Map(),
    header: null,
    navigation: null,
    subscribeModal: null,
    soldOutModal: null,
    footer: null,
    infoModal: null,
    privacyChoices: null,
    skippedBlocks: [],
    ...singletons,
  };
}

const demo = () => siteChromeFrom(snapshotWith({ header, navigation, footer, subscribeModal, soldOutModal }), MEDIA_SOURCE);

describe('the site chrome trimmed from the CMS snapshot', () => {
  it('resolves menu links to /{slug} and keeps the categories in CMS order', () => {
    const { categories } = demo().navigation;
    expect(categories.map((category) => category.label)).toEqual(navigation.navigationList.map((category) => category.category));
    expect(categories[0]?.links[0]).toEqual({ label: 'Tailored sheet sets', href: '/products' });
  });

  it('sends a menu link whose page is missing to /404', () => {
    const broken: CmsSchemas['Navigation'] = {
      ...navigation,
      navigationList: [{ id: 1, category: 'Shop', navigationItem: [{ id: 2, label: 'Gone', link: { data: null } }] }],
    };
    const chrome = siteChromeFrom(snapshotWith({ navigation: broken }), MEDIA_SOURCE);
    expect(chrome.navigation.categories[0]?.links[0]?.href).toBe('/404');
  });

  it('builds media URLs from the media base and the file hash', () => {
    const image = demo().navigation.image;
    const media = navigation.image.data!.attributes;
    expect(image).toMatchObject({
      url: `${MEDIA}/${media.hash}/${media.hash}${media.ext}`,
      width: media.width,
      height: media.height,
      mime: media.mime,
      alt: media.alternativeText,
    });
  });

  it('keeps only the URL of header icons, and no mobile icon when it is the same file', () => {
    const [account] = demo().header.items;
    const media = header.headerItems[0]!.icon.data!.attributes;
    expect(account?.icon).toBe(`${MEDIA}/${media.hash}/${media.hash}${media.ext}`);
    expect(account?.iconMobile).toBeNull();
  });

  it('gives the account item its CMS url and the cart item no link', () => {
    const items = demo().header.items;
    expect(items.map((item) => [item.kind, item.href])).toEqual([
      ['account', '/account'],
      ['cart', null],
    ]);
  });

  it('leaves out header items the CMS hides', () => {
    const hidden = { ...header, headerItems: header.headerItems.map((item) => ({ ...item, isVisible: item.itemType === 'cart' })) };
    expect(siteChromeFrom(snapshotWith({ header: hidden }), MEDIA_SOURCE).header.items.map((item) => item.kind)).toEqual(['cart']);
  });

  it('turns the header button into a link to its page', () => {
    expect(demo().header.button).toEqual({ label: 'Shop sheets', href: '/products' });
  });

  it('drops social links that are not safe web addresses', () => {
    const unsafe: CmsSchemas['Footer'] = {
      ...footer,
      footerSocial: { ...footer.footerSocial, socials: [{ ...footer.footerSocial.socials[0]!, url: 'javascript:alert(1)' }, footer.footerSocial.socials[1]!] },
    };
    const social = siteChromeFrom(snapshotWith({ footer: unsafe }), MEDIA_SOURCE).footer.social;
    expect(social?.links.map((link) => link.label)).toEqual(['Facebook']);
  });

  it('keeps the footer texts, legal links and CTA targets', () => {
    const chrome = demo().footer;
    expect(chrome.legal).toEqual([
      { label: 'Terms & conditions', href: '/terms' },
      { label: 'Privacy policy', href: '/privacy' },
    ]);
    expect(chrome.ctaBlocks[0]?.button).toEqual({ label: 'Build your set', href: '/buy' });
    expect(chrome.subscribe?.placeholder).toBe(footer.footerSubscribe.placeholder);
    expect(chrome.acknowledgement).toBe(footer.footerAcknowledgement);
  });

  it('carries the subscribe modal texts, success texts included', () => {
    expect(demo().subscribeModal).toMatchObject({ heading: subscribeModal.heading, buttonText: 'Subscribe', successHeading: 'Thank you' });
  });

  it('carries the sold-out modal texts, its image resolved to a media URL', () => {
    expect(demo().soldOutModal).toMatchObject({
      heading: soldOutModal.heading,
      placeholder: soldOutModal.placeholder,
      buttonText: 'Notify me',
      successHeading: 'Thank you',
      image: { url: expect.stringMatching(/^\/media\/workroom_cutting_table_[0-9a-f]+\//) },
    });
  });

  it('carries the privacy choices as the CMS words them, without the entry’s timestamps', () => {
    const entry = DEMO_CONTENT.privacyChoices.data.attributes;
    const chrome = siteChromeFrom({ ...snapshotWith({}), privacyChoices: entry }, MEDIA_SOURCE);
    expect(chrome.privacy).toEqual(privacyChoices);
    expect(JSON.stringify(chrome.privacy)).not.toContain('updatedAt');
  });

  it('still renders a bare chrome when the CMS singletons are unavailable', () => {
    const chrome = siteChromeFrom(snapshotWith({}), MEDIA_SOURCE);
    expect(chrome.header).toEqual({ backgroundColour: null, button: null, items: [] });
    expect(chrome.navigation.categories).toEqual([]);
    expect(chrome.footer.social).toBeNull();
    expect(chrome.subscribeModal).toBeNull();
    expect(chrome.soldOutModal).toBeNull();
    expect(chrome.privacy).toBeNull();
  });

  it('stays small: no CMS ids, media metadata or relation wrappers reach the page', () => {
    const json = JSON.stringify(demo());
    // A picture keeps its URL, size, type and version (the image rule needs them), never the CMS's own metadata.
    for (const field of ['"id"', '"hash"', '"formats"', '"attributes"', '"data"', '"updatedAt"', '"caption"']) expect(json).not.toContain(field);
    // Header, menu, footer and the two form modals' texts (the sold-out modal adds about 370 characters).
    expect(json.length).toBeLessThan(4000);
  });
});
