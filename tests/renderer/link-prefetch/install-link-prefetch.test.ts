import { describe, expect, it, vi } from 'vitest';
import { installLinkPrefetch } from '../../../renderer/link-prefetch/install-link-prefetch.ts';
import type { ConnectionHints } from '../../../renderer/link-prefetch/prefetch-rules.ts';

function page(connection: ConnectionHints | undefined = { effectiveType: '4g' }) {
  const listeners = new Map<string, (event: { target: unknown }) => void>();
  const prefetch = vi.fn<(path: string) => Promise<void>>(async () => {});
  const hints = { current: connection };
  installLinkPrefetch({
    document: { addEventListener: (type, listener) => listeners.set(type, listener) },
    connection: () => hints.current,
    currentUrl: () => 'https://shop.test/',
    prefetch,
  });
  const linkTo = (href: string) => ({ closest: () => ({ getAttribute: (name: string) => (name === 'href' ? href : null), hasAttribute: () => false }) });
  const intent = (type: string, href: string) => listeners.get(type)!({ target: linkTo(href) });
  return { prefetch, intent, hints, listeners };
}

describe('link prefetching in the browser', () => {
  it("fetches a link's page ahead when the shopper points at, touches or tabs to it, once per address", () => {
    const { prefetch, intent, listeners } = page();
    expect([...listeners.keys()]).toEqual(['mouseover', 'touchstart', 'focusin']);
    intent('mouseover', '/buy');
    intent('focusin', '/buy');
    intent('touchstart', '/faqs');
    expect(prefetch.mock.calls).toEqual([['/buy'], ['/faqs']]);
  });

  it('fetches nothing while the connection saves data or is 2G, and goes ahead once it no longer is', () => {
    const { prefetch, intent, hints } = page({ saveData: true });
    intent('mouseover', '/buy');
    hints.current = { effectiveType: '2g' };
    intent('mouseover', '/buy');
    expect(prefetch).not.toHaveBeenCalled();
    hints.current = { effectiveType: '4g' };
    intent('mouseover', '/buy');
    expect(prefetch).toHaveBeenCalledWith('/buy');
  });

  it('ignores pointing at anything but a link', () => {
    const { prefetch, listeners } = page();
    listeners.get('mouseover')!({ target: { closest: () => null } });
    listeners.get('mouseover')!({ target: null });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('tries again after a failed prefetch', async () => {
    const { prefetch, intent } = page();
    prefetch.mockRejectedValueOnce(new Error('offline'));
    intent('mouseover', '/blog');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    intent('mouseover', '/blog');
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});
