// The finder's words: the CMS's where the editor gave them, these otherwise. Advice lines may name {size} (the size
// to choose), {smaller} (the size too small, between two sizes) and {band} (the depth band; a line naming it is left
// out when the depth falls in no band, where the depth's own advice says why).
import type { BlockOf } from '../../content/cms-types.ts';

export const FINDER_DEFAULTS = {
  submitLabel: 'Find my size',
  chooseLabel: 'Choose this set',
  fitsAdvice: 'Our {size} set fits your mattress.',
  betweenAdvice:
    'Your mattress is between our {smaller} and {size} sizes. Choose the {size}: a {smaller} sheet is too small to go over it, while the extra fabric of a {size} tucks neatly under the mattress.',
  tooSmallAdvice: 'Your mattress is smaller than any size we make. Send us its measurements and our workroom will tell you what we can do.',
  tooLargeAdvice: 'Your mattress is larger than any size we make. Send us its measurements and our workroom will tell you what we can do.',
  tooShallowAdvice:
    'Your mattress is shallower than 15 cm, our shallowest fitted sheet. Send us its measurements and our workroom will tell you what we can do.',
  tooDeepAdvice: 'Your mattress is deeper than 40 cm, our deepest fitted sheet. Send us its measurements and our workroom will tell you what we can do.',
} as const;

export type FinderTexts = { -readonly [Key in keyof typeof FINDER_DEFAULTS]: string };

export function finderTexts(block: BlockOf<'FindMySize'>): FinderTexts {
  const pick = (key: keyof FinderTexts) => block[key]?.trim() || FINDER_DEFAULTS[key];
  return Object.fromEntries(Object.keys(FINDER_DEFAULTS).map((key) => [key, pick(key as keyof FinderTexts)])) as FinderTexts;
}

/** An advice line with its {size}, {smaller} and {band} filled in; null when it names one there is no value for. */
export function fillAdvice(line: string, values: { size?: string; smaller?: string; band?: string }): string | null {
  let missing = false;
  const filled = line.replace(/\{(size|smaller|band)\}/g, (_placeholder, name: keyof typeof values) => {
    if (values[name] === undefined) missing = true;
    return values[name] ?? '';
  });
  return missing ? null : filled;
}
