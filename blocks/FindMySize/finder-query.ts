// The finder's form as a plain GET form (works without JavaScript): its field names, reading a submitted query
// back, and the contact form link with the measurements written in the message.
import { contactHrefWithMessage } from '../../content/forms/contact-link.ts';
import {
  DEFAULT_MEASUREMENT_UNIT,
  isMeasurementUnit,
  mattressText,
  type Mattress,
  type MeasurementUnit,
  type TypedMeasurements,
} from '../../shop-rules/mattress-measurements.ts';

export const FINDER_FIELDS = { width: 'fit-width', length: 'fit-length', depth: 'fit-depth', unit: 'fit-unit' } as const;
/** Where the answer shows: the form's action, so a plain submission lands on it. */
export const FINDER_ANCHOR = 'find-my-size';

export type FinderInput = { typed: TypedMeasurements; unit: MeasurementUnit; submitted: boolean };

export const EMPTY_TYPED: TypedMeasurements = { width: '', length: '', depth: '' };

/** What a submitted finder query holds; not submitted when none of its fields are in the query. */
export function finderInputFrom(search: Readonly<Record<string, string | undefined>>): FinderInput {
  const unitValue = search[FINDER_FIELDS.unit];
  const typed = { width: search[FINDER_FIELDS.width] ?? '', length: search[FINDER_FIELDS.length] ?? '', depth: search[FINDER_FIELDS.depth] ?? '' };
  const submitted = [FINDER_FIELDS.width, FINDER_FIELDS.length, FINDER_FIELDS.depth].some((name) => search[name] !== undefined);
  return { typed, unit: isMeasurementUnit(unitValue) ? unitValue : DEFAULT_MEASUREMENT_UNIT, submitted };
}

/** The contact form with the measurements already in the message. */
export function contactHref(mattress: Mattress): string {
  const message = `My mattress measures ${mattressText(mattress)} (width × length × depth). Could you make a sheet set for it?`;
  return contactHrefWithMessage(message);
}
