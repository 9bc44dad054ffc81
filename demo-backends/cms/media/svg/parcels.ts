// Delivery and packaging scenes, and the contact desk.
import { PALETTE as P, type Size, circle, ellipse, line, path, rect, svgDocument, text } from './primitives.ts';

const SANS = 'Helvetica, Arial, sans-serif';

function parcel(size: Size, labelText: string, accent: string): string {
  const { w, h } = size;
  const bx = w * 0.25;
  const by = h * 0.34;
  const bw = w * 0.5;
  const bh = h * 0.44;
  const box = rect(bx, by, bw, bh, { rx: 6, fill: P.sandDeep, stroke: P.timber, 'stroke-width': 3 }) + path(`M${bx} ${by} L${bx + bw * 0.1} ${by - h * 0.08} H${bx + bw * 1.1} L${bx + bw} ${by} Z`, { fill: P.sand, stroke: P.timber, 'stroke-width': 3 });
  const twine = line(bx + bw / 2, by, bx + bw / 2, by + bh, { stroke: P.timberDeep, 'stroke-width': 3 }) + line(bx, by + bh / 2, bx + bw, by + bh / 2, { stroke: P.timberDeep, 'stroke-width': 3 });
  const lx = bx + bw * 0.56;
  const ly = by + bh * 0.58;
  const bars = Array.from({ length: 16 }, (_, i) => rect(lx + 14 + i * 7, ly + 42, i % 3 === 0 ? 4 : 2, 26, { fill: P.charcoal })).join('');
  const label = rect(lx, ly, bw * 0.38, bh * 0.36, { rx: 4, fill: P.warmWhite, stroke: accent, 'stroke-width': 2 }) + text(lx + 14, ly + 28, labelText, { 'font-family': SANS, 'font-size': 18, 'font-weight': 600, fill: P.charcoal }) + bars;
  const shadow = ellipse(w / 2, by + bh + 8, bw * 0.6, 12, { fill: P.timberDeep, opacity: 0.2 });
  return rect(0, 0, w, h, { fill: P.linen }) + rect(0, h * 0.78, w, h * 0.22, { fill: P.mist }) + shadow + box + twine + label;
}

export function shippingParcel(size: Size, title: string): string {
  return svgDocument(size, title, parcel(size, 'TRACKED', P.sage));
}

export function returnsParcel(size: Size, title: string): string {
  const { w, h } = size;
  const arrow = path(`M${w * 0.16} ${h * 0.3} a${w * 0.06} ${w * 0.06} 0 1 1 ${w * 0.02} ${h * 0.1}`, { fill: 'none', stroke: P.sageDeep, 'stroke-width': 6, 'stroke-linecap': 'round' }) + path(`M${w * 0.15} ${h * 0.26} l4 28 l24 -12 Z`, { fill: P.sageDeep });
  return svgDocument(size, title, parcel(size, 'RETURN · PAID', P.sageDeep) + arrow);
}

export function packagingBox(size: Size, title: string): string {
  const { w, h } = size;
  const lid = path(`M${w * 0.18} ${h * 0.38} L${w * 0.24} ${h * 0.16} H${w * 0.62} L${w * 0.56} ${h * 0.38} Z`, { fill: P.sand, stroke: P.timber, 'stroke-width': 2 });
  const sheets = [0, 1, 2].map((i) => rect(w * 0.2, h * (0.36 + i * 0.05), w * 0.34, h * 0.05, { rx: 10, fill: i === 1 ? P.linen : P.warmWhite, stroke: P.sandDeep })).join('');
  const box = rect(w * 0.16, h * 0.5, w * 0.42, h * 0.3, { fill: P.sandDeep, stroke: P.timber, 'stroke-width': 2 }) + text(w * 0.37, h * 0.67, 'L&T', { 'font-family': 'Georgia, serif', 'font-size': h * 0.06, 'text-anchor': 'middle', fill: P.warmWhite });
  const bag = path(`M${w * 0.66} ${h * 0.8} Q${w * 0.62} ${h * 0.5} ${w * 0.7} ${h * 0.4} H${w * 0.82} Q${w * 0.9} ${h * 0.5} ${w * 0.86} ${h * 0.8} Z`, { fill: P.linen, stroke: P.sandDeep, 'stroke-width': 2 }) + path(`M${w * 0.7} ${h * 0.44} Q${w * 0.76} ${h * 0.48} ${w * 0.82} ${h * 0.44}`, { fill: 'none', stroke: P.sage, 'stroke-width': 4 }) + path(`M${w * 0.76} ${h * 0.46} q-10 40 -24 60 M${w * 0.76} ${h * 0.46} q10 40 24 60`, { fill: 'none', stroke: P.sage, 'stroke-width': 3 });
  return svgDocument(size, title, rect(0, 0, w, h, { fill: P.warmWhite }) + rect(0, h * 0.8, w, h * 0.2, { fill: P.sand }) + lid + sheets + box + bag);
}

/** The contact desk, laid out for a wide or a tall frame. */
export function contactDesk(size: Size, title: string): string {
  const { w, h } = size;
  const tall = h > w;
  const deskY = tall ? h * 0.62 : h * 0.66;
  const desk = rect(0, deskY, w, h - deskY, { fill: P.timber }) + rect(0, deskY, w, 10, { fill: P.timberDeep, opacity: 0.5 });
  const cx = tall ? w * 0.3 : w * 0.62;
  const cup = path(`M${cx - 50} ${deskY - 90} H${cx + 50} L${cx + 40} ${deskY - 5} H${cx - 40} Z`, { fill: P.warmWhite, stroke: P.sandDeep, 'stroke-width': 2 }) + path(`M${cx + 48} ${deskY - 75} q34 10 0 40`, { fill: 'none', stroke: P.sandDeep, 'stroke-width': 6 }) + path(`M${cx - 15} ${deskY - 110} q-14 -30 0 -60 M${cx + 15} ${deskY - 110} q-14 -30 0 -60`, { fill: 'none', stroke: P.sandDeep, 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.7 });
  const px = tall ? w * 0.15 : w * 0.2;
  const pw = tall ? w * 0.7 : w * 0.3;
  const folded = rect(px, deskY + 40, pw, 60, { rx: 24, fill: P.warmWhite, stroke: P.sandDeep, 'stroke-width': 2 }) + rect(px + 10, deskY + 100, pw - 20, 54, { rx: 22, fill: P.linen, stroke: P.sandDeep, 'stroke-width': 2 });
  const note = rect(tall ? w * 0.55 : w * 0.74, deskY + (tall ? 200 : 40), tall ? w * 0.3 : w * 0.14, 120, { fill: P.warmWhite, transform: `rotate(-6 ${w * 0.8} ${deskY + 100})`, stroke: P.sandDeep }) + line(tall ? w * 0.5 : w * 0.72, deskY + (tall ? 340 : 190), tall ? w * 0.85 : w * 0.9, deskY + (tall ? 320 : 170), { stroke: P.charcoal, 'stroke-width': 6, 'stroke-linecap': 'round' });
  const plant = circle(tall ? w * 0.75 : w * 0.9, deskY - 120, 60, { fill: P.sage, opacity: 0.8 }) + rect((tall ? w * 0.75 : w * 0.9) - 30, deskY - 70, 60, 70, { fill: P.sandDeep });
  return svgDocument(size, title, rect(0, 0, w, h, { fill: P.linen }) + desk + plant + cup + folded + note);
}
