import type { Colour } from '../../content/cms-types.ts';

/** The CSS value of a CMS colour name; tokens live in renderer/styles/tokens.css. */
export const colourVar = (colour: Colour | null | undefined): string | undefined => (colour ? `var(--colour-${colour})` : undefined);

// Sage is light enough that dark text reads better on it (white on sage is only 2.7:1).
const DARK: readonly string[] = ['neutral-black', 'darkgrey', 'primary-blue'];
/** Text on these backgrounds is light. */
export const isDarkColour = (colour: Colour | null | undefined) => (colour ? DARK.includes(colour) : false);
