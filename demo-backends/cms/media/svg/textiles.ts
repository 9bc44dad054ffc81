// Textile close-ups: sateen folds and sheen, swatches, the folded set, pillowcases and the two sheets.
import { PALETTE as P, type Size, ellipse, group, line, linearGradient, path, pointsPath, rect, svgDocument, wavePath, wavePoints } from './primitives.ts';

/** The satin-weave float lines that give sateen its sheen, as a repeating pattern. */
function sateenPattern(id: string, colour: string): string {
  return `<pattern id="${id}" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(-18)">${line(0, 7, 10, 7, { stroke: colour, 'stroke-width': 1.2, opacity: 0.35 })}</pattern>`;
}

/** Bands of fabric between sine waves, alternately lit and shaded, over a fine sateen weave. */
export function fabricFolds(size: Size, title: string, base: string, shade: string, bands = 7): string {
  const { w, h } = size;
  const defs =
    linearGradient('lit', [[0, base], [0.5, '#FFFFFF'], [1, base]], 'diagonal') +
    linearGradient('shade', [[0, base], [1, shade]], 'vertical') +
    sateenPattern('weave', shade);
  let body = rect(0, 0, w, h, { fill: base });
  const step = h / (bands - 1);
  for (let i = -1; i < bands; i++) {
    const top = wavePoints(-20, w + 20, i * step, step * 0.35, w * 0.9, i * 0.9);
    const bottom = wavePoints(-20, w + 20, (i + 1) * step, step * 0.35, w * 0.9, (i + 1) * 0.9).reverse();
    body += path(`${pointsPath([...top, ...bottom])} Z`, { fill: i % 2 ? 'url(#lit)' : 'url(#shade)', opacity: 0.85 });
  }
  body += rect(0, 0, w, h, { fill: 'url(#weave)' });
  return svgDocument(size, title, body, defs);
}

export function swatch(size: Size, title: string, base: string, shade: string): string {
  return fabricFolds(size, title, base, shade, 4);
}

function foldedPiece(x: number, y: number, w: number, h: number, fill: string, edge: string): string {
  return (
    rect(x, y, w, h, { rx: h * 0.35, fill, stroke: edge, 'stroke-width': 2 }) +
    path(`M${x + w * 0.08} ${y + h * 0.55} Q${x + w / 2} ${y + h * 0.75} ${x + w * 0.92} ${y + h * 0.55}`, { stroke: edge, fill: 'none', 'stroke-width': 1.5, opacity: 0.8 })
  );
}

function tabletop(size: Size, colour: string): string {
  const { w, h } = size;
  return rect(0, 0, w, h, { fill: P.linen }) + rect(0, h * 0.72, w, h * 0.28, { fill: colour });
}

export function sheetStack(size: Size, title: string): string {
  const { w, h } = size;
  const x = w * 0.27;
  const pw = w * 0.46;
  const layerH = h * 0.1;
  const fills = [P.warmWhite, P.linen, P.warmWhite, P.sand];
  const layers = fills.map((fill, i) => foldedPiece(x + i * 6, h * 0.72 - (i + 1) * layerH, pw - i * 12, layerH, fill, P.sandDeep)).join('');
  const tape = rect(x + pw * 0.66, h * 0.72 - 4 * layerH - 6, pw * 0.07, 4 * layerH + 6, { fill: P.sage }) + rect(x + pw * 0.6, h * 0.72 - 4 * layerH - 18, pw * 0.19, 22, { rx: 6, fill: P.sageDeep });
  const tag = path(`M${x + pw * 0.3} ${h * 0.72 - 4 * layerH + 10} l40 0 l10 16 l-10 16 l-40 0 Z`, { fill: P.sand, stroke: P.timber, 'stroke-width': 1.5 });
  return svgDocument(size, title, tabletop(size, P.timber) + ellipse(w / 2, h * 0.73, pw * 0.62, h * 0.02, { fill: P.timberDeep, opacity: 0.3 }) + layers + tape + tag);
}

export function pillowcases(size: Size, title: string): string {
  const { w, h } = size;
  const bench = rect(w * 0.12, h * 0.66, w * 0.76, h * 0.06, { rx: 8, fill: P.timber }) + rect(w * 0.16, h * 0.72, w * 0.03, h * 0.2, { fill: P.timberDeep }) + rect(w * 0.81, h * 0.72, w * 0.03, h * 0.2, { fill: P.timberDeep });
  const pillow = (y: number, fill: string) =>
    path(`M${w * 0.24} ${y} Q${w * 0.5} ${y - h * 0.05} ${w * 0.76} ${y} Q${w * 0.8} ${y + h * 0.09} ${w * 0.76} ${y + h * 0.18} Q${w * 0.5} ${y + h * 0.22} ${w * 0.24} ${y + h * 0.18} Q${w * 0.2} ${y + h * 0.09} ${w * 0.24} ${y} Z`, { fill, stroke: P.sandDeep, 'stroke-width': 2 }) +
    line(w * 0.66, y + h * 0.01, w * 0.66, y + h * 0.19, { stroke: P.sandDeep, 'stroke-width': 1.5, opacity: 0.7 });
  return svgDocument(size, title, rect(0, 0, w, h, { fill: P.linen }) + rect(0, h * 0.9, w, h * 0.1, { fill: P.sand }) + bench + pillow(h * 0.47, P.warmWhite) + pillow(h * 0.3, P.warmWhite));
}

/** The mattress corner in three-quarter view, the fitted sheet pulled over with gathered elastic. */
export function fittedSheetCorner(size: Size, title: string): string {
  const { w, h } = size;
  const top = `M${w * 0.1} ${h * 0.42} L${w * 0.55} ${h * 0.3} L${w * 0.9} ${h * 0.4} L${w * 0.45} ${h * 0.54} Z`;
  const front = `M${w * 0.1} ${h * 0.42} L${w * 0.45} ${h * 0.54} L${w * 0.45} ${h * 0.74} L${w * 0.1} ${h * 0.62} Z`;
  const side = `M${w * 0.45} ${h * 0.54} L${w * 0.9} ${h * 0.4} L${w * 0.9} ${h * 0.6} L${w * 0.45} ${h * 0.74} Z`;
  const gathers = path(wavePath(w * 0.1, w * 0.45, h * 0.66, 5, 22), { stroke: P.sandDeep, fill: 'none', 'stroke-width': 2, transform: `rotate(19 ${w * 0.1} ${h * 0.66})` });
  const arrow = line(w * 0.95, h * 0.41, w * 0.95, h * 0.6, { stroke: P.sageDeep, 'stroke-width': 3, 'marker-start': 'url(#tip)', 'marker-end': 'url(#tip)' });
  const defs = `<marker id="tip" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 Z" fill="${P.sageDeep}"/></marker>`;
  const body =
    rect(0, 0, w, h, { fill: P.linen }) +
    path(top, { fill: P.warmWhite, stroke: P.sandDeep, 'stroke-width': 2 }) +
    path(front, { fill: P.linen, stroke: P.sandDeep, 'stroke-width': 2 }) +
    path(side, { fill: P.sand, stroke: P.sandDeep, 'stroke-width': 2 }) +
    gathers +
    arrow;
  return svgDocument(size, title, body, defs);
}

/** The foot of a bed seen from above, the top sheet folded under in a hotel corner. */
export function hotelCorner(size: Size, title: string): string {
  const { w, h } = size;
  const bed = rect(w * 0.08, h * 0.1, w * 0.7, h * 0.72, { fill: P.warmWhite, stroke: P.sandDeep, 'stroke-width': 2 });
  const drop = path(`M${w * 0.78} ${h * 0.1} L${w * 0.9} ${h * 0.16} L${w * 0.9} ${h * 0.86} L${w * 0.78} ${h * 0.82} Z`, { fill: P.linen, stroke: P.sandDeep, 'stroke-width': 2 });
  const fold = path(`M${w * 0.78} ${h * 0.5} L${w * 0.9} ${h * 0.86} L${w * 0.78} ${h * 0.82} Z`, { fill: P.sand, stroke: P.sandDeep, 'stroke-width': 2 });
  const seam = line(w * 0.78, h * 0.5, w * 0.9, h * 0.86, { stroke: P.sageDeep, 'stroke-width': 2, 'stroke-dasharray': '8 6' });
  const turnDown = rect(w * 0.08, h * 0.1, w * 0.7, h * 0.1, { fill: P.linen, stroke: P.sandDeep, 'stroke-width': 2 });
  return svgDocument(size, title, rect(0, 0, w, h, { fill: P.sand }) + group(bed + turnDown + drop + fold + seam));
}
