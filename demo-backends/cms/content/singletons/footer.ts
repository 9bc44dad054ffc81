// The footer (spec §2 "Other blocks"): CTA blocks, socials, legal links, subscribe box, acknowledgement.
import { componentId, media, pageLink, withIds } from '../helpers.ts';
import type { Footer } from '../types.ts';

export const footer: Footer = {
  ctaBlocks: withIds([
    { heading: 'Measure once, sleep well', subHeading: 'Sheets cut to your mattress depth.', buttonText: 'Build your set', buttonLink: 'buy', darkMode: true },
    { heading: 'Questions?', subHeading: 'We reply within one business day.', buttonText: 'Contact us', buttonLink: 'contact', darkMode: false },
  ]),
  footerSocial: {
    id: componentId(),
    heading: 'Follow along',
    socials: withIds([
      { label: 'Instagram', url: 'https://www.instagram.com/lindenandtuck', icon: media('iconInstagram') },
      { label: 'Facebook', url: 'https://www.facebook.com/lindenandtuck', icon: media('iconFacebook') },
      { label: 'Pinterest', url: 'https://www.pinterest.com.au/lindenandtuck', icon: media('iconPinterest') },
    ]),
  },
  footerLegal: withIds([
    { label: 'Terms & conditions', page: pageLink('terms') },
    { label: 'Privacy policy', page: pageLink('privacy') },
  ]),
  footerSubscribe: {
    id: componentId(),
    heading: 'Subscribe to get more information',
    subHeading: 'New colours, care tips and the occasional offer. No spam.',
    placeholder: 'Your email',
    buttonText: 'Subscribe',
  },
  footerAcknowledgement:
    'Linden & Tuck acknowledges the Traditional Custodians of Country throughout Australia and their connections to land, sea and community. We pay our respects to Elders past and present, and acknowledge the Gadigal and Wangal peoples of the Eora Nation, on whose land our workroom stands.',
};
