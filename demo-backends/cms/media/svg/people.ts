// Abstract line-art portraits of the makers and small reviewer avatars (no real people are depicted).
import { PALETTE as P, type Size, circle, ellipse, group, path, rect, svgDocument } from './primitives.ts';

export type PortraitStyle = { backdrop: string; hair: 'bob' | 'short' | 'bun' | 'wave'; glasses?: boolean; garment: string };

function hairPath(style: PortraitStyle['hair'], cx: number, cy: number, r: number): string {
  switch (style) {
    case 'bob':
      return `M${cx - r * 1.05} ${cy + r * 0.5} C${cx - r * 1.2} ${cy - r * 1.3} ${cx + r * 1.2} ${cy - r * 1.3} ${cx + r * 1.05} ${cy + r * 0.5}`;
    case 'short':
      return `M${cx - r * 0.95} ${cy - r * 0.1} C${cx - r * 0.9} ${cy - r * 1.2} ${cx + r * 0.9} ${cy - r * 1.3} ${cx + r * 0.95} ${cy - r * 0.2}`;
    case 'bun':
      return `M${cx - r * 0.98} ${cy} C${cx - r} ${cy - r * 1.15} ${cx + r} ${cy - r * 1.15} ${cx + r * 0.98} ${cy} M${cx - r * 0.3} ${cy - r * 1.2} a${r * 0.35} ${r * 0.3} 0 1 1 ${r * 0.6} 0`;
    case 'wave':
      return `M${cx - r} ${cy + r * 1.2} C${cx - r * 1.4} ${cy} ${cx - r * 1.2} ${cy - r * 1.3} ${cx} ${cy - r * 1.05} C${cx + r * 1.2} ${cy - r * 1.3} ${cx + r * 1.4} ${cy} ${cx + r} ${cy + r * 1.2}`;
  }
}

export function makerPortrait(size: Size, title: string, style: PortraitStyle): string {
  const { w, h } = size;
  const cx = w / 2;
  const cy = h * 0.4;
  const r = w * 0.17;
  const stroke = { stroke: P.charcoal, 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
  const backdrop = rect(0, 0, w, h, { fill: P.warmWhite }) + circle(cx, cy + r * 0.4, w * 0.36, { fill: style.backdrop });
  const shoulders = path(`M${w * 0.12} ${h} C${w * 0.16} ${h * 0.7} ${w * 0.34} ${h * 0.64} ${cx} ${h * 0.64} C${w * 0.66} ${h * 0.64} ${w * 0.84} ${h * 0.7} ${w * 0.88} ${h}`, { fill: style.garment, stroke: P.charcoal, 'stroke-width': 4 });
  const neck = path(`M${cx - r * 0.3} ${cy + r * 0.9} V${h * 0.66} M${cx + r * 0.3} ${cy + r * 0.9} V${h * 0.66}`, stroke);
  const face = ellipse(cx, cy, r * 0.85, r, { fill: P.warmWhite, stroke: P.charcoal, 'stroke-width': 4 });
  const features = path(`M${cx - r * 0.35} ${cy - r * 0.05} q${r * 0.12} ${-r * 0.1} ${r * 0.22} 0 M${cx + r * 0.13} ${cy - r * 0.05} q${r * 0.12} ${-r * 0.1} ${r * 0.22} 0 M${cx} ${cy + r * 0.05} q${-r * 0.1} ${r * 0.3} ${r * 0.05} ${r * 0.32} M${cx - r * 0.2} ${cy + r * 0.55} q${r * 0.2} ${r * 0.12} ${r * 0.4} 0`, stroke);
  const glasses = style.glasses ? circle(cx - r * 0.25, cy - r * 0.02, r * 0.2, stroke) + circle(cx + r * 0.25, cy - r * 0.02, r * 0.2, stroke) + path(`M${cx - r * 0.05} ${cy - r * 0.02} h${r * 0.1}`, stroke) : '';
  const hair = path(hairPath(style.hair, cx, cy, r), { ...stroke, 'stroke-width': 6 });
  return svgDocument(size, title, backdrop + shoulders + neck + face + features + glasses + hair);
}

export type AvatarMotif = 'leaf' | 'wave' | 'moon';

export function avatar(size: Size, title: string, motif: AvatarMotif): string {
  const { w } = size;
  const c = w / 2;
  const background = { leaf: P.sage, wave: P.mist, moon: P.sand }[motif];
  const mark = {
    leaf: path(`M${c} ${w * 0.22} C${w * 0.8} ${w * 0.35} ${w * 0.7} ${w * 0.75} ${c} ${w * 0.8} C${w * 0.3} ${w * 0.75} ${w * 0.2} ${w * 0.35} ${c} ${w * 0.22} Z M${c} ${w * 0.3} V${w * 0.78}`, { fill: P.warmWhite, stroke: P.sageDeep, 'stroke-width': 2 }),
    wave: path(`M${w * 0.18} ${c} q${w * 0.08} ${-w * 0.12} ${w * 0.16} 0 t${w * 0.16} 0 t${w * 0.16} 0 t${w * 0.16} 0`, { fill: 'none', stroke: P.charcoal, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    moon: path(`M${w * 0.6} ${w * 0.22} a${w * 0.3} ${w * 0.3} 0 1 0 ${w * 0.18} ${w * 0.5} a${w * 0.24} ${w * 0.24} 0 1 1 ${-w * 0.18} ${-w * 0.5} Z`, { fill: P.warmWhite }),
  }[motif];
  return svgDocument(size, title, group(circle(c, c, c, { fill: background }) + mark));
}
