// The three timed steps of the measure video (spec §2 "Measure specs": panels at 3-6, 11-14 and 18-21 s).
// The MeasureVideo block's panels and the video's captions both come from here.
export const VIDEO_STEPS = [
  { heading: 'The Footer', text: 'Pull the fitted sheet over the foot of the mattress first, seams on the corners.', startSecond: 3, endSecond: 6 },
  { heading: 'The Header', text: 'Stretch it over the head end; the pocket is cut to your depth, so it sits flat.', startSecond: 11, endSecond: 14 },
  { heading: 'The Tuck', text: 'Lay the top sheet and fold each sewn-in hotel corner under the mattress.', startSecond: 18, endSecond: 21 },
] as const;
