// Contact: the business contacts and the contact form (spec §3 "Contact", §7 "Forms").
import { block, media, page, seo, withIds } from '../helpers.ts';

/** The business contacts from the static data (spec §3 "Contact"): a Sydney address, phone and email. */
export const CONTACTS = {
  email: 'hello@lindenandtuck.com.au',
  phone: '02 9550 1837',
  address: 'Studio 4, 21 Sydenham Road, Marrickville NSW 2204',
} as const;

export const contactPage = page(
  'contact',
  'Contact',
  [
    block('ContactDetails', {
      heading: 'Get in touch',
      subHeading: 'Questions about sizing, an order or a return? We reply within one business day.',
      contacts: withIds([
        { type: 'email' as const, label: 'Email', linkText: CONTACTS.email, linkUrl: null },
        { type: 'phone' as const, label: 'Phone', linkText: CONTACTS.phone, linkUrl: null },
        { type: 'address' as const, label: 'Workroom', linkText: CONTACTS.address, linkUrl: null },
      ]),
      backgroundImageDesktop: media('contactDesktop'),
      backgroundImageMobile: media('contactMobile'),
    }),
    block('ContactForm', {
      heading: 'Send us a message',
      subHeading: 'Include your order number if you have one.',
      emailLabel: 'Email',
      mobileLabel: 'Mobile',
      messageLabel: 'Message',
      buttonText: 'Send message',
      backgroundColour: 'neutral-1',
    }),
  ],
  seo('Contact | Linden & Tuck', 'Email, call or visit the Linden & Tuck workroom in Marrickville, Sydney.', ['contact Linden & Tuck', 'customer service'], 'contactDesktop'),
);
