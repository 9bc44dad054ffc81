// Sheet and pillowcase measurements per mattress size (spec §3 "Measurement table", §9 dimensions, using
// the Australian standard mattress sizes). Shared by the MeasureSpecs block and the size info panel.
import { withIds } from '../helpers.ts';
import type { SizeMeasurements, VariantMeasurements } from '../types.ts';

type SizeRow = { size: SizeMeasurements['size']; label: string; width: number; length: number; pillowLength: number; tuck: number };

const SIZES: readonly SizeRow[] = [
  { size: 'double', label: 'Double', width: 138.5, length: 190, pillowLength: 76, tuck: 20 },
  { size: 'queen', label: 'Queen', width: 152.5, length: 203, pillowLength: 76, tuck: 25 },
  { size: 'king', label: 'King', width: 183.5, length: 203, pillowLength: 76, tuck: 30 },
  { size: 'super-king', label: 'Super King', width: 203, length: 203, pillowLength: 102, tuck: 35 },
];

export const DEPTH_BANDS = ['15-20 cm', '21-25 cm', '26-30 cm', '31-35 cm', '36-40 cm'] as const;

const cm = (value: number): string => `${value} cm`;

/** How the pillowcases of a set are made: classic sets have a plain inner flap, premium sets an Oxford border. */
type PillowcaseStyle = 'housewife' | 'oxford';
/** The Oxford border adds this much on every side of the pillowcase. */
const OXFORD_BORDER_CM = 5;

/** Fresh objects (with their own ids) each call, as Strapi returns separate component rows per use. */
export function sizeMeasurements(style: PillowcaseStyle = 'housewife'): SizeMeasurements[] {
  return withIds(SIZES.map((row) => ({ size: row.size, label: row.label, tables: tablesFor(row, style) })));
}

/** The measure specs' variant tabs (new app version): premium sets differ in their Oxford pillowcases. */
export function variantMeasurements(): VariantMeasurements[] {
  return withIds([
    { variant: 'premium', label: 'Premium', sizes: sizeMeasurements('oxford') },
    { variant: 'classic', label: 'Classic', sizes: sizeMeasurements('housewife') },
  ]);
}

function tablesFor(row: SizeRow, style: PillowcaseStyle): SizeMeasurements['tables'] {
  const border = style === 'oxford' ? 2 * OXFORD_BORDER_CM : 0;
  return withIds([
    {
      heading: 'Tailored Sheets',
      rows: withIds([
        { label: 'Width (W)', value: cm(row.width) },
        { label: 'Length (L)', value: cm(row.length) },
        { label: 'Depth (D)', value: 'Variable' },
      ]),
      notes: `The fitted sheet is cut to the depth band you choose (${DEPTH_BANDS[0]} to ${DEPTH_BANDS[DEPTH_BANDS.length - 1]}), with 15 cm of elastic all round and a ${row.tuck} cm tuck-under so it stays put.`,
    },
    {
      heading: 'Pillowcases',
      rows: withIds([
        { label: 'Width (W)', value: cm(51 + border) },
        { label: 'Length (L)', value: cm(row.pillowLength + border) },
      ]),
      notes: pillowcaseNotes(row, style),
    },
  ]);
}

function pillowcaseNotes(row: SizeRow, style: PillowcaseStyle): string {
  const length = row.pillowLength > 76 ? 'King-length pillowcases to suit a super king bed' : 'Standard pillowcases';
  return style === 'oxford'
    ? `${length}, Oxford style: a ${OXFORD_BORDER_CM} cm flat border all round, measured edge to edge.`
    : row.pillowLength > 76 ? `${length}.` : `${length} with a 15 cm inner flap.`;
}
