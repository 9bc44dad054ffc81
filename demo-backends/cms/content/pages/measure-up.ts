// Measure up (spec §2 page-measure-up): intro, how to measure, video, size specs, call to action to /buy.
import { VIDEO_STEPS } from '../../media/video-steps.ts';
import { block, button, media, page, seo, tagline, withIds } from '../helpers.ts';
import { findMySize } from '../shared/find-my-size.ts';
import { sizeMeasurements, variantMeasurements } from '../shared/measurements.ts';

export const measureUpPage = page(
  'measure-up',
  'Measure up',
  [
    block('PageIntro', {
      heading: 'Measure up',
      subHeading: 'Two minutes with a tape measure is all it takes.',
      tagline: tagline('Sizing guide'),
      backgroundImage: media('heroFolds'),
      icon: media('iconSizing'),
      backgroundColour: 'neutral-1',
    }),
    block('MeasureAbout', {
      heading: 'How to measure your mattress',
      subHeading: 'Measure the mattress as it is dressed, topper and protector included.',
      textBlocks: withIds([
        { heading: '1. Strip the bed', text: 'Take off the sheets, but leave any topper and mattress protector in place.' },
        { heading: '2. Measure the depth', text: 'Hold the tape against the side of the mattress and measure from the top edge to the bottom edge.' },
        { heading: '3. Find your band', text: 'Choose the band your depth falls in: **15-20**, **21-25**, **26-30**, **31-35** or **36-40 cm**. Between two? Choose the deeper band.' },
      ]),
      image: media('mattressMeasure'),
      backgroundColour: 'neutral-white',
    }),
    findMySize('Enter your mattress’s width, length and depth, and we’ll tell you which set fits and which depth to choose.', 'neutral-1'),
    block('MeasureVideo', {
      heading: 'Perfect made bed in just 3 easy steps',
      subHeading: null,
      video: media('measureVideo'),
      captions: media('measureCaptions'),
      poster: media('videoPoster'),
      panels: withIds(VIDEO_STEPS.map((step) => ({ ...step }))),
    }),
    block('MeasureSpecs', {
      heading: 'Size specifications',
      subHeading: 'Sheet dimensions in centimetres',
      sizes: sizeMeasurements(),
      variants: variantMeasurements(),
      image: media('fittedSheet'),
    }),
    block('PageCallToAction', {
      heading: 'Know your depth?',
      subHeading: 'Build your set now.',
      button: button('Start now', 'buy'),
      backgroundImage: media('bedMorning'),
      darkMode: false,
    }),
  ],
  seo(
    'Measure up | Linden & Tuck',
    'How to measure your mattress depth for tailored sheets, with size specifications for double, queen, king and super king.',
    ['measure mattress depth', 'sheet sizes Australia', 'fitted sheet size guide'],
    'mattressMeasure',
  ),
);
