// The size finder as the demo content places it (the measure-up page and /products): the CMS's own words for the
// heading and intro, every other text left empty so the site's defaults show, as an editor would start.
import type { Colour } from '../../../../content/cms-types.ts';
import { block } from '../helpers.ts';

export function findMySize(intro: string, backgroundColour: Colour) {
  return block('FindMySize', {
    heading: 'Find my size',
    intro,
    submitLabel: null,
    chooseLabel: null,
    fitsAdvice: null,
    betweenAdvice: null,
    tooSmallAdvice: null,
    tooLargeAdvice: null,
    tooShallowAdvice: null,
    tooDeepAdvice: null,
    backgroundColour,
  });
}
