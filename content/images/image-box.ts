// The box a picture fills on the page, stated once by the component that draws it: from it come the `sizes`
// attribute, the range of device pixels the picture can need (which files are worth offering) and, where the box
// crops the picture to another shape, the aspect ratio to crop to (art direction: one <source> per shape).

/** One layout of the box, from a viewport width up (rules are ordered widest first; the last one has no `from`). */
export type BoxRule = {
  /** The smallest viewport width (CSS px) the rule applies to; absent on the last, catch-all rule. */
  from?: number;
  /** The box's width: a share of the viewport (`vw`), a fixed width (`px`), or a share capped at a width. */
  vw?: number;
  px?: number;
  /** With `vw`: CSS px added to the share (negative for gutters and gaps), as in calc(95vw - 26px). */
  offsetPx?: number;
  /** With `vw`: the box stops growing at this width (CSS px). */
  maxPx?: number;
  /** Width / height of the box when it crops the picture (object-fit: cover); absent when the picture keeps its shape. */
  aspect?: number;
};

export type ImageBox = readonly BoxRule[];

/** The viewports and pixel ratios pictures are prepared for: phones at up to 3×, wider screens at up to 2×. */
const SMALLEST_VIEWPORT = 320;
const LARGEST_VIEWPORT = 2560;
const WIDE_VIEWPORT = 1024;
const PHONE_MAX_DPR = 3;
const WIDE_MAX_DPR = 2;

export function box(...rules: BoxRule[]): ImageBox {
  return rules;
}

/** A box of one fixed width at every viewport (icons, avatars, cart thumbnails). */
export function fixedBox(px: number, aspect?: number): ImageBox {
  return [{ px, aspect }];
}

function lengthOf(rule: BoxRule): string {
  if (rule.px !== undefined) return `${rule.px}px`;
  const offset = rule.offsetPx ?? 0;
  const share = offset === 0 ? `${rule.vw ?? 100}vw` : `calc(${rule.vw ?? 100}vw ${offset < 0 ? '-' : '+'} ${Math.abs(offset)}px)`;
  return rule.maxPx === undefined ? share : `min(${share}, ${rule.maxPx}px)`;
}

function widthAt(rule: BoxRule, viewport: number): number {
  if (rule.px !== undefined) return rule.px;
  const width = (viewport * (rule.vw ?? 100)) / 100 + (rule.offsetPx ?? 0);
  return rule.maxPx === undefined ? width : Math.min(width, rule.maxPx);
}

/**
 * The `sizes` attribute of a box, or of the rules of one art-directed <source>. A lazy picture starts with `auto`:
 * browsers that know it (Chromium) use the box's laid-out width, exact whatever the grid; others read the rules.
 */
export function sizesOf(rules: readonly BoxRule[], lazy = false): string {
  const lengths = rules.map((rule) => (rule.from === undefined ? lengthOf(rule) : `(min-width: ${rule.from}px) ${lengthOf(rule)}`));
  return (lazy ? ['auto', ...lengths] : lengths).join(', ');
}

/** The viewport widths each rule of a box applies to. */
function spans(rules: readonly BoxRule[]): { rule: BoxRule; low: number; high: number }[] {
  return rules.map((rule, index) => {
    const wider = rules[index - 1]?.from;
    return { rule, low: Math.max(rule.from ?? SMALLEST_VIEWPORT, SMALLEST_VIEWPORT), high: wider === undefined ? LARGEST_VIEWPORT : wider - 1 };
  });
}

/** The fewest and most device pixels the picture can fill across the supported viewports and pixel ratios. */
export function pixelRange(rules: readonly BoxRule[]): { min: number; max: number } {
  let min = Infinity;
  let max = 0;
  for (const { rule, low, high } of spans(rules)) {
    min = Math.min(min, widthAt(rule, low));
    const narrowTop = Math.min(high, WIDE_VIEWPORT - 1);
    if (low < WIDE_VIEWPORT) max = Math.max(max, widthAt(rule, narrowTop) * PHONE_MAX_DPR);
    if (high >= WIDE_VIEWPORT) max = Math.max(max, widthAt(rule, high) * WIDE_MAX_DPR);
  }
  return { min: Math.floor(min), max: Math.ceil(max) };
}

/** A box's rules grouped by the shape they crop to, widest viewports first: one <source> per group. */
export type ShapeGroup = { media: string | null; rules: BoxRule[]; aspect: number | undefined };

export function shapeGroups(rules: ImageBox): ShapeGroup[] {
  const groups: ShapeGroup[] = [];
  for (const rule of rules) {
    const last = groups[groups.length - 1];
    if (last && last.aspect === rule.aspect) last.rules.push(rule);
    else groups.push({ media: null, rules: [rule], aspect: rule.aspect });
  }
  // A group answers from the smallest viewport of its narrowest rule; the last group takes the rest.
  groups.forEach((group, index) => {
    const from = group.rules[group.rules.length - 1]?.from;
    group.media = index < groups.length - 1 && from !== undefined ? `(min-width: ${from}px)` : null;
  });
  return groups;
}
