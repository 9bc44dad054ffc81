// The browser's history follows the purchase flow (spec §2: the /buy URL tracks the step). Moving to another step
// (or version) adds a history entry (pushState); a choice within a step rewrites the current one (replaceState),
// so Back and Forward move between the steps the shopper has visited and a reload keeps the step. Those entries
// belong to this document, so the browser leaves their popstate to the page: the flow opens itself from the address.
import { compareStructural, reaction } from 'mobx';
import type { BuyFlowStoreInstance } from '../../models/buy-flow-store.ts';
import { buyHref, isBuyFlowPath } from '../../shop-rules/buy-url.ts';

/** The parts of `window` the flow's history uses (tests pass a fake). */
export type HistoryWindow = {
  location: { pathname: string; search: string };
  history: Pick<History, 'pushState' | 'replaceState' | 'state'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
};

export type FlowHistory = {
  /** Opens the flow from an address the browser already shows (popstate). */
  followAddress(search: string): void;
  disconnect(): void;
};

export function connectFlowHistory(flow: BuyFlowStoreInstance, win: HistoryWindow): FlowHistory {
  let shownScreen: string | null = null;
  let following = false;
  const followAddress = (search: string) => {
    following = true;
    try {
      // An address without `app=` keeps the version the shopper is in (the one the visit's cookie holds).
      flow.openFromUrl(search, flow.appVersion);
    } finally {
      following = false;
    }
  };
  const stopWriting = reaction(
    () => ({ href: buyHref(flow.urlQuery), screen: `${flow.appVersion}:${flow.currentStep}` }),
    ({ href, screen }) => {
      const movedOn = shownScreen !== null && screen !== shownScreen && !following;
      shownScreen = screen;
      if (movedOn) win.history.pushState({}, '', href);
      else if (`${win.location.pathname}${win.location.search}` !== href) win.history.replaceState(win.history.state, '', href);
    },
    { fireImmediately: true, equals: compareStructural },
  );
  const onPopState = () => {
    if (isBuyFlowPath(win.location.pathname)) followAddress(win.location.search);
  };
  win.addEventListener('popstate', onPopState);
  return {
    followAddress,
    disconnect() {
      stopWriting();
      win.removeEventListener('popstate', onPopState);
    },
  };
}
