// The /buy URL, parsed and built in one place (spec §2 Routes, §4): `?step=N` for steps 2 and 3, `stage=…`
// for steps 0, 1 and 4, `app=old` for the V1.0 flow, and the choices (version, size, colour, depth). The same
// links work as plain links without JavaScript (the server restores the flow from them) and are written back
// to the address bar as the shopper moves on, so a reload or a shared link lands on the same step.
import { DEFAULT_COLOUR, SHEET_VERSIONS, type SheetVersion } from './constants.ts';

export const BUY_PATH = '/buy';
export const STEP_QUERY_PARAM = 'step';
/** Steps the /buy URL tracks as `?step=N` (spec §2); the old site's `/buy?step=N` for others is redirected. */
export const URL_TRACKED_STEPS: readonly number[] = [2, 3];
/** `app=old` selects the V1.0 flow (classic only, no product chooser). */
export const APP_QUERY_PARAM = 'app';
export const STAGE_QUERY_PARAM = 'stage';
/** Optional query parameters carrying the selection, so plain links and GET forms work without JavaScript. */
export const SELECTION_QUERY_PARAMS = { version: 'version', size: 'size', colour: 'colour', depth: 'depth' } as const;
const STAGES: Readonly<Record<number, string>> = { 0: 'product', 1: 'size', 4: 'summary' };

export type BuyQuery = {
  step: number;
  app: 'old' | 'new';
  version: SheetVersion | null;
  size: string | null;
  colour: string;
  depth: string | null;
};

/** What a /buy address asks for; each part is null when absent or not one the flow knows. */
export type ParsedBuyUrl = {
  app: 'old' | 'new';
  /** Step 2 or 3 from `?step=`. */
  trackedStep: number | null;
  /** Step 0, 1 or 4 from `?stage=`. */
  stage: number | null;
  version: SheetVersion | null;
  size: string | null;
  colour: string | null;
  depth: string | null;
};

/** The purchase flow is a screen of its own: header, menu and footer are hidden there (spec §2 Routes, /buy). */
export function isBuyFlowPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === BUY_PATH;
}

export function parseBuyUrl(search: URLSearchParams | string): ParsedBuyUrl {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const version = params.get(SELECTION_QUERY_PARAMS.version);
  const step = Number(params.get(STEP_QUERY_PARAM));
  const stage = Object.entries(STAGES).find(([, name]) => name === params.get(STAGE_QUERY_PARAM))?.[0];
  return {
    app: params.get(APP_QUERY_PARAM) === 'old' ? 'old' : 'new',
    trackedStep: URL_TRACKED_STEPS.includes(step) ? step : null,
    stage: stage === undefined ? null : Number(stage),
    version: version && (SHEET_VERSIONS as readonly string[]).includes(version) ? (version as SheetVersion) : null,
    size: params.get(SELECTION_QUERY_PARAMS.size) || null,
    colour: params.get(SELECTION_QUERY_PARAMS.colour) || null,
    depth: params.get(SELECTION_QUERY_PARAMS.depth) || null,
  };
}

/** The /buy address for a state; the version's first step and the default colour are left out. */
export function buyHref(query: BuyQuery, changes: Partial<BuyQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  const firstStep = next.app === 'old' ? 1 : 0;
  if (URL_TRACKED_STEPS.includes(next.step)) params.set(STEP_QUERY_PARAM, String(next.step));
  else if (next.step !== firstStep && STAGES[next.step]) params.set(STAGE_QUERY_PARAM, STAGES[next.step]!);
  if (next.app === 'old') params.set(APP_QUERY_PARAM, 'old');
  if (next.version) params.set(SELECTION_QUERY_PARAMS.version, next.version);
  if (next.size) params.set(SELECTION_QUERY_PARAMS.size, next.size);
  if (next.colour && next.colour !== DEFAULT_COLOUR) params.set(SELECTION_QUERY_PARAMS.colour, next.colour);
  if (next.depth) params.set(SELECTION_QUERY_PARAMS.depth, next.depth);
  const search = params.toString();
  return search ? `${BUY_PATH}?${search}` : BUY_PATH;
}

/** A size tile of a content page: the new flow's step 2 with that version and size chosen. */
export function sizeTileHref(version: SheetVersion, size: string): string {
  return buyHref({ step: 2, app: 'new', version, size, colour: DEFAULT_COLOUR, depth: null });
}

/** Cart modal links into the flow: choose a size, or the step 4 summary. */
export const BUY_SIZE_STEP_HREF = buyHref({ step: 1, app: 'new', version: null, size: null, colour: DEFAULT_COLOUR, depth: null });
export const BUY_SUMMARY_HREF = buyHref({ step: 4, app: 'new', version: null, size: null, colour: DEFAULT_COLOUR, depth: null });
