// The buy page: its steps explain the purchase flow, and the /buy route takes its SEO data from it.
import { block, button, media, page, seo, withIds } from '../helpers.ts';

/** The purchase flow's four steps explained; the products page shows it too (the /buy route itself is the flow). */
export function buyStepsBlock(heading = 'Build your set') {
  return block('BuySteps', {
    heading,
    subHeading: 'Four short steps to sheets that fit',
    steps: withIds([
      { label: 'Product', text: 'Choose classic 400 or premium 600 thread count.', image: media('swatchWhite') },
      { label: 'Details', text: 'Pick your mattress size, depth band and colour.', image: media('mattressMeasure') },
      { label: 'Services', text: 'Free tracked shipping, dispatched within 2 business days, and 30-day free returns.', image: media('shippingParcel') },
      { label: 'Checkout', text: 'Review your set and pay securely.', image: media('packagingBox') },
    ]),
    button: button('Start now', 'buy'),
    backgroundColour: 'neutral-1',
  });
}

export const buyPage = page(
  'buy',
  'Build your set',
  [buyStepsBlock()],
  seo('Build your set | Linden & Tuck', 'Choose your size, mattress depth and colour and order tailored organic-cotton sateen sheets.', ['buy sheets', 'tailored sheet set'], 'sheetStack'),
);
