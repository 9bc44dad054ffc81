import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAYS } from '../../models/ui-store.ts';
import { shopStore } from './support/shop-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ui flags', () => {
  it('the header menu toggles, or is set when told', () => {
    const { ui } = shopStore().store;
    ui.toggleMenu();
    expect(ui.menuOpen).toBe(true);
    ui.toggleMenu();
    expect(ui.menuOpen).toBe(false);
    ui.toggleMenu(false);
    expect(ui.menuOpen).toBe(false);
    ui.toggleMenu(true);
    expect(ui.menuOpen).toBe(true);
  });

  it("'Notify me' opens the sold-out modal about that item; once sent, the success modal takes its place", () => {
    const { ui } = shopStore().store;
    ui.openSoldOut({ version: 'premium', size: 'King', depth: '36-40 cm', variantId: '4411' });
    expect(ui.isOpen('soldOut')).toBe(true);
    expect(ui.soldOutItem?.product).toBe('Premium King, 36-40 cm');
    ui.soldOutSent();
    expect([ui.isOpen('soldOut'), ui.isOpen('successForm')]).toEqual([false, true]);
    ui.openSoldOut({ version: 'classic', size: 'Super King', depth: null, variantId: null });
    expect(ui.soldOutItem?.product).toBe('Classic Super King');
  });

  it('every overlay opens and closes on its own', () => {
    const { ui } = shopStore().store;
    for (const overlay of OVERLAYS) {
      ui.setOpen(overlay, true);
      expect(OVERLAYS.filter((other) => ui.isOpen(other))).toEqual([overlay]);
      ui.setOpen(overlay, false);
    }
    expect(OVERLAYS.some((overlay) => ui.isOpen(overlay))).toBe(false);
  });

  it('the info modal shows one panel at a time', () => {
    const { ui } = shopStore().store;
    ui.openInfoPanel('depth');
    expect(ui.infoModalOpen).toBe(true);
    ui.openInfoPanel('packaging');
    expect(ui.infoPanel).toBe('packaging');
    ui.closeInfoPanel();
    expect(ui.infoModalOpen).toBe(false);
  });

  it('remembers the scroll direction for the header', () => {
    const { ui } = shopStore().store;
    expect(ui.scrollDirection).toBe('up');
    ui.setScrollDirection('down');
    expect(ui.scrollDirection).toBe('down');
  });

  it("buy-exit 'Yes' goes home after 1 second", async () => {
    const { store, navigate } = shopStore();
    store.ui.setOpen('buyExit', true);
    store.ui.confirmExit();
    await vi.advanceTimersByTimeAsync(999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(store.ui.buyExitOpen).toBe(false);
  });

  it('closing the buy-exit modal before the second is up stays on the page', async () => {
    const { store, navigate } = shopStore();
    store.ui.setOpen('buyExit', true);
    store.ui.confirmExit();
    store.ui.cancelExit();
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a newer success message replaces the older one and its timer', async () => {
    const { ui } = shopStore().store;
    ui.showSuccess('quantity', null, 2000);
    await vi.advanceTimersByTimeAsync(1500);
    ui.showSuccess('removed', 'King / 26-30 cm / White', 2000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ui.successMessage?.kind).toBe('removed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(ui.successMessage).toBeNull();
  });
});
