// The /buy URL as the flow's state: `?step=N` plus the choices (version, size, colour, depth) and `app=old` for
// the V1.0 flow. The same links work as plain links without JavaScript (the server restores the flow from
// them) and are written back to the address bar as the shopper moves on, so a reload or a shared link
// lands on the same step with the same choices.
import type { RootStoreInstance } from '../../models/root-store.ts';
import { DEFAULT_COLOUR, SELECTION_QUERY_PARAMS, STEP_QUERY_PARAM, type SheetVersion } from '../../shop-rules/constants.ts';

export const BUY_PATH = '/buy';
/** `app=old` selects the V1.0 flow (classic only, no product chooser). */
export const APP_QUERY_PARAM = 'app';
/**
 * Steps 0, 1 and 4 travel as `stage=…`: `step` carries only 2 and 3 (spec §2), and the old site's
 * `/buy?step=N` addresses for other steps are redirected to a fresh /buy (server/redirects).
 */
export const STAGE_QUERY_PARAM = 'stage';
const STAGES: Record<number, string> = { 0: 'product', 1: 'size', 4: 'summary' };
const stageStep = (stage: string | null) => Number(Object.entries(STAGES).find(([, name]) => name === stage)?.[0] ?? NaN);
/** Cart modal links into the flow. */
export const BUY_SIZE_STEP_HREF = `${BUY_PATH}?${STAGE_QUERY_PARAM}=${STAGES[1]}`;
export const BUY_SUMMARY_HREF = `${BUY_PATH}?${STAGE_QUERY_PARAM}=${STAGES[4]}`;

export type BuyQuery = {
  step: number;
  app: 'old' | 'new';
  version: SheetVersion | null;
  size: string | null;
  colour: string;
  depth: string | null;
};

export function queryOf(store: RootStoreInstance): BuyQuery {
  const flow = store.buyFlow;
  return {
    step: flow.currentStep,
    app: flow.appVersion,
    version: flow.appVersion === 'new' ? flow.versionChoice : null,
    size: flow.filters.size,
    colour: flow.colour,
    depth: flow.filters.depth,
  };
}

/** The /buy address for a state; the version's first step and the default colour are left out. */
export function buyHref(query: BuyQuery, changes: Partial<BuyQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  const firstStep = next.app === 'old' ? 1 : 0;
  if (next.step === 2 || next.step === 3) params.set(STEP_QUERY_PARAM, String(next.step));
  else if (next.step !== firstStep && STAGES[next.step]) params.set(STAGE_QUERY_PARAM, STAGES[next.step]!);
  if (next.app === 'old') params.set(APP_QUERY_PARAM, 'old');
  if (next.version) params.set(SELECTION_QUERY_PARAMS.version, next.version);
  if (next.size) params.set(SELECTION_QUERY_PARAMS.size, next.size);
  if (next.colour && next.colour !== DEFAULT_COLOUR) params.set(SELECTION_QUERY_PARAMS.colour, next.colour);
  if (next.depth) params.set(SELECTION_QUERY_PARAMS.depth, next.depth);
  const search = params.toString();
  return search ? `${BUY_PATH}?${search}` : BUY_PATH;
}

/**
 * Puts the flow where the URL says. A step the choices do not allow yet falls back to the furthest one they do
 * and shows why, as Next would ('Please select a mattress size' / '… depth').
 */
export function restoreBuyFlow(store: RootStoreInstance, search: string) {
  const flow = store.buyFlow;
  const params = new URLSearchParams(search);
  const wantsOld = params.get(APP_QUERY_PARAM) === 'old';
  if (wantsOld !== (flow.appVersion === 'old')) flow.toggleVersion();
  flow.restoreFromUrl(params);
  const stage = stageStep(params.get(STAGE_QUERY_PARAM));
  if (!Number.isNaN(stage)) flow.goToStep(stage);
  if (!params.has(STEP_QUERY_PARAM)) return;
  const requested = Number(params.get(STEP_QUERY_PARAM));
  if ((requested === 2 || requested === 3) && flow.currentStep >= 1 && flow.currentStep < requested) flow.next();
}
