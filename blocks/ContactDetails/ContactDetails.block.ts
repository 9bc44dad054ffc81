import { defineBlock } from '../block-descriptor.ts';
import { contactBackdropViews } from './contact-backdrop.ts';

export const contactDetailsBlock = defineBlock({
  name: 'ContactDetails',
  load: () => import('./ContactDetails.tsx').then((module) => module.ContactDetails),
  island: false,
  ownsPageHeading: true,
  cache: 'content',
  // The contact page's e-mail, phone and address are the brand's, for the home page's Organization JSON-LD.
  organizationContact: (block) => {
    const textOf = (type: 'email' | 'phone' | 'address') => block.contacts.find((entry) => entry.type === type)?.linkText.trim() || null;
    const contact = { email: textOf('email'), telephone: textOf('phone'), address: textOf('address') };
    return contact.email || contact.telephone || contact.address ? contact : null;
  },
  // The backdrop's views, each under the media condition its <picture> shows it at.
  heroImages: contactBackdropViews,
});
