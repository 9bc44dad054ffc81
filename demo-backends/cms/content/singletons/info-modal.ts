// The seven info side panels (spec §2 "Info side panels", copy from spec §9).
import { componentId, media, withIds } from '../helpers.ts';
import { DEPTH_BANDS, sizeMeasurements } from '../shared/measurements.ts';
import type { InfoModal } from '../types.ts';

const DEPTH_NOTES: Record<(typeof DEPTH_BANDS)[number], string> = {
  '15-20 cm': 'Slim ensembles, trundles and children\u2019s beds.',
  '21-25 cm': 'Most innerspring mattresses without a topper.',
  '26-30 cm': 'Pocket-spring and foam mattresses; our most popular band.',
  '31-35 cm': 'Pillow-top mattresses, or a standard mattress with a topper.',
  '36-40 cm': 'Deep hybrid mattresses with a thick topper.',
};

export const infoModal: InfoModal = {
  size: {
    id: componentId(),
    heading: 'Sizes and measurements',
    text: 'Our sheets follow Australian mattress sizes. The fitted sheet\u2019s depth is cut to the band you choose, so the **D** measurement is variable.',
    image: media('mattressMeasure'),
    sizes: sizeMeasurements(),
  },
  colour: {
    id: componentId(),
    heading: 'Colour',
    text: 'Three calm colours, dyed in small lots with low-impact dyes. Colours may look slightly different on screen.',
    image: media('swatchWhite'),
    colours: withIds([
      { label: 'White', hexCode: '#FBF9F6', image: media('swatchWhite'), available: true },
      { label: 'Sand', hexCode: '#E6DCCD', image: media('swatchSand'), available: true },
      { label: 'Mist', hexCode: '#D9DEE2', image: media('swatchMist'), available: true },
    ]),
  },
  depth: {
    id: componentId(),
    heading: 'Mattress depth',
    text: 'Measure from the top edge to the bottom edge of your mattress, including any topper. **Between two bands? Choose the deeper one.**',
    image: media('fittedSheet'),
    depths: withIds(DEPTH_BANDS.map((label) => ({ label, text: DEPTH_NOTES[label] }))),
  },
  shipping: {
    id: componentId(),
    heading: 'Shipping',
    text: 'Shipping is **free** and tracked Australia-wide. Every order is dispatched within **2 business days**, and we email your tracking link as soon as it leaves the workroom.\n\nShipping to New Zealand and worldwide is available at checkout, with rates shown before you pay.',
    image: media('shippingParcel'),
  },
  returns: {
    id: componentId(),
    heading: 'Returns',
    text: 'Returns and exchanges are **free** within **30 days**. Items must be unused and in their original packaging; we supply a postage-paid return number. Refunds go to your original payment method **within 5 days** of receipt.\n\nFaulty items are refunded or exchanged, and wrong-size orders can be exchanged. All backed by our money-back guarantee.',
    image: media('returnsParcel'),
  },
  packaging: {
    id: componentId(),
    heading: 'Packaging',
    text: 'Your set arrives folded in a recycled-card box with a reusable organic-cotton drawstring bag. No plastic, and everything can be recycled or reused. Premium packaging is included with every set.',
    image: media('packagingBox'),
  },
  tailored: {
    id: componentId(),
    heading: 'Tailored sheets',
    text: 'Each set is a **fitted bottom sheet** cut to your mattress depth with 15 cm of elastic all round, a **top sheet** with sewn-in hotel corners, and **two pillowcases**, in organic-cotton sateen: classic 400 or premium 600 thread count.',
    image: media('sheetStack'),
  },
};
