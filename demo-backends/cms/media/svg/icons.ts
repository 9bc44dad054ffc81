// Line icons (48×48, charcoal strokes) and the fictional press wordmarks of the 'as featured in' row.
import { PALETTE as P, type Size, circle, path, rect, svgDocument, text } from './primitives.ts';

const STROKE = { fill: 'none', stroke: P.charcoal, 'stroke-width': 2.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;

/** Icon drawings on a 48-unit grid; each is scaled to the file's size. */
const ICONS = {
  account: circle(24, 17, 8, STROKE) + path('M9 41c2-9 8-13 15-13s13 4 15 13', STROKE),
  cart: path('M10 16h28l-2.5 24h-23z', STROKE) + path('M17 20v-6a7 7 0 0 1 14 0v6', STROKE),
  tick: circle(24, 24, 18, { ...STROKE, stroke: P.sageDeep }) + path('M15 24.5l6 6 12-13', { ...STROKE, stroke: P.sageDeep, 'stroke-width': 3 }),
  instagram: rect(8, 8, 32, 32, { rx: 9, ...STROKE }) + circle(24, 24, 7.5, STROKE) + circle(33.5, 14.5, 1.8, { fill: P.charcoal }),
  facebook: path('M27 41V26h5l1-6h-6v-4c0-2 1-3 3-3h3V8h-5c-5 0-7 3-7 7v5h-4v6h4v15', STROKE),
  pinterest: circle(24, 24, 17, STROKE) + path('M21 37l4-17M21 24c-2-6 3-10 7-9 5 1 5 8 1 11-3 2-5 0-5-2', STROKE),
  ordering: path('M14 8h20v32H14z', STROKE) + path('M19 16h10M19 22h10M19 28h6', STROKE),
  sizing: rect(6, 18, 36, 12, { rx: 2, ...STROKE }) + path('M12 18v5M18 18v3M24 18v5M30 18v3M36 18v5', STROKE),
  delivery: path('M5 14h24v18H5zM29 20h8l6 6v6H29z', STROKE) + circle(13, 35, 4, STROKE) + circle(36, 35, 4, STROKE),
  returns: path('M14 18h18a9 9 0 0 1 0 18H18', STROKE) + path('M19 12l-6 6 6 6', STROKE),
  care: path('M24 8c6 8 11 14 11 20a11 11 0 0 1-22 0c0-6 5-12 11-20z', STROKE) + path('M19 29a5 5 0 0 0 5 5', STROKE),
} as const;

export type IconName = keyof typeof ICONS;

export function icon(size: Size, title: string, name: IconName): string {
  return svgDocument(size, title, `<g transform="scale(${size.w / 48})">${ICONS[name]}</g>`);
}

export function monogram(size: Size, title: string): string {
  const { w } = size;
  const mark = text(w / 2, w * 0.6, 'L&T', { 'font-family': 'Georgia, "Times New Roman", serif', 'font-size': w * 0.32, 'text-anchor': 'middle', fill: P.charcoal, 'letter-spacing': 1 });
  return svgDocument(size, title, circle(w / 2, w / 2, w / 2 - 2, { fill: P.warmWhite, stroke: P.sage, 'stroke-width': 2 }) + mark);
}

export type WordmarkStyle = { family: 'serif' | 'sans'; italic?: boolean; caps?: boolean; spacing?: number; rule?: boolean; weight?: number };

/** A press wordmark drawn in charcoal on transparent, sized for a row of logos. */
export function wordmark(size: Size, title: string, style: WordmarkStyle): string {
  const { w, h } = size;
  const family = style.family === 'serif' ? 'Georgia, "Times New Roman", serif' : 'Helvetica, Arial, sans-serif';
  const content = style.caps ? title.toUpperCase() : title;
  const fontSize = Math.min(h * 0.36, (w * 0.92) / (content.length * (style.caps ? 0.72 : 0.55) + (style.spacing ?? 0) * content.length * 0.04));
  const mark = text(w / 2, h / 2 + fontSize * 0.35, content, {
    'font-family': family,
    'font-size': Math.round(fontSize),
    'font-style': style.italic ? 'italic' : undefined,
    'font-weight': style.weight ?? 400,
    'letter-spacing': style.spacing ?? 0,
    'text-anchor': 'middle',
    fill: P.charcoalSoft,
  });
  const rule = style.rule ? rect(w * 0.3, h * 0.8, w * 0.4, 2, { fill: P.charcoalSoft }) : '';
  return svgDocument(size, title, mark + rule);
}
