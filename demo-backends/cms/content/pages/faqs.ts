// FAQs (spec §2 "FAQ"): section tabs, each an accordion of markdown answers.
import type { MediaKey } from '../../media/catalogue.ts';
import { block, button, media, page, seo, tagline, withIds } from '../helpers.ts';

type Section = { heading: string; icon: MediaKey; questions: ReadonlyArray<{ question: string; answer: string }> };

const SECTIONS: readonly Section[] = [
  {
    heading: 'Ordering',
    icon: 'iconOrdering',
    questions: [
      { question: 'What is in a set?', answer: 'A fitted bottom sheet cut to your mattress depth, a top sheet with sewn-in hotel corners and **two pillowcases**.' },
      { question: 'What is the difference between classic and premium?', answer: 'Both are organic-cotton sateen. **Classic** is 400 thread count, light and crisp-cool; **premium** is 600 thread count, heavier with a silkier drape.' },
      { question: 'Which colours are available?', answer: 'White, sand and mist. Each colour is available in every size and depth unless it shows as sold out.' },
    ],
  },
  {
    heading: 'Sizing',
    icon: 'iconSizing',
    questions: [
      { question: 'How do I measure my mattress depth?', answer: 'Measure from the top edge to the bottom edge of the mattress, including any topper. See our [measuring guide](/measure-up).' },
      { question: 'My depth is between two bands. Which should I choose?', answer: 'Choose the **deeper** band. The elastic takes up the extra and the sheet will still sit flat.' },
      { question: 'Which sizes do you make?', answer: 'Double, queen, king and super king, each in depth bands from 15-20 cm to 36-40 cm.' },
    ],
  },
  {
    heading: 'Shipping',
    icon: 'iconDelivery',
    questions: [
      { question: 'How much is shipping?', answer: 'Shipping is **free and tracked** Australia-wide.' },
      { question: 'When will my order ship?', answer: 'Every set is dispatched within **2 business days**, and you will receive a tracking link by email.' },
    ],
  },
  {
    heading: 'Returns',
    icon: 'iconReturns',
    questions: [
      { question: 'What is your returns policy?', answer: 'Return unused items in their original packaging within **30 days**. Returns within Australia are free: we supply a postage-paid label.' },
      { question: 'When will I get my refund?', answer: 'We refund to your original payment method **within 5 days** of receiving your return.' },
      { question: 'I ordered the wrong size. Can I exchange?', answer: 'Yes. Wrong-size orders can be exchanged for free, and faulty items are always refunded or replaced.' },
    ],
  },
  {
    heading: 'Care',
    icon: 'iconCare',
    questions: [
      { question: 'How should I wash my sheets?', answer: 'Cold or warm gentle wash (up to 40°C) with a mild liquid detergent. Skip the fabric softener; sateen is soft on its own. See [clean, fold and store](/clean-fold-and-store).' },
      { question: 'Can I tumble dry?', answer: 'Line drying in the shade is best. If you must, tumble dry on low and remove while slightly damp.' },
    ],
  },
];

export const faqsPage = page(
  'faqs',
  'FAQs',
  [
    block('PageIntro', {
      heading: 'Frequently asked questions',
      subHeading: 'Sizing, shipping, returns and care',
      tagline: tagline('Help'),
      backgroundImage: media('heroFolds'),
      icon: media('iconMonogram'),
      backgroundColour: 'neutral-1',
    }),
    block('Faq', {
      heading: 'How can we help?',
      subHeading: null,
      prompt: 'Choose a section you are having an issue understanding.',
      sections: withIds(
        SECTIONS.map((section) => ({
          heading: section.heading,
          iconSection: media(section.icon),
          iconFilter: media(section.icon),
          sectionBlocks: withIds(section.questions),
        })),
      ),
    }),
    block('PageCallToAction', {
      heading: 'Still have a question?',
      subHeading: 'We answer every message within one business day.',
      button: button('Contact us', 'contact'),
      backgroundImage: media('contactDesktop'),
      darkMode: false,
    }),
  ],
  seo(
    'FAQs | Linden & Tuck',
    'Answers about sizing, mattress depth, free tracked shipping, 30-day free returns and caring for organic-cotton sateen.',
    ['sheet FAQs', 'returns policy', 'shipping Australia', 'sateen care'],
    'fabricTexture',
  ),
);
