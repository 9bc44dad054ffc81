// The sold-out notification modal (spec §2 "Other modals"); its success texts are the spec's success modal.
import { media } from '../helpers.ts';
import type { SoldOutModal } from '../types.ts';

export const soldOutModal: SoldOutModal = {
  heading: 'Sold out, for now',
  subHeading: 'This size and depth is being cut as we speak. Leave your email and we will tell you the moment it is back.',
  placeholder: 'Your email',
  buttonText: 'Notify me',
  image: media('workshop'),
  successHeading: 'Thank you',
  successText: 'We\u2019ll be in touch with you shortly.',
};
