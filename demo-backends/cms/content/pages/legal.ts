// Terms and privacy: an intro and the legal text as one markdown block each.
import { block, media, page, seo, tagline } from '../helpers.ts';

const TERMS = `## Orders
All prices are in Australian dollars and include GST. An order is accepted when we email your order confirmation.

## Made to order
Each set is cut to the size and depth band you choose. Please check your mattress depth before ordering; our [measuring guide](/measure-up) shows how.

## Shipping
Shipping is free and tracked Australia-wide. Orders are dispatched within 2 business days.

## Returns and exchanges
You may return unused items in their original packaging within 30 days of delivery. Returns within Australia are free; we supply a postage-paid label. Refunds are made to the original payment method within 5 days of receiving your return. Wrong-size orders may be exchanged, and faulty items are refunded or replaced.

## Money-back guarantee
If your sheets are not right for you within 30 days, we will refund you in full.

## Australian Consumer Law
Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. Nothing in these terms limits those rights.`;

const PRIVACY = `We collect only what we need to make and deliver your sheets and to answer your questions.

## What we collect
Your name, email, mobile number and delivery address when you order or contact us, and your email address if you subscribe.

## How we use it
To process and deliver orders, to reply to enquiries, and, if you subscribe, to send occasional news. You can unsubscribe at any time.

## Who we share it with
Our payment provider and delivery partner, only as needed to fulfil your order. We never sell your data.

## Your rights
You may ask for a copy of the information we hold about you, or ask us to correct or delete it, by emailing hello@lindenandtuck.com.au. We handle personal information in line with the Australian Privacy Principles.`;

function legalPage(slug: 'terms' | 'privacy', title: string, subHeading: string, richText: string, description: string) {
  return page(
    slug,
    title,
    [
      block('PageIntro', {
        heading: title,
        subHeading,
        tagline: tagline('Legal', 'darkgrey'),
        backgroundImage: media('heroFolds'),
        icon: media('iconMonogram'),
        backgroundColour: 'neutral-1',
      }),
      block('BlogRichText', { richText }),
    ],
    seo(`${title} | Linden & Tuck`, description, [title.toLowerCase(), 'Linden & Tuck'], 'heroFolds'),
  );
}

export const termsPage = legalPage('terms', 'Terms & conditions', 'Last updated 2 November 2026', TERMS, 'The terms that apply to orders, shipping, returns and our money-back guarantee.');
export const privacyPage = legalPage('privacy', 'Privacy policy', 'Last updated 2 November 2026', PRIVACY, 'How Linden & Tuck collects, uses and protects your personal information.');
