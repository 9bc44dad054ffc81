// Small SVG string builders shared by the demo artworks. The palette is the brand's calm-luxury set.
import { escapeMarkup } from '../../../../content/escape-markup.ts';

export const PALETTE = {
  warmWhite: '#FBF9F6',
  linen: '#F3EFE9',
  sand: '#E6DCCD',
  sandDeep: '#CDBFA9',
  mist: '#D9DEE2',
  mistDeep: '#B7C0C8',
  sage: '#9AA894',
  sageDeep: '#7D8B78',
  timber: '#B89F84',
  timberDeep: '#8E775F',
  charcoal: '#2B2B2B',
  charcoalSoft: '#5B5752',
  dusk: '#3A3D44',
  lamp: '#F4D9A6',
} as const;

export type Size = { w: number; h: number };



/** A complete SVG document with explicit width/height, a viewBox and an accessible title. */
export function svgDocument({ w, h }: Size, title: string, body: string, defs = ''): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`,
    `<title>${escapeMarkup(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
    '',
  ].join('');
}

type Attrs = Record<string, string | number | undefined>;
const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? round(v) : escapeMarkup(v as string)}"`)
    .join(' ');

export const round = (n: number): number => Math.round(n * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  `<rect ${attrs({ x, y, width: w, height: h, ...a })}/>`;
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string => `<circle ${attrs({ cx, cy, r, ...a })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  `<ellipse ${attrs({ cx, cy, rx, ry, ...a })}/>`;
export const path = (d: string, a: Attrs = {}): string => `<path ${attrs({ d, ...a })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  `<line ${attrs({ x1, y1, x2, y2, ...a })}/>`;
export const group = (body: string, a: Attrs = {}): string => `<g ${attrs(a)}>${body}</g>`;
export const text = (x: number, y: number, content: string, a: Attrs = {}): string =>
  `<text ${attrs({ x, y, ...a })}>${escapeMarkup(content)}</text>`;

/** A vertical or diagonal linear gradient definition. */
export function linearGradient(id: string, stops: ReadonlyArray<readonly [offset: number, colour: string, opacity?: number]>, angle: 'vertical' | 'diagonal' | 'horizontal' = 'vertical'): string {
  const end = angle === 'vertical' ? 'x2="0" y2="1"' : angle === 'horizontal' ? 'x2="1" y2="0"' : 'x2="1" y2="1"';
  const stopTags = stops.map(([offset, colour, opacity = 1]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`);
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${stopTags.join('')}</linearGradient>`;
}

export function radialGradient(id: string, stops: ReadonlyArray<readonly [offset: number, colour: string, opacity?: number]>): string {
  const stopTags = stops.map(([offset, colour, opacity = 1]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`);
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stopTags.join('')}</radialGradient>`;
}

/** Points of a gentle sine wave across a band (fabric folds): amplitude and period in px. */
export function wavePoints(x0: number, x1: number, y: number, amplitude: number, period: number, phase = 0): Array<[number, number]> {
  const steps = Math.max(8, Math.ceil((Math.abs(x1 - x0) / period) * 16));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const x = x0 + ((x1 - x0) * i) / steps;
    return [round(x), round(y + amplitude * Math.sin(phase + ((x - x0) / period) * 2 * Math.PI))];
  });
}

export const pointsPath = (points: ReadonlyArray<readonly [number, number]>): string => `M${points.map(([x, y]) => `${x} ${y}`).join(' L')}`;

export const wavePath = (x0: number, x1: number, y: number, amplitude: number, period: number, phase = 0): string =>
  pointsPath(wavePoints(x0, x1, y, amplitude, period, phase));

/** Deterministic pseudo-random numbers, so regenerated files are byte-identical. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
