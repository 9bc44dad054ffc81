import { describe, expect, it } from 'vitest';
import {
  MEASUREMENT_MESSAGES,
  mattressFromParam,
  mattressFromText,
  mattressParam,
  mattressText,
  parseMeasurement,
  readMattress,
  typedFrom,
  type MeasurementUnit,
} from '../../shop-rules/mattress-measurements.ts';

describe('reading one typed measurement', () => {
  it('takes centimetres and inches to the nearest millimetre', () => {
    expect(parseMeasurement('152', 'cm')).toMatchObject({ mm: 1520 });
    expect(parseMeasurement('152.46', 'cm')).toMatchObject({ mm: 1525 });
    expect(parseMeasurement('60', 'in')).toMatchObject({ mm: 1524 });
    expect(parseMeasurement('7.87', 'in')).toMatchObject({ mm: 200 });
    expect(parseMeasurement('7.9', 'in')).toMatchObject({ mm: 201 });
  });

  it('accepts a comma as the decimal separator', () => {
    expect(parseMeasurement('152,5', 'cm')).toMatchObject({ mm: 1525 });
    expect(parseMeasurement(',5', 'cm')).toMatchObject({ mm: 5 });
    expect(parseMeasurement('12,5', 'in')).toMatchObject({ mm: 318 });
  });

  it('keeps the number in the switch’s unit, converting a pasted other unit', () => {
    expect(parseMeasurement('12', 'in')).toEqual({ value: 12, mm: 305 });
    expect(parseMeasurement('60in', 'cm')).toEqual({ value: 152.4, mm: 1524 });
    expect(parseMeasurement('152.4cm', 'in')).toEqual({ value: 60, mm: 1524 });
    expect(parseMeasurement('1520 mm', 'cm')).toEqual({ value: 152, mm: 1520 });
  });

  it('accepts pasted units, which win over the switch', () => {
    expect(parseMeasurement('152cm', 'cm')).toMatchObject({ mm: 1520 });
    expect(parseMeasurement(' 152 cm. ', 'in')).toMatchObject({ mm: 1520 });
    expect(parseMeasurement('1520 mm', 'cm')).toMatchObject({ mm: 1520 });
    expect(parseMeasurement('60"', 'cm')).toMatchObject({ mm: 1524 });
    expect(parseMeasurement('60 in', 'cm')).toMatchObject({ mm: 1524 });
    expect(parseMeasurement('60 inches', 'cm')).toMatchObject({ mm: 1524 });
    expect(parseMeasurement('60″', 'cm')).toMatchObject({ mm: 1524 });
  });

  it('says what is wrong with empty, letters, zero, negative and over 3 m', () => {
    expect(parseMeasurement('', 'cm')).toEqual({ error: 'Required' });
    expect(parseMeasurement('   ', 'cm')).toEqual({ error: 'Required' });
    expect(parseMeasurement('abc', 'cm')).toEqual({ error: MEASUREMENT_MESSAGES.notANumber });
    expect(parseMeasurement('15O', 'cm')).toEqual({ error: MEASUREMENT_MESSAGES.notANumber });
    expect(parseMeasurement('1.5.2', 'cm')).toEqual({ error: MEASUREMENT_MESSAGES.notANumber });
    expect(parseMeasurement('152 feet', 'cm')).toEqual({ error: MEASUREMENT_MESSAGES.notANumber });
    expect(parseMeasurement('0', 'cm')).toEqual({ error: MEASUREMENT_MESSAGES.notPositive });
    expect(parseMeasurement('0,04', 'cm')).toEqual({ error: MEASUREMENT_MESSAGES.notPositive });
    expect(parseMeasurement('-152', 'cm')).toEqual({ error: MEASUREMENT_MESSAGES.notPositive });
    expect(parseMeasurement('300', 'cm')).toMatchObject({ mm: 3000 });
    expect(parseMeasurement('300.1', 'cm')).toEqual({ error: MEASUREMENT_MESSAGES.tooLong });
    expect(parseMeasurement('119', 'in')).toEqual({ error: MEASUREMENT_MESSAGES.tooLong });
  });
});

describe('reading the three fields together', () => {
  it('takes the shorter side as the width, whichever way round it was typed', () => {
    const typed = readMattress({ width: '203', length: '152', depth: '32' }, 'cm');
    expect(typed.mattress).toEqual({ widthMm: 1520, lengthMm: 2030, depthMm: 320, unit: 'cm', measured: { width: 152, length: 203, depth: 32 } });
  });

  it('flags a depth larger than the width on the depth field, and every field in error at once', () => {
    expect(readMattress({ width: '152', length: '203', depth: '160' }, 'cm').errors).toEqual({ depth: MEASUREMENT_MESSAGES.deeperThanWide });
    expect(readMattress({ width: '', length: 'abc', depth: '-1' }, 'cm').errors).toEqual({
      width: 'Required',
      length: MEASUREMENT_MESSAGES.notANumber,
      depth: MEASUREMENT_MESSAGES.notPositive,
    });
  });
});

describe('writing the measurements back', () => {
  const read = (width: string, length: string, depth: string, unit: MeasurementUnit) => readMattress({ width, length, depth }, unit).mattress!;
  const cm = read('152', '203', '32', 'cm');
  const inches = read('60', '80', '12', 'in');

  it("reads '152 × 203 × 32 cm'; in inches, as typed and then in centimetres to the millimetre", () => {
    expect(mattressText(cm)).toBe('152 × 203 × 32 cm');
    expect(mattressText(read('152,5', '203', '32', 'cm'))).toBe('152.5 × 203 × 32 cm');
    expect(mattressText(inches)).toBe('60 × 80 × 12 in (152.4 × 203.2 × 30.5 cm)');
    expect(mattressText(read('60.25', '80', '12.5', 'in'))).toBe('60.25 × 80 × 12.5 in (153 × 203.2 × 31.8 cm)');
  });

  it('travels in the /buy address and the cart line, and reads back the same', () => {
    expect(mattressParam(cm)).toBe('152x203x32cm');
    expect(mattressFromParam(mattressParam(cm))).toEqual(cm);
    expect(mattressParam(inches)).toBe('60x80x12in');
    expect(mattressFromParam(mattressParam(inches))).toEqual(inches);
    for (const mattress of [cm, inches, read('60.13', '79.88', '7.87', 'in'), read('152.46', '203.01', '20.04', 'cm')]) {
      expect(mattressFromParam(mattressParam(mattress))).toEqual(mattress);
      expect(mattressFromText(mattressText(mattress))).toEqual(mattress);
    }
  });

  it('refuses a mangled value', () => {
    expect(mattressFromParam('152x203cm')).toBeNull();
    expect(mattressFromParam('152x203x32ft')).toBeNull();
    expect(mattressFromParam('152x203x0cm')).toBeNull();
    expect(mattressFromParam(null)).toBeNull();
    expect(mattressFromText('a big bed')).toBeNull();
    expect(mattressFromText('152 × 203 × 0 cm')).toBeNull();
  });

  it('fills the fields again in the unit measured in', () => {
    expect(typedFrom(inches)).toEqual({ width: '60', length: '80', depth: '12' });
  });
});
