import { defineBlock } from '../block-descriptor.ts';
import { CONTACT_TALL_MEDIA, CONTACT_WIDE_MEDIA } from '../shared/hero-sizes.ts';

export const contactDetailsBlock = defineBlock({
  name: 'ContactDetails',
  load: () => import('./ContactDetails.tsx').then((module) => module.ContactDetails),
  interactive: false,
  ownsPageHeading: true,
  cache: 'content',
  // The contact page's e-mail, phone and address are the brand's, for the home page's Organization JSON-LD.
  organizationContact: (block) => {
    const textOf = (type: 'email' | 'phone' | 'address') => block.contacts.find((entry) => entry.type === type)?.linkText.trim() || null;
    const contact = { email: textOf('email'), telephone: textOf('phone'), address: textOf('address') };
    return contact.email || contact.telephone || contact.address ? contact : null;
  },
  // The backdrop's two crops, each for the widths its <picture> shows it at (one image when there is no tall crop).
  heroImages: (block) => {
    const wide = block.backgroundImageDesktop;
    const tall = block.backgroundImageMobile?.data ? block.backgroundImageMobile : null;
    if (!tall) return [{ image: wide, originalOnly: true }];
    if (!wide?.data) return [{ image: tall, originalOnly: true }];
    return [
      { image: wide, media: CONTACT_WIDE_MEDIA, originalOnly: true },
      { image: tall, media: CONTACT_TALL_MEDIA, originalOnly: true },
    ];
  },
});
