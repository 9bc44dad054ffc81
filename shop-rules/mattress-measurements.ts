// A shopper's own mattress measurements (issue "Find my size"): read from what they typed, in centimetres or
// inches, and written back for the /buy address and the cart line's 'Mattress' attribute the workroom reads.
// The numbers are kept as the shopper measured them, in their unit (so 12 inches reads back as 12, not 12.01), and
// matched in whole millimetres: a tape measure reads no finer, and whole numbers compare exactly on the band edges
// (20 cm is 200 mm, never 199.99999).

export const MEASUREMENT_UNITS = ['cm', 'in'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];
export const DEFAULT_MEASUREMENT_UNIT: MeasurementUnit = 'cm';
export const isMeasurementUnit = (value: unknown): value is MeasurementUnit => (MEASUREMENT_UNITS as readonly unknown[]).includes(value);

export const MEASUREMENT_FIELDS = ['width', 'length', 'depth'] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];
export type TypedMeasurements = Record<MeasurementField, string>;

const MM_PER: Record<MeasurementUnit | 'mm', number> = { mm: 1, cm: 10, in: 25.4 };
/** No bed is 3 m in any direction: a larger number is a typing slip (an extra digit, millimetres typed as cm). */
export const LONGEST_MEASUREMENT_MM = 3000;

/** Messages in the spec's style (§5 'Required', 'Please enter a valid email'). */
export const MEASUREMENT_MESSAGES = {
  required: 'Required',
  notANumber: 'Please enter a number, such as 152 or 152.5',
  notPositive: 'Please enter a measurement larger than zero',
  tooLong: 'Please enter a measurement under 3 m (300 cm or 118 in)',
  deeperThanWide: 'The depth is larger than the width: please check your measurements',
} as const;

/**
 * The shopper's mattress: in whole millimetres for matching, and as measured (`measured`, in `unit`, to two decimals)
 * for what they are shown back and what the workroom reads.
 */
export type Mattress = {
  widthMm: number;
  lengthMm: number;
  depthMm: number;
  unit: MeasurementUnit;
  measured: { width: number; length: number; depth: number };
};

// A number with a comma or a point as the decimal separator, then perhaps a pasted unit ('152cm', '60"', '1520 mm').
const MEASUREMENT = /^([+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+))\s*(cm|mm|in|inch|inches|"|″|”)?\.?$/;

const unitOf = (suffix: string | undefined, chosen: MeasurementUnit): MeasurementUnit | 'mm' => {
  if (!suffix) return chosen;
  if (suffix === 'cm' || suffix === 'mm') return suffix;
  return 'in';
};

/**
 * One typed measurement, in the switch's unit (to two decimals) and in whole millimetres, or the message to show
 * beside its field. A pasted unit wins over the switch: '60in' with centimetres chosen is 152.4 cm.
 */
export function parseMeasurement(typed: string, unit: MeasurementUnit): { value: number; mm: number } | { error: string } {
  const text = typed.trim().toLowerCase();
  if (!text) return { error: MEASUREMENT_MESSAGES.required };
  const match = MEASUREMENT.exec(text);
  if (!match) return { error: MEASUREMENT_MESSAGES.notANumber };
  const value = Math.round(((Number(match[1]!.replace(',', '.')) * MM_PER[unitOf(match[2], unit)]) / MM_PER[unit]) * 100) / 100;
  const mm = Math.round(value * MM_PER[unit]);
  if (!(mm > 0)) return { error: MEASUREMENT_MESSAGES.notPositive };
  if (mm > LONGEST_MEASUREMENT_MM) return { error: MEASUREMENT_MESSAGES.tooLong };
  return { value, mm };
}

export type MattressReading = { mattress: Mattress; errors: null } | { mattress: null; errors: Partial<Record<MeasurementField, string>> };

/**
 * The three fields read together. Width and length may be typed either way round (the shorter side is the width);
 * a depth larger than the width is a slip, flagged on the depth.
 */
export function readMattress(typed: TypedMeasurements, unit: MeasurementUnit): MattressReading {
  const errors: Partial<Record<MeasurementField, string>> = {};
  const read: Partial<Record<MeasurementField, { value: number; mm: number }>> = {};
  for (const field of MEASUREMENT_FIELDS) {
    const parsed = parseMeasurement(typed[field], unit);
    if ('error' in parsed) errors[field] = parsed.error;
    else read[field] = parsed;
  }
  const { width: typedWidth, length: typedLength, depth } = read;
  if (typedWidth && typedLength && depth && depth.mm > Math.min(typedWidth.mm, typedLength.mm)) errors.depth = MEASUREMENT_MESSAGES.deeperThanWide;
  if (Object.keys(errors).length > 0 || !typedWidth || !typedLength || !depth) return { mattress: null, errors };
  const [width, length] = typedWidth.mm <= typedLength.mm ? [typedWidth, typedLength] : [typedLength, typedWidth];
  return {
    mattress: { widthMm: width.mm, lengthMm: length.mm, depthMm: depth.mm, unit, measured: { width: width.value, length: length.value, depth: depth.value } },
    errors: null,
  };
}

/** Millimetres as centimetres, to the millimetre: 1525 → '152.5'. */
export const cmText = (mm: number) => String(mm / 10);

const measuredNumbers = ({ measured }: Mattress) => [measured.width, measured.length, measured.depth].map(String);

/**
 * The cart line's 'Mattress' attribute and what the cart shows: '152 × 203 × 32 cm'; measured in inches, the
 * inches and then the centimetres the workroom cuts to: '60 × 80 × 12 in (152.4 × 203.2 × 30.5 cm)'.
 */
export function mattressText(mattress: Mattress): string {
  const cm = `${[mattress.widthMm, mattress.lengthMm, mattress.depthMm].map(cmText).join(' × ')} cm`;
  return mattress.unit === 'cm' ? `${measuredNumbers(mattress).join(' × ')} cm` : `${measuredNumbers(mattress).join(' × ')} in (${cm})`;
}

/** The /buy address's `mattress=` value: '152.4x203.2x30.5cm' or '60x80x12in', in the unit measured in. */
export function mattressParam(mattress: Mattress): string {
  return `${measuredNumbers(mattress).join('x')}${mattress.unit}`;
}

/** A `mattress=` value read back; null for anything that is not three valid measurements. */
export function mattressFromParam(value: string | null | undefined): Mattress | null {
  const match = /^([\d.]+)x([\d.]+)x([\d.]+)(cm|in)$/.exec(value ?? '');
  if (!match) return null;
  const unit = match[4] as MeasurementUnit;
  const { mattress } = readMattress({ width: match[1]!, length: match[2]!, depth: match[3]! }, unit);
  return mattress;
}

/** The fields as they read in the unit measured in, e.g. to fill the finder again from a remembered mattress. */
export function typedFrom(mattress: Mattress): TypedMeasurements {
  const [width, length, depth] = measuredNumbers(mattress) as [string, string, string];
  return { width, length, depth };
}

/** The measurements read back from what mattressText wrote (the cart line's attribute); null for any other text. */
export function mattressFromText(text: string | null | undefined): Mattress | null {
  const match = /^([\d.]+) × ([\d.]+) × ([\d.]+) (cm|in)\b/.exec(text ?? '');
  if (!match) return null;
  return readMattress({ width: match[1]!, length: match[2]!, depth: match[3]! }, match[4] as MeasurementUnit).mattress;
}
