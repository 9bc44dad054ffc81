// The subscribe modal (spec §2 "Other modals").
import { media } from '../helpers.ts';
import type { SubscribeModal } from '../types.ts';

export const subscribeModal: SubscribeModal = {
  heading: 'Subscribe to get more information',
  subHeading: 'Be first to hear about new colours, care tips and offers.',
  placeholder: 'Your email',
  buttonText: 'Subscribe',
  image: media('sheetStack'),
  successHeading: 'Thank you',
  successText: 'You are on the list. Look out for our next letter.',
};
