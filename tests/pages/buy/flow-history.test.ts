import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectFlowHistory } from '../../../pages/buy/flow-history.ts';
import { shopStore } from '../../models/support/shop-store.ts';
import { FakeHistoryWindow } from './support/fake-history-window.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function flowAt(address: string) {
  const win = new FakeHistoryWindow(address);
  const { store } = shopStore();
  store.buyFlow.openFromUrl(win.location.search);
  const history = connectFlowHistory(store.buyFlow, win);
  return { flow: store.buyFlow, win, history };
}

describe("the purchase flow and the browser's history", () => {
  it('writes the flow into the address it opened on, without a new entry', () => {
    const { win } = flowAt('/buy');
    expect(win.entries.map((entry) => entry.address)).toEqual(['/buy?app=new&size=king']);
  });

  it('each step change adds an entry; choices within a step rewrite the current one', () => {
    const { flow, win } = flowAt('/buy');
    flow.next();
    flow.chooseSize('queen');
    flow.next();
    flow.chooseDepth('26-30');
    flow.chooseColour('sand');
    expect(win.entries.map((entry) => entry.address)).toEqual([
      '/buy?app=new&size=king',
      '/buy?stage=size&app=new&size=queen',
      '/buy?step=2&app=new&size=queen&colour=sand&depth=26-30',
    ]);
  });

  it('Back and Forward move between the visited steps, each as the shopper left it', () => {
    const { flow, win } = flowAt('/buy?stage=size');
    flow.chooseSize('double');
    flow.next();
    flow.chooseDepth('21-25');
    flow.next();
    expect(flow.currentStep).toBe(3);
    win.back();
    expect(flow.currentStep).toBe(2);
    expect(flow.filters).toMatchObject({ size: 'double', depth: '21-25' });
    win.back();
    expect(flow.currentStep).toBe(1);
    expect(flow.filters).toMatchObject({ size: 'double', depth: null });
    win.forward();
    win.forward();
    expect(flow.currentStep).toBe(3);
    expect(flow.filters.variant).not.toBeNull();
    expect(win.entries).toHaveLength(3);
  });

  it('going Back and then on again replaces the steps ahead', () => {
    const { flow, win } = flowAt('/buy?stage=size');
    flow.next();
    flow.chooseDepth('26-30');
    flow.next();
    win.back();
    win.back();
    flow.chooseSize('queen');
    flow.next();
    expect(win.entries.map((entry) => entry.address)).toEqual(['/buy?stage=size&app=new&size=queen', '/buy?step=2&app=new&size=queen']);
  });

  it('switching V1.0 / V1.1 adds an entry, and Back returns to the other version', () => {
    const { flow, win } = flowAt('/buy?stage=size');
    flow.toggleVersion();
    expect(win.address).toBe('/buy?app=old');
    win.back();
    expect(flow.appVersion).toBe('new');
    expect(flow.currentStep).toBe(1);
  });

  it('an entry whose step the choices no longer allow opens the furthest allowed one, without adding an entry', () => {
    const { flow, win, history } = flowAt('/buy?stage=size');
    history.followAddress('?step=3&app=new&size=king');
    expect(flow.currentStep).toBe(2);
    expect(win.entries.map((entry) => entry.address)).toEqual(['/buy?step=2&app=new&size=king']);
  });

  it('leaves popstate to other pages alone, and stops listening when disconnected', () => {
    const { flow, win, history } = flowAt('/buy?stage=size');
    win.history.pushState({}, '', '/faqs');
    win.history.pushState({}, '', '/buy?step=2&app=new&size=king');
    win.back();
    expect(flow.currentStep).toBe(1);
    history.disconnect();
    win.forward();
    expect(flow.currentStep).toBe(1);
  });
});
