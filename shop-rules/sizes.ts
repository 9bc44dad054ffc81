// Mattress sizes: slugs, labels, display order and the measurement tables the storefront falls back to
// (spec §3 "Measurement table", §9 "Storefront fallback" dimensions).

export const SIZE_SLUGS = ['double', 'queen', 'king', 'super-king'] as const;
export type SizeSlug = (typeof SIZE_SLUGS)[number];

export const SIZE_LABEL: Record<SizeSlug, string> = { double: 'Double', queen: 'Queen', king: 'King', 'super-king': 'Super King' };

/** 'Super King', 'super king', 'Super-King' → 'super-king'; null when it is not one of the four sizes. */
export function sizeSlugOf(value: string | null | undefined): SizeSlug | null {
  if (!value) return null;
  const slug = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return (SIZE_SLUGS as readonly string[]).includes(slug) ? (slug as SizeSlug) : null;
}

export const isSizeSlug = (value: string): value is SizeSlug => (SIZE_SLUGS as readonly string[]).includes(value);

export type MeasurementTable = {
  heading: 'Tailored Sheets' | 'Pillowcases';
  /** cm */
  width: number;
  /** cm */
  length: number;
  /** Tailored sheets are made to the mattress depth, so it reads 'Variable'; pillowcases have none. */
  depth: string | null;
  notes: string | null;
};

export const TAILORED_SHEETS_HEADING = 'Tailored Sheets';
export const PILLOWCASES_HEADING = 'Pillowcases';
export const VARIABLE_DEPTH = 'Variable';
/** Tuck-under and pocket depth (fallback 20 cm) and the fitted sheet's elastic (spec §9). */
export const TAILORED_SHEETS_NOTES = 'Tuck-under and pocket depth of 20 cm. Fitted sheet has 15 cm elastic.';

const SHEET_CM: Record<SizeSlug, [width: number, length: number]> = {
  double: [138.5, 190],
  queen: [152.5, 203],
  king: [183.5, 203],
  'super-king': [203, 203],
};
const PILLOWCASE_CM: Record<SizeSlug, [width: number, length: number]> = {
  double: [51, 76],
  queen: [51, 76],
  king: [51, 76],
  'super-king': [51, 102],
};

/** Table 0 tailored sheets, table 1 pillowcases (spec §3 "Default product"). */
export function measurementTablesFor(size: SizeSlug): MeasurementTable[] {
  const [sheetWidth, sheetLength] = SHEET_CM[size];
  const [pillowWidth, pillowLength] = PILLOWCASE_CM[size];
  return [
    { heading: TAILORED_SHEETS_HEADING, width: sheetWidth, length: sheetLength, depth: VARIABLE_DEPTH, notes: TAILORED_SHEETS_NOTES },
    { heading: PILLOWCASES_HEADING, width: pillowWidth, length: pillowLength, depth: null, notes: null },
  ];
}

/** The rows a measurement table shows: Width, Length and (tailored sheets) Depth. */
export function measurementRows(table: MeasurementTable): Array<{ label: string; value: string }> {
  const rows = [
    { label: 'Width', value: `${table.width} cm` },
    { label: 'Length', value: `${table.length} cm` },
  ];
  if (table.depth) rows.push({ label: 'Depth', value: table.depth });
  return rows;
}
