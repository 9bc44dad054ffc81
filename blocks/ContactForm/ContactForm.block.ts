import { defineBlock } from '../block-descriptor.ts';

export const contactFormBlock = defineBlock({
  name: 'ContactForm',
  load: () => import('./ContactForm.tsx').then((module) => module.ContactForm),
  island: 'on-interaction',
  ownsPageHeading: false,
  cache: 'content',
});
