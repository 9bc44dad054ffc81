// How the sheets are measured and made: mattress and tape, cotton, the workroom, the sewing machine, the line.
import { PALETTE as P, type Size, circle, ellipse, group, line, linearGradient, path, rect, svgDocument, text, wavePath } from './primitives.ts';

const arrowMarker = (id: string, colour: string): string =>
  `<marker id="${id}" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 Z" fill="${colour}"/></marker>`;

/** A mattress in elevation with a tape measure against its side and a labelled depth arrow. */
export function mattressMeasure(size: Size, title: string): string {
  const { w, h } = size;
  const mx = w * 0.12;
  const mw = w * 0.58;
  const top = h * 0.42;
  const depth = h * 0.24;
  const quilting = [0.2, 0.4, 0.6, 0.8].map((f) => line(mx + mw * f, top + 10, mx + mw * f, top + depth - 10, { stroke: P.sandDeep, 'stroke-width': 1.5, 'stroke-dasharray': '6 8' })).join('');
  const mattress = rect(mx, top, mw, depth, { rx: 22, fill: P.warmWhite, stroke: P.sandDeep, 'stroke-width': 3 }) + quilting;
  const base = rect(mx + 10, top + depth, mw - 20, h * 0.12, { rx: 6, fill: P.timber });
  const tapeX = mx + mw + w * 0.04;
  const ticks = Array.from({ length: 13 }, (_, i) => line(tapeX, top + (depth / 12) * i, tapeX + (i % 4 === 0 ? 22 : 12), top + (depth / 12) * i, { stroke: P.charcoal, 'stroke-width': 1.5 })).join('');
  const tape = rect(tapeX - 4, top - 30, 40, depth + 60, { rx: 4, fill: '#EBD9A8', stroke: P.timber, 'stroke-width': 1.5 }) + ticks;
  const caseBox = rect(tapeX - 26, top + depth + 30, 84, 84, { rx: 18, fill: P.sage }) + circle(tapeX + 16, top + depth + 72, 16, { fill: P.sageDeep });
  const arrowX = tapeX + w * 0.1;
  const arrow = line(arrowX, top, arrowX, top + depth, { stroke: P.charcoal, 'stroke-width': 3, 'marker-start': 'url(#arrow)', 'marker-end': 'url(#arrow)' });
  const label = text(arrowX + 18, top + depth / 2 + 10, 'Depth', { 'font-family': 'Helvetica, Arial, sans-serif', 'font-size': h * 0.04, fill: P.charcoal });
  const guides = line(mx + mw, top, arrowX, top, { stroke: P.charcoalSoft, 'stroke-dasharray': '4 6' }) + line(mx + mw, top + depth, arrowX, top + depth, { stroke: P.charcoalSoft, 'stroke-dasharray': '4 6' });
  const body = rect(0, 0, w, h, { fill: P.linen }) + rect(0, h * 0.78, w, h * 0.22, { fill: P.sand }) + base + mattress + guides + tape + caseBox + arrow + label;
  return svgDocument(size, title, body, arrowMarker('arrow', P.charcoal));
}

function boll(x: number, y: number, r: number): string {
  const sepals = [0, 72, 144, 216, 288].map((a) => path(`M${x} ${y} l${r * 0.3} ${r * 1.2} l${-r * 0.6} 0 Z`, { fill: P.timberDeep, transform: `rotate(${a} ${x} ${y})` })).join('');
  const fluff = [[-0.5, -0.2], [0.5, -0.2], [0, -0.6], [-0.3, 0.4], [0.35, 0.4]].map(([dx = 0, dy = 0]) => circle(x + dx * r, y + dy * r, r * 0.62, { fill: P.warmWhite, stroke: P.sand, 'stroke-width': 2 })).join('');
  return sepals + fluff;
}

export function cottonBoll(size: Size, title: string): string {
  const { w, h } = size;
  const stems = path(`M${w * 0.5} ${h} C${w * 0.48} ${h * 0.7} ${w * 0.42} ${h * 0.5} ${w * 0.3} ${h * 0.36} M${w * 0.49} ${h * 0.72} C${w * 0.56} ${h * 0.55} ${w * 0.62} ${h * 0.42} ${w * 0.7} ${h * 0.3} M${w * 0.47} ${h * 0.58} Q${w * 0.5} ${h * 0.4} ${w * 0.52} ${h * 0.2}`, { stroke: P.timberDeep, 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round' });
  const leaves = [[0.38, 0.62, -40], [0.6, 0.56, 35]].map(([x = 0, y = 0, a = 0]) => ellipse(w * x, h * y, w * 0.07, h * 0.03, { fill: P.sage, transform: `rotate(${a} ${w * x} ${h * y})` })).join('');
  const defs = linearGradient('sky', [[0, P.mist], [1, P.linen]]);
  return svgDocument(size, title, rect(0, 0, w, h, { fill: 'url(#sky)' }) + stems + leaves + boll(w * 0.3, h * 0.33, h * 0.08) + boll(w * 0.7, h * 0.27, h * 0.07) + boll(w * 0.52, h * 0.17, h * 0.075), defs);
}

export function workshop(size: Size, title: string): string {
  const { w, h } = size;
  const table = rect(w * 0.05, h * 0.58, w * 0.9, h * 0.05, { fill: P.timber }) + rect(w * 0.1, h * 0.63, w * 0.02, h * 0.3, { fill: P.timberDeep }) + rect(w * 0.88, h * 0.63, w * 0.02, h * 0.3, { fill: P.timberDeep });
  const bolt = rect(w * 0.12, h * 0.44, w * 0.3, h * 0.14, { fill: P.warmWhite, stroke: P.sandDeep, 'stroke-width': 2 }) + ellipse(w * 0.12, h * 0.51, w * 0.02, h * 0.07, { fill: P.linen, stroke: P.sandDeep, 'stroke-width': 2 }) + circle(w * 0.12, h * 0.51, h * 0.015, { fill: P.timberDeep });
  const spread = path(`M${w * 0.42} ${h * 0.455} L${w * 0.86} ${h * 0.5} L${w * 0.86} ${h * 0.58} L${w * 0.42} ${h * 0.58} Z`, { fill: P.warmWhite, stroke: P.sandDeep, 'stroke-width': 2 });
  const pattern = path(`M${w * 0.5} ${h * 0.5} h${w * 0.2} v${h * 0.06} h${-w * 0.2} Z`, { fill: 'none', stroke: P.sageDeep, 'stroke-width': 2, 'stroke-dasharray': '10 6' });
  const shears = group(circle(w * 0.74, h * 0.54, h * 0.018, { fill: 'none', stroke: P.charcoal, 'stroke-width': 4 }) + circle(w * 0.77, h * 0.555, h * 0.018, { fill: 'none', stroke: P.charcoal, 'stroke-width': 4 }) + path(`M${w * 0.75} ${h * 0.53} L${w * 0.83} ${h * 0.5} M${w * 0.76} ${h * 0.545} L${w * 0.84} ${h * 0.515}`, { stroke: P.charcoalSoft, 'stroke-width': 5, 'stroke-linecap': 'round' }));
  const lampShade = path(`M${w * 0.46} ${h * 0.14} L${w * 0.54} ${h * 0.14} L${w * 0.58} ${h * 0.24} L${w * 0.42} ${h * 0.24} Z`, { fill: P.sage }) + line(w * 0.5, 0, w * 0.5, h * 0.14, { stroke: P.charcoal, 'stroke-width': 2 });
  const shelves = [0.18, 0.3].map((y) => rect(w * 0.68, h * y, w * 0.24, h * 0.015, { fill: P.timberDeep })).join('') +
    [P.sand, P.mist, P.warmWhite, P.sage].map((c, i) => rect(w * (0.7 + i * 0.05), h * 0.12, w * 0.04, h * 0.06, { rx: 4, fill: c, stroke: P.sandDeep })).join('');
  return svgDocument(size, title, rect(0, 0, w, h, { fill: P.linen }) + rect(0, h * 0.9, w, h * 0.1, { fill: P.sand }) + shelves + lampShade + table + spread + pattern + bolt + shears);
}

export function sewing(size: Size, title: string): string {
  const { w, h } = size;
  const machine = path(`M${w * 0.25} ${h * 0.7} V${h * 0.3} Q${w * 0.25} ${h * 0.22} ${w * 0.33} ${h * 0.22} H${w * 0.66} Q${w * 0.72} ${h * 0.22} ${w * 0.72} ${h * 0.3} V${h * 0.5} H${w * 0.64} V${h * 0.36} H${w * 0.36} V${h * 0.7} Z`, { fill: P.sage, stroke: P.sageDeep, 'stroke-width': 3 });
  const needle = rect(w * 0.66, h * 0.5, w * 0.03, h * 0.08, { fill: P.sageDeep }) + line(w * 0.675, h * 0.58, w * 0.675, h * 0.66, { stroke: P.charcoal, 'stroke-width': 2 });
  const wheel = circle(w * 0.73, h * 0.3, h * 0.06, { fill: P.sageDeep });
  const base = rect(w * 0.18, h * 0.7, w * 0.64, h * 0.06, { rx: 8, fill: P.timber });
  const fabric = path(`M${w * 0.42} ${h * 0.66} L${w * 0.95} ${h * 0.62} L${w} ${h * 0.74} L${w * 0.4} ${h * 0.74} Z`, { fill: P.warmWhite, stroke: P.sandDeep, 'stroke-width': 2 });
  const stitch = path(wavePath(w * 0.68, w * 0.97, h * 0.675, 0, w), { stroke: P.sageDeep, 'stroke-width': 2.5, 'stroke-dasharray': '10 8', transform: `rotate(-4 ${w * 0.68} ${h * 0.675})` });
  const spool = rect(w * 0.45, h * 0.14, w * 0.03, h * 0.08, { fill: P.sand, stroke: P.timber });
  return svgDocument(size, title, rect(0, 0, w, h, { fill: P.mist }) + rect(0, h * 0.76, w, h * 0.24, { fill: P.timberDeep }) + spool + machine + wheel + base + needle + fabric + stitch);
}

export function clothesline(size: Size, title: string): string {
  const { w, h } = size;
  const defs = linearGradient('sky', [[0, '#E3E9EC'], [1, P.warmWhite]]);
  const posts = rect(w * 0.08, h * 0.18, 14, h * 0.7, { fill: P.timberDeep }) + rect(w * 0.92 - 14, h * 0.18, 14, h * 0.7, { fill: P.timberDeep });
  const rope = path(`M${w * 0.08} ${h * 0.22} Q${w * 0.5} ${h * 0.3} ${w * 0.92} ${h * 0.22}`, { stroke: P.charcoalSoft, 'stroke-width': 2, fill: 'none' });
  const sheet = (x: number, sw: number, fill: string) => {
    const y = h * 0.245;
    return path(`M${x} ${y} H${x + sw} V${h * 0.68} ${wavePath(x + sw, x, h * 0.68, 8, -sw / 2).replace(/^M[^L]+/, '')} Z`, { fill, stroke: P.sandDeep, 'stroke-width': 1.5 }) + rect(x + 6, y - 12, 8, 22, { fill: P.timber }) + rect(x + sw - 14, y - 12, 8, 22, { fill: P.timber });
  };
  const grass = rect(0, h * 0.86, w, h * 0.14, { fill: P.sage });
  return svgDocument(size, title, rect(0, 0, w, h, { fill: 'url(#sky)' }) + circle(w * 0.85, h * 0.12, h * 0.06, { fill: P.lamp }) + grass + posts + rope + sheet(w * 0.16, w * 0.22, P.warmWhite) + sheet(w * 0.4, w * 0.2, P.warmWhite) + sheet(w * 0.62, w * 0.22, P.linen), defs);
}
