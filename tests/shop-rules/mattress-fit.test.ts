import { describe, expect, it } from 'vitest';
import { findFit, matchDepth, matchSize } from '../../shop-rules/mattress-fit.ts';
import { readMattress, type Mattress, type MeasurementUnit } from '../../shop-rules/mattress-measurements.ts';

const mattress = (width: string, length: string, depth = '30', unit: MeasurementUnit = 'cm'): Mattress => {
  const reading = readMattress({ width, length, depth }, unit);
  if (!reading.mattress) throw new Error(`not a mattress: ${JSON.stringify(reading.errors)}`);
  return reading.mattress;
};
const cmDepth = (depth: string) => matchDepth(mattress('152', '203', depth).depthMm);

describe('the size a mattress fits', () => {
  it('fits each size exactly on its sheet', () => {
    expect(matchSize(mattress('138.5', '190'))).toEqual({ kind: 'fits', size: 'double' });
    expect(matchSize(mattress('152.5', '203'))).toEqual({ kind: 'fits', size: 'queen' });
    expect(matchSize(mattress('183.5', '203'))).toEqual({ kind: 'fits', size: 'king' });
    expect(matchSize(mattress('203', '203'))).toEqual({ kind: 'fits', size: 'super-king' });
  });

  it('fits Australian mattresses as sold (137 × 187 double, 153 × 203 queen)', () => {
    expect(matchSize(mattress('137', '187'))).toEqual({ kind: 'fits', size: 'double' });
    expect(matchSize(mattress('153', '203'))).toEqual({ kind: 'fits', size: 'queen' });
  });

  it('fits a mattress 2 cm larger than the sheet; 1 mm more is the next size up', () => {
    expect(matchSize(mattress('154.5', '203'))).toEqual({ kind: 'fits', size: 'queen' });
    expect(matchSize(mattress('154.6', '203'))).toEqual({ kind: 'between', size: 'king', smaller: 'queen' });
    expect(matchSize(mattress('152.5', '205'))).toEqual({ kind: 'fits', size: 'queen' });
    expect(matchSize(mattress('152.5', '205.1'))).toEqual({ kind: 'too-large' });
  });

  it('fits a mattress 5 cm smaller than the sheet; 1 mm less is between two sizes, and the larger is chosen', () => {
    expect(matchSize(mattress('147.5', '203'))).toEqual({ kind: 'fits', size: 'queen' });
    expect(matchSize(mattress('147.4', '203'))).toEqual({ kind: 'between', size: 'queen', smaller: 'double' });
    expect(matchSize(mattress('165', '203'))).toEqual({ kind: 'between', size: 'king', smaller: 'queen' });
    expect(matchSize(mattress('193', '203'))).toEqual({ kind: 'between', size: 'super-king', smaller: 'king' });
  });

  it('a double-width mattress of queen length needs the queen', () => {
    expect(matchSize(mattress('138', '203'))).toEqual({ kind: 'between', size: 'queen', smaller: 'double' });
  });

  it('is smaller than any size more than 5 cm under the double, larger than any more than 2 cm over the super king', () => {
    expect(matchSize(mattress('133.5', '190'))).toEqual({ kind: 'fits', size: 'double' });
    expect(matchSize(mattress('133.4', '190'))).toEqual({ kind: 'too-small' });
    expect(matchSize(mattress('107', '203'))).toEqual({ kind: 'too-small' });
    expect(matchSize(mattress('138.5', '184.9'))).toEqual({ kind: 'too-small' });
    expect(matchSize(mattress('205', '205'))).toEqual({ kind: 'fits', size: 'super-king' });
    expect(matchSize(mattress('205.1', '205'))).toEqual({ kind: 'too-large' });
  });
});

describe('the depth band', () => {
  it('takes a depth exactly on a band edge into that band, and 1 mm over into the next', () => {
    expect(cmDepth('15')).toEqual({ kind: 'band', band: '15-20' });
    expect(cmDepth('20')).toEqual({ kind: 'band', band: '15-20' });
    expect(cmDepth('20.1')).toEqual({ kind: 'band', band: '21-25' });
    expect(cmDepth('25')).toEqual({ kind: 'band', band: '21-25' });
    expect(cmDepth('25,1')).toEqual({ kind: 'band', band: '26-30' });
    expect(cmDepth('30.1')).toEqual({ kind: 'band', band: '31-35' });
    expect(cmDepth('35.1')).toEqual({ kind: 'band', band: '36-40' });
    expect(cmDepth('40')).toEqual({ kind: 'band', band: '36-40' });
  });

  it('is too shallow under 15 cm and too deep over 40 cm', () => {
    expect(cmDepth('14.9')).toEqual({ kind: 'too-shallow' });
    expect(cmDepth('40.1')).toEqual({ kind: 'too-deep' });
  });

  it('rounds inches to the millimetre before the edge: 7.87 in is 20 cm, 7.9 in is 20.1 cm', () => {
    expect(matchDepth(mattress('60', '80', '7.87', 'in').depthMm)).toEqual({ kind: 'band', band: '15-20' });
    expect(matchDepth(mattress('60', '80', '7.9', 'in').depthMm)).toEqual({ kind: 'band', band: '21-25' });
    expect(matchDepth(mattress('60', '80', '12', 'in').depthMm)).toEqual({ kind: 'band', band: '31-35' });
    expect(matchDepth(mattress('60', '80', '15.75', 'in').depthMm)).toEqual({ kind: 'band', band: '36-40' });
    // 15.76 in is 400.3 mm: to the millimetre, 40 cm exactly.
    expect(matchDepth(mattress('60', '80', '15.76', 'in').depthMm)).toEqual({ kind: 'band', band: '36-40' });
    expect(matchDepth(mattress('60', '80', '15.77', 'in').depthMm)).toEqual({ kind: 'too-deep' });
  });
});

describe('the finder answer', () => {
  it('offers the set for a US queen measured in inches', () => {
    expect(findFit(mattress('60', '80', '11.8', 'in')).choice).toEqual({ size: 'queen', band: '26-30' });
  });

  it('offers the larger size between two sizes', () => {
    expect(findFit(mattress('165', '203', '32')).choice).toEqual({ size: 'king', band: '31-35' });
  });

  it('offers no set when the size or the depth is outside what the brand makes', () => {
    expect(findFit(mattress('152', '203', '45')).choice).toBeNull();
    expect(findFit(mattress('152', '203', '12')).choice).toBeNull();
    expect(findFit(mattress('107', '203', '30')).choice).toBeNull();
    expect(findFit(mattress('220', '220', '30')).choice).toBeNull();
  });
});
