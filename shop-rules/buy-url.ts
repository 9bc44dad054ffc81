// The /buy URL, parsed and built in one place (spec §2 Routes, §4): `?step=N` for steps 2 and 3, `stage=…`
// for steps 0, 1 and 4, `app=old|new` for the V1.0 / V1.1 flow, and the choices (version, size, colour, depth).
// The same links work as plain links without JavaScript (the server restores the flow from them) and are written
// to the address bar as the shopper moves on, so a reload, Back or a shared link lands on the same step.
// A link without `app=` (from the header, the menu, the cart) opens the version the shopper chose for this visit.
import { APP_VERSIONS, type AppVersion, DEFAULT_COLOUR, isSheetVersion, type SheetVersion } from './constants.ts';

export const BUY_PATH = '/buy';
/** Sent by the flow when it asks for its page again while the shop is away (pages/buy/use-shop-recheck.ts): the server asks the shop anew. */
export const SHOP_RECHECK_HEADER = 'x-shop-recheck';
export const STEP_QUERY_PARAM = 'step';
/** Steps the /buy URL tracks as `?step=N` (spec §2); the old site's `/buy?step=N` for others is redirected. */
export const URL_TRACKED_STEPS: readonly number[] = [2, 3];
/** `app=old` selects the V1.0 flow (classic only, no product chooser), `app=new` the V1.1 flow. */
export const APP_QUERY_PARAM = 'app';
export const STAGE_QUERY_PARAM = 'stage';
/** Optional query parameters carrying the selection, so plain links and GET forms work without JavaScript. */
export const SELECTION_QUERY_PARAMS = { version: 'version', size: 'size', colour: 'colour', depth: 'depth' } as const;
/** The shopper's own mattress from the size finder ('152x203x32cm', shop-rules/mattress-measurements.ts), carried to the cart line. */
export const MATTRESS_QUERY_PARAM = 'mattress';
const STAGES: Readonly<Record<number, string>> = { 0: 'product', 1: 'size', 4: 'summary' };

export type BuyQuery = {
  step: number;
  /** null: whichever version the shopper chose for this visit (links from outside the flow). */
  app: AppVersion | null;
  version: SheetVersion | null;
  size: string | null;
  colour: string;
  depth: string | null;
  /** The measurements the size finder sent the shopper in with (`mattress=`); absent when the finder was not used. */
  mattress?: string | null;
};

/** What a /buy address asks for; each part is null when absent or not one the flow knows. */
export type ParsedBuyUrl = {
  app: AppVersion | null;
  /** Step 2 or 3 from `?step=`. */
  trackedStep: number | null;
  /** Step 0, 1 or 4 from `?stage=`. */
  stage: number | null;
  version: SheetVersion | null;
  size: string | null;
  colour: string | null;
  depth: string | null;
  mattress: string | null;
};

/** The purchase flow is a screen of its own: header, menu and footer are hidden there (spec §2 Routes, /buy). */
export function isBuyFlowPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === BUY_PATH;
}

export function parseBuyUrl(search: URLSearchParams | string): ParsedBuyUrl {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const version = params.get(SELECTION_QUERY_PARAMS.version);
  const app = params.get(APP_QUERY_PARAM);
  const step = Number(params.get(STEP_QUERY_PARAM));
  const stage = Object.entries(STAGES).find(([, name]) => name === params.get(STAGE_QUERY_PARAM))?.[0];
  return {
    app: app && (APP_VERSIONS as readonly string[]).includes(app) ? (app as AppVersion) : null,
    trackedStep: URL_TRACKED_STEPS.includes(step) ? step : null,
    stage: stage === undefined ? null : Number(stage),
    version: isSheetVersion(version) ? version : null,
    size: params.get(SELECTION_QUERY_PARAMS.size) || null,
    colour: params.get(SELECTION_QUERY_PARAMS.colour) || null,
    depth: params.get(SELECTION_QUERY_PARAMS.depth) || null,
    mattress: params.get(MATTRESS_QUERY_PARAM) || null,
  };
}

/** The /buy address for a state; the version's first step and the default colour are left out. */
export function buyHref(query: BuyQuery, changes: Partial<BuyQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  const firstStep = next.app === 'old' ? 1 : 0;
  if (URL_TRACKED_STEPS.includes(next.step)) params.set(STEP_QUERY_PARAM, String(next.step));
  else if (next.step !== firstStep && STAGES[next.step]) params.set(STAGE_QUERY_PARAM, STAGES[next.step]!);
  if (next.app) params.set(APP_QUERY_PARAM, next.app);
  if (next.version) params.set(SELECTION_QUERY_PARAMS.version, next.version);
  if (next.size) params.set(SELECTION_QUERY_PARAMS.size, next.size);
  if (next.colour && next.colour !== DEFAULT_COLOUR) params.set(SELECTION_QUERY_PARAMS.colour, next.colour);
  if (next.depth) params.set(SELECTION_QUERY_PARAMS.depth, next.depth);
  if (next.mattress) params.set(MATTRESS_QUERY_PARAM, next.mattress);
  const search = params.toString();
  return search ? `${BUY_PATH}?${search}` : BUY_PATH;
}

/** 'V1.0 / V1.1': the other version's first step with nothing chosen; its `app=` lets the server remember the choice. */
export function versionToggleHref(query: BuyQuery, app: AppVersion): string {
  return buyHref(query, { app, step: app === 'old' ? 1 : 0, version: null, size: null, depth: null });
}

const FROM_OUTSIDE: BuyQuery = { step: 0, app: null, version: null, size: null, colour: DEFAULT_COLOUR, depth: null };

/** A size tile of a content page: step 2 with that version and size chosen, in the shopper's version. */
export function sizeTileHref(version: SheetVersion, size: string): string {
  return buyHref(FROM_OUTSIDE, { step: 2, version, size });
}

/** The size finder's 'Choose this set': step 2 with the size and depth chosen, in the shopper's version, with their measurements. */
export function finderChoiceHref(size: string, depth: string, mattress: string): string {
  return buyHref(FROM_OUTSIDE, { step: 2, size, depth, mattress });
}

/** Cart modal links into the flow, in the shopper's version: choose a size, or the step 4 summary. */
export const BUY_SIZE_STEP_HREF = buyHref(FROM_OUTSIDE, { step: 1 });
export const BUY_SUMMARY_HREF = buyHref(FROM_OUTSIDE, { step: 4 });
