// A block's background: the CMS colour plus the text tone that stays readable on it.
import './surface.css';
import type { Colour } from '../../content/cms-types.ts';
import { colourVar, isDarkColour } from './colours.ts';

/** className and style for a block section on a CMS background colour; light text only on dark colours (WCAG AA). */
export function surface(colour: Colour | null | undefined): { className: string; style: React.CSSProperties } {
  return { className: isDarkColour(colour) ? 'surface--dark' : '', style: { background: colourVar(colour) } };
}
