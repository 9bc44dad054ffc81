// Bedroom scenes: a front view of a made bed in the chosen sateen colour, with optional window, lamp and
// folded set. One parametric drawing keeps every bedroom in the demo consistent.
import { PALETTE as P, type Size, circle, ellipse, group, linearGradient, path, radialGradient, rect, svgDocument } from './primitives.ts';

export type BedroomOptions = {
  title: string;
  sheet: string;
  sheetShade: string;
  wall?: string;
  floor?: string;
  dusk?: boolean;
  window?: boolean;
  foldedSet?: boolean;
  /** Top sheet turned back further, as in the middle of making the bed. */
  turnedDown?: boolean;
};

function plant(x: number, floorY: number, s: number): string {
  const leaves = [-50, -25, 0, 20, 45].map((angle, i) =>
    ellipse(x, floorY - s * (1.1 + (i % 2) * 0.25), s * 0.12, s * 0.55, {
      fill: i % 2 ? P.sage : P.sageDeep,
      transform: `rotate(${angle} ${x} ${floorY - s * 0.55})`,
      opacity: 0.9,
    }),
  );
  const pot = path(`M${x - s * 0.28} ${floorY - s * 0.55} L${x + s * 0.28} ${floorY - s * 0.55} L${x + s * 0.22} ${floorY} L${x - s * 0.22} ${floorY} Z`, { fill: P.sandDeep });
  return group(leaves.join('') + pot);
}

function windowFrame(x: number, y: number, w: number, h: number, dusk: boolean): string {
  const glass = dusk ? '#59606C' : '#EEF2F4';
  const panes = rect(x, y, w, h, { fill: glass, stroke: P.warmWhite, 'stroke-width': w * 0.05 })
    + path(`M${x + w / 2} ${y} V${y + h} M${x} ${y + h / 2} H${x + w}`, { stroke: P.warmWhite, 'stroke-width': w * 0.04 });
  const curtain = path(`M${x - w * 0.18} ${y - h * 0.08} H${x + w * 0.06} C${x} ${y + h * 0.4} ${x + w * 0.1} ${y + h * 0.8} ${x - w * 0.02} ${y + h * 1.15} H${x - w * 0.18} Z`, { fill: P.linen, opacity: 0.95 });
  return panes + curtain;
}

function lamp(x: number, tableTop: number, s: number, dusk: boolean): string {
  const glow = dusk ? circle(x, tableTop - s * 0.9, s * 2.4, { fill: 'url(#lampGlow)' }) : '';
  const base = path(`M${x - s * 0.12} ${tableTop} Q${x} ${tableTop - s * 0.5} ${x - s * 0.05} ${tableTop - s * 0.7} H${x + s * 0.05} Q${x} ${tableTop - s * 0.5} ${x + s * 0.12} ${tableTop} Z`, { fill: P.timberDeep });
  const shade = path(`M${x - s * 0.3} ${tableTop - s * 0.68} L${x - s * 0.18} ${tableTop - s * 1.15} H${x + s * 0.18} L${x + s * 0.3} ${tableTop - s * 0.68} Z`, { fill: dusk ? P.lamp : P.sand });
  return glow + base + shade;
}

function foldedSetAt(x: number, y: number, w: number, sheet: string, shade: string): string {
  const layers = [0, 1, 2].map((i) => {
    const ly = y - (i + 1) * w * 0.12;
    return rect(x + i * w * 0.02, ly, w - i * w * 0.04, w * 0.12, { rx: w * 0.04, fill: i % 2 ? shade : sheet, stroke: shade, 'stroke-width': 2 });
  });
  const tape = rect(x + w * 0.62, y - w * 0.37, w * 0.06, w * 0.37, { fill: P.sage });
  return group(layers.join('') + tape);
}

export function bedroom(size: Size, o: BedroomOptions): string {
  const { w, h } = size;
  const dusk = o.dusk ?? false;
  const wall = o.wall ?? (dusk ? P.dusk : P.linen);
  const floor = o.floor ?? (dusk ? '#2F3136' : P.sand);
  const floorY = h * 0.8;
  const bw = w * 0.5;
  const bx = (w - bw) / 2;
  const headTop = h * 0.3;
  const mattressTop = h * 0.55;
  const defs =
    linearGradient('wall', [[0, wall], [1, dusk ? '#2E3138' : P.warmWhite]]) +
    linearGradient('sheet', [[0, o.sheet], [0.6, o.sheet], [1, o.sheetShade]]) +
    linearGradient('sheen', [[0, '#FFFFFF', 0], [0.5, '#FFFFFF', dusk ? 0.12 : 0.45], [1, '#FFFFFF', 0]], 'horizontal') +
    radialGradient('lampGlow', [[0, P.lamp, 0.55], [1, P.lamp, 0]]);

  const room =
    rect(0, 0, w, floorY, { fill: 'url(#wall)' }) +
    rect(0, floorY, w, h - floorY, { fill: floor }) +
    rect(0, floorY - 4, w, 8, { fill: dusk ? '#26282D' : P.sandDeep, opacity: 0.6 });
  const win = o.window ? windowFrame(w * 0.07, h * 0.16, w * 0.14, h * 0.36, dusk) : '';
  const head = rect(bx - w * 0.015, headTop, bw + w * 0.03, floorY - headTop, { rx: w * 0.03, fill: dusk ? '#55524D' : P.sandDeep });
  const legs = [bx + w * 0.01, bx + bw - w * 0.02].map((x) => rect(x, floorY - h * 0.02, w * 0.012, h * 0.04, { fill: P.timberDeep })).join('');
  const mattress = rect(bx, mattressTop, bw, floorY - mattressTop - h * 0.02, { rx: w * 0.012, fill: 'url(#sheet)' });
  const pillowW = bw * 0.36;
  const pillows = [bx + bw * 0.1, bx + bw * 0.54]
    .map((x) => rect(x, mattressTop - h * 0.09, pillowW, h * 0.12, { rx: h * 0.05, fill: o.sheet, stroke: o.sheetShade, 'stroke-width': 3 }))
    .join('');
  const foldY = mattressTop + h * (o.turnedDown ? 0.1 : 0.05);
  const topSheet =
    rect(bx - w * 0.008, foldY, bw + w * 0.016, floorY - foldY - h * 0.015, { rx: w * 0.01, fill: 'url(#sheet)', stroke: o.sheetShade, 'stroke-width': 2 }) +
    rect(bx - w * 0.008, foldY, bw + w * 0.016, h * 0.045, { rx: h * 0.02, fill: o.sheet, stroke: o.sheetShade, 'stroke-width': 2 }) +
    rect(bx, foldY + h * 0.01, bw, h * 0.12, { fill: 'url(#sheen)' }) +
    path(`M${bx + bw * 0.2} ${foldY + h * 0.08} q${bw * 0.15} ${h * 0.03} ${bw * 0.3} 0`, { stroke: o.sheetShade, 'stroke-width': 2, fill: 'none', opacity: 0.7 });
  const tableX = bx + bw + w * 0.06;
  const tableTop = h * 0.62;
  const table = rect(tableX, tableTop, w * 0.09, floorY - tableTop, { rx: 6, fill: P.timber }) + rect(tableX, tableTop + h * 0.07, w * 0.09, 3, { fill: P.timberDeep });
  const folded = o.foldedSet ? foldedSetAt(bx + bw * 0.6, floorY - h * 0.05, bw * 0.3, o.sheet, o.sheetShade) : '';
  const body = room + win + plant(w * 0.14, floorY, h * 0.2) + head + legs + mattress + pillows + topSheet + folded + table + lamp(tableX + w * 0.045, tableTop, h * 0.2, dusk);
  return svgDocument(size, o.title, body, defs);
}
