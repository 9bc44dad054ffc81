import { describe, expect, it } from 'vitest';
import {
  MEASUREMENT_MESSAGES,
  mattressFromParam,
  mattressParam,
  mattressText,
  parseMeasurement,
  readMattress,
  typedFrom,
  type Mattress,
} from '../../shop-rules/mattress-measurements.ts';

describe('reading one typed measurement', () => {
  it('takes centimetres and inches to the nearest millimetre', () => {
    expect(parseMeasurement('152', 'cm')).toEqual({ mm: 1520 });
    expect(parseMeasurement('152.46', 'cm')).toEqual({ mm: 1525 });
    expect(parseMeasurement('60', 'in')).toEqual({ mm: 1524 });
    expect(parseMeasurement('7.87', 'in')).toEqual({ mm: 200 });
    expect(parseMeasurement('7.9', 'in')).toEqual({ mm: 201 });
  });

  it('accepts a comma as the decimal separator', () => {
    expect(parseMeasurement('152,5', 'cm')).toEqual({ mm: 1525 });
    expect(parseMeasurement(',5', 'cm')).toEqual({ mm: 5 });
    expect(parseMeasurement('12,5', 'in')).toEqual({ mm: 318 });
  });

  it('accepts pasted units, which win over the switch', () => {
    expect(parseMeasurement('152cm', 'cm')).toEqual({ mm: 1520 });
    expect(parseMeasurement(' 152 cm. ', 'in')).toEqual({ mm: 1520 });
    expect(parseMeasurement('1520 mm', 'cm')).toEqual({ mm: 1520 });
    expect(parseMeasurement('60"', 'cm')).toEqual({ mm: 1524 });
    expect(parseMeasurement('60 in', 'cm')).toEqual({ mm: 1524 });
    expect(parseMeasurement('60 inches', 'cm')).toEqual({ mm: 1524 });
    expect(parseMeasurement('60″', 'cm')).toEqual({ mm: 1524 });
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
    expect(parseMeasurement('300', 'cm')).toEqual({ mm: 3000 });
    expect(parseMeasurement('300.1', 'cm')).toEqual({ error: MEASUREMENT_MESSAGES.tooLong });
    expect(parseMeasurement('119', 'in')).toEqual({ error: MEASUREMENT_MESSAGES.tooLong });
  });
});

describe('reading the three fields together', () => {
  it('takes the shorter side as the width, whichever way round it was typed', () => {
    const typed = readMattress({ width: '203', length: '152', depth: '32' }, 'cm');
    expect(typed.mattress).toEqual({ widthMm: 1520, lengthMm: 2030, depthMm: 320, unit: 'cm' });
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
  const cm: Mattress = { widthMm: 1520, lengthMm: 2030, depthMm: 320, unit: 'cm' };
  const inches: Mattress = { widthMm: 1524, lengthMm: 2032, depthMm: 305, unit: 'in' };

  it("reads '152 × 203 × 32 cm', and in inches gives the centimetres too", () => {
    expect(mattressText(cm)).toBe('152 × 203 × 32 cm');
    expect(mattressText({ ...cm, widthMm: 1525 })).toBe('152.5 × 203 × 32 cm');
    expect(mattressText(inches)).toBe('60 × 80 × 12.01 in (152.4 × 203.2 × 30.5 cm)');
  });

  it('travels in the /buy address and reads back to the same millimetres', () => {
    expect(mattressParam(cm)).toBe('152x203x32cm');
    expect(mattressFromParam(mattressParam(cm))).toEqual(cm);
    expect(mattressParam(inches)).toBe('60x80x12.01in');
    expect(mattressFromParam(mattressParam(inches))).toEqual(inches);
    for (const mm of [311, 318, 201, 1999]) {
      const mattress: Mattress = { widthMm: 2000, lengthMm: 2030, depthMm: mm, unit: 'in' };
      expect(mattressFromParam(mattressParam(mattress))).toEqual(mattress);
    }
  });

  it('refuses a mangled address value', () => {
    expect(mattressFromParam('152x203cm')).toBeNull();
    expect(mattressFromParam('152x203x32ft')).toBeNull();
    expect(mattressFromParam('152x203x0cm')).toBeNull();
    expect(mattressFromParam(null)).toBeNull();
  });

  it('fills the fields again in the unit measured in', () => {
    expect(typedFrom(inches)).toEqual({ width: '60', length: '80', depth: '12.01' });
  });
});
