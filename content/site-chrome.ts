// What every page renders besides its own content: header, navigation menu, footer, subscribe- and sold-out-modal texts,
// the privacy choices.
// Trimmed from the CMS snapshot on the server (links resolved to hrefs, media to URLs) because this object is
// serialised into every page's HTML: only fields the chrome shows reach the browser.
import type { CmsSchemas, Colour, MediaRelation } from './cms-types.ts';
import { mediaUrl, type MediaSource } from './media-url.ts';
import { cmsImageSource } from './images/cms-image-source.ts';
import type { ImageSource } from './images/image-loaders.ts';
import { pageHref, safeExternalHref } from './content-links.ts';
import type { ContentSnapshot } from './content-snapshot.ts';

/** A CMS image reduced to what a picture needs (drawn by the site's image rule, blocks/shared/ResponsivePicture.tsx). */
export type ChromeImage = ImageSource & { alt: string; placeholder?: string };
/** A CMS icon: only its URL, since the chrome draws icons at a fixed size and names them by their label. */
export type ChromeIcon = string;
/** A link whose target is already resolved ('/' + slug, '/404' for a missing page, or a safe external URL). */
export type ChromeLink = { label: string; href: string; external?: true };
/** A menu or footer call to action (CMS CtaBlock). */
export type ChromeCta = { heading: string; subHeading: string | null; button: ChromeLink; darkMode: boolean };
/** `iconMobile` is null when the CMS gives none or the same file as `icon`. */
export type ChromeHeaderItem = { kind: 'account' | 'cart'; label: string; href: string | null; icon: ChromeIcon | null; iconMobile: ChromeIcon | null };
export type ChromeSubscribeTexts = { heading: string; subHeading: string | null; placeholder: string; buttonText: string };
/** A modal holding a one-field e-mail form (subscribe, sold-out notification): CMS texts, image and success texts. */
export type ChromeFormModal = ChromeSubscribeTexts & { image: ChromeImage | null; successHeading: string; successText: string };

/** The CMS's privacy choices, without the entry's timestamps Strapi adds. */
export type ChromePrivacyTexts = CmsSchemas['PrivacyChoices'];

export type SiteChrome = {
  mediaSource: MediaSource;
  header: { backgroundColour: Colour | null; button: ChromeLink | null; items: ChromeHeaderItem[] };
  navigation: { categories: { label: string; links: ChromeLink[] }[]; ctaBlocks: ChromeCta[]; image: ChromeImage | null };
  footer: {
    ctaBlocks: ChromeCta[];
    social: { heading: string; links: (ChromeLink & { icon: ChromeIcon | null })[] } | null;
    legal: ChromeLink[];
    subscribe: ChromeSubscribeTexts | null;
    acknowledgement: string | null;
  };
  subscribeModal: ChromeFormModal | null;
  soldOutModal: ChromeFormModal | null;
  /** The privacy banner's and choices' words, and where the banner shows (null: the CMS has none yet). */
  privacy: ChromePrivacyTexts | null;
};

function chromeImage(relation: MediaRelation | null | undefined, mediaSource: MediaSource): ChromeImage | null {
  const media = relation?.data?.attributes;
  if (!media) return null;
  return { ...cmsImageSource(mediaSource, media), alt: media.alternativeText ?? '', ...(media.placeholder ? { placeholder: media.placeholder } : {}) };
}

function chromeIcon(relation: MediaRelation | null | undefined, mediaSource: MediaSource): ChromeIcon | null {
  const media = relation?.data?.attributes;
  return media ? mediaUrl(mediaSource, media) : null;
}

/** Internal targets become '/' + slug; a CMS url that is not a site path must be a safe external link. */
function urlLink(label: string, url: string | null | undefined): ChromeLink | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return { label, href: url };
  const external = safeExternalHref(url);
  return external ? { label, href: external, external: true } : null;
}

const slugLink = (label: string, slug: string | null | undefined): ChromeLink => ({ label, href: pageHref(slug) });

function buttonLink(button: CmsSchemas['Button'] | null): ChromeLink | null {
  if (!button) return null;
  const external = safeExternalHref(button.externalLink);
  return external ? { label: button.text, href: external, external: true } : slugLink(button.text, button.link?.data?.attributes.slug);
}

const ctaFrom = (cta: CmsSchemas['CtaBlock']): ChromeCta => ({
  heading: cta.heading,
  subHeading: cta.subHeading,
  button: slugLink(cta.buttonText, cta.buttonLink),
  darkMode: cta.darkMode,
});

function headerFrom(header: CmsSchemas['Header'] | null, mediaSource: MediaSource): SiteChrome['header'] {
  const items = (header?.headerItems ?? [])
    .filter((item) => item.isVisible)
    .map((item) => {
      const icon = chromeIcon(item.icon, mediaSource);
      const iconMobile = chromeIcon(item.iconMobile, mediaSource);
      return {
        kind: item.itemType,
        label: item.label,
        // The cart is a button (it opens the cart modal); only the account item links somewhere.
        href: item.itemType === 'account' ? (urlLink(item.label, item.url)?.href ?? null) : null,
        icon,
        iconMobile: iconMobile === icon ? null : iconMobile,
      };
    })
    .filter((item) => item.kind === 'cart' || item.href !== null);
  return { backgroundColour: header?.backgroundColour ?? null, button: buttonLink(header?.button ?? null), items };
}

function navigationFrom(navigation: CmsSchemas['Navigation'] | null, mediaSource: MediaSource): SiteChrome['navigation'] {
  return {
    categories: (navigation?.navigationList ?? [])
      .map((category) => ({
        label: category.category,
        links: category.navigationItem.map((item) => slugLink(item.label, item.link?.data?.attributes.slug)),
      }))
      .filter((category) => category.links.length > 0),
    ctaBlocks: (navigation?.ctaBlock ?? []).map(ctaFrom),
    image: chromeImage(navigation?.image, mediaSource),
  };
}

function footerFrom(footer: CmsSchemas['Footer'] | null, mediaSource: MediaSource): SiteChrome['footer'] {
  const socials = (footer?.footerSocial?.socials ?? []).flatMap((social) => {
    const link = urlLink(social.label, social.url);
    return link?.external ? [{ ...link, icon: chromeIcon(social.icon, mediaSource) }] : [];
  });
  const subscribe = footer?.footerSubscribe;
  return {
    ctaBlocks: (footer?.ctaBlocks ?? []).map(ctaFrom),
    social: footer?.footerSocial && socials.length > 0 ? { heading: footer.footerSocial.heading, links: socials } : null,
    legal: (footer?.footerLegal ?? []).map((item) => slugLink(item.label, item.page?.data?.attributes.slug)),
    subscribe: subscribe
      ? { heading: subscribe.heading, subHeading: subscribe.subHeading, placeholder: subscribe.placeholder, buttonText: subscribe.buttonText }
      : null,
    acknowledgement: footer?.footerAcknowledgement || null,
  };
}

function formModalFrom(modal: CmsSchemas['SubscribeModal'] | CmsSchemas['SoldOutModal'] | null, mediaSource: MediaSource): ChromeFormModal | null {
  if (!modal) return null;
  const { heading, subHeading, placeholder, buttonText, successHeading, successText } = modal;
  return { heading, subHeading, placeholder, buttonText, successHeading, successText, image: chromeImage(modal.image, mediaSource) };
}

function privacyFrom(choices: CmsSchemas['PrivacyChoices'] | null): ChromePrivacyTexts | null {
  if (!choices) return null;
  const { createdAt: _created, updatedAt: _updated, publishedAt: _published, ...texts } = choices as ChromePrivacyTexts & Record<string, unknown>;
  return texts as ChromePrivacyTexts;
}

export function siteChromeFrom(content: ContentSnapshot, mediaSource: MediaSource): SiteChrome {
  return {
    mediaSource,
    header: headerFrom(content.header, mediaSource),
    navigation: navigationFrom(content.navigation, mediaSource),
    footer: footerFrom(content.footer, mediaSource),
    subscribeModal: formModalFrom(content.subscribeModal, mediaSource),
    soldOutModal: formModalFrom(content.soldOutModal, mediaSource),
    privacy: privacyFrom(content.privacyChoices),
  };
}
