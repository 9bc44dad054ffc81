// The full-screen navigation menu (spec §2 "Navigation menu"): three link categories, CTA blocks, an image.
import { componentId, media, pageLink, withIds, type PageSlug } from '../helpers.ts';
import type { Navigation } from '../types.ts';

const item = (label: string, slug: PageSlug) => ({ id: componentId(), label, link: pageLink(slug) });

export const navigation: Navigation = {
  navigationList: withIds([
    { category: 'Shop', navigationItem: [item('Tailored sheet sets', 'products'), item('Build your set', 'buy'), item('Reviews', 'testimonials')] },
    { category: 'Learn', navigationItem: [item('How it works', 'how-it-works'), item('Measure up', 'measure-up'), item('FAQs', 'faqs'), item('Journal', 'blog')] },
    { category: 'Company', navigationItem: [item('Our makers', 'experts'), item('Contact', 'contact'), item('Terms & conditions', 'terms'), item('Privacy policy', 'privacy')] },
  ]),
  ctaBlock: withIds([
    { heading: 'Not sure of your depth?', subHeading: 'Our two-minute guide shows you how to measure.', buttonText: 'Measure up', buttonLink: 'measure-up', darkMode: false },
    { heading: 'Free tracked shipping', subHeading: 'Dispatched within 2 business days, Australia-wide.', buttonText: 'Shop sheets', buttonLink: 'products', darkMode: true },
  ]),
  image: media('bedMist'),
};
