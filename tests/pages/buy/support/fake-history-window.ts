// A browser window's history, small enough to read: entries with their addresses, Back and Forward firing popstate.
import type { HistoryWindow } from '../../../../pages/buy/flow-history.ts';

type Entry = { address: string; state: unknown };

export class FakeHistoryWindow implements HistoryWindow {
  readonly entries: Entry[];
  readonly history: HistoryWindow['history'];
  private index = 0;
  private readonly listeners = new Set<() => void>();

  constructor(address: string) {
    this.entries = [{ address, state: null }];
    const entries = this.entries;
    const at = () => this.index;
    const moveTo = (index: number) => (this.index = index);
    this.history = {
      get state() {
        return entries[at()]!.state;
      },
      pushState(state: unknown, _unused: string, url?: string | URL | null) {
        entries.splice(at() + 1);
        entries.push({ address: String(url), state });
        moveTo(entries.length - 1);
      },
      replaceState(state: unknown, _unused: string, url?: string | URL | null) {
        entries[at()] = { address: url == null ? entries[at()]!.address : String(url), state };
      },
    };
  }

  get address(): string {
    return this.entries[this.index]!.address;
  }

  get location() {
    const url = new URL(this.address, 'https://shop.test');
    return { pathname: url.pathname, search: url.search };
  }

  addEventListener(_type: 'popstate', listener: () => void) {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'popstate', listener: () => void) {
    this.listeners.delete(listener);
  }

  back() {
    this.go(-1);
  }

  forward() {
    this.go(1);
  }

  private go(delta: number) {
    this.index = Math.min(this.entries.length - 1, Math.max(0, this.index + delta));
    for (const listener of this.listeners) listener();
  }
}
