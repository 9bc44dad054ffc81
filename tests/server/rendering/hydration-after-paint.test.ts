// The page's scripts wait for the first paint: the HTML carries no preload a browser would fetch at once, and the
// bootstrap asks for the same files, then the page's entry, once the page has been painted.
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, PAINT_WAIT_LIMIT_MS, withScriptsAfterFirstPaint } from '../../../server/rendering/hydration-after-paint.ts';
import { captureLogs } from '../logging/captured-logs.ts';

// Vike's output for an HTML-only page as rendered (the site's own block preloads in <head>, the page's entry
// script and Vike's preloads at the end, /buy's page context before them).
const ENTRY = '/assets/entries/pages_content.js';
const ENTRY_SCRIPT = `<script src="${ENTRY}" type="module" async></script>`;
const RENDERED = `<!DOCTYPE html><html><head>
<link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/>
<link rel="modulepreload" href="/assets/chunks/faq.js"/>
<link rel="modulepreload" href="/assets/chunks/react.js"/>
</head><body><div id="root"><main>…</main></div>
        <script id="buy-page-context" type="application/json">{"a":1}</script>
        ${ENTRY_SCRIPT}
        <link rel="modulepreload" href="/assets/chunks/loader.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/react.js" as="script" type="text/javascript">
      </body></html>`;

type Timer = { callback: () => void; ms: number };
type Observer = { report: (names: string[]) => void; disconnected: boolean };

/** A stand-in browser for the page's inline bootstrap: it records what the bootstrap preloads, imports and waits for. */
function standInBrowser({ visible = true, paintTiming = true } = {}) {
  const world = {
    appended: [] as string[],
    imported: [] as string[],
    frames: [] as (() => void)[],
    timers: [] as Timer[],
    observers: [] as Observer[],
    onVisibilityChange: null as (() => void) | null,
  };
  class PaintObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: PaintObserver) => void) {
      const entry: Observer = {
        disconnected: false,
        report: (names) => callback({ getEntriesByName: (name) => names.filter((reported) => reported === name) }, this),
      };
      world.observers.push(entry);
      this.disconnect = () => (entry.disconnected = true);
    }
    disconnect: () => void;
    observe() {}
  }
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    createElement: () => ({}),
    head: { append: (link: { href: string; rel: string }) => world.appended.push(`${link.rel} ${link.href}`) },
    addEventListener: (_type: string, listener: () => void) => (world.onVisibilityChange = listener),
  };
  const run = (html: string) => {
    const bootstrap = html.match(new RegExp(`<script type="module" async ${AFTER_PAINT_ATTRIBUTE}>([\\s\\S]*?)</script>`))![1]!;
    new Function('document', 'globalThis', 'requestAnimationFrame', 'setTimeout', 'importModule', bootstrap.replaceAll('import(', 'importModule('))(
      document,
      { PerformanceObserver: PaintObserver },
      (callback: () => void) => world.frames.push(callback),
      (callback: () => void, ms = 0) => world.timers.push({ callback, ms }),
      (url: string) => world.imported.push(url),
    );
  };
  /** Runs the timers due at once (0 ms), as the event loop would after the current task. */
  const runZeroTimers = () => world.timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.callback());
  return { world, run, runZeroTimers };
}

const ENTRIES = [ENTRY];

describe('scripts after the first paint', () => {
  const html = withScriptsAfterFirstPaint(RENDERED);

  it('leaves no module preload in the markup, and everything else as it was', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/>');
    expect(html).toContain('<script id="buy-page-context" type="application/json">{"a":1}</script>');
    expect(html).not.toMatch(/<script[^>]+\bsrc=/);
  });

  it('preloads each file once and imports the entries once the first contentful paint is reported', () => {
    const { world, run, runZeroTimers } = standInBrowser();
    run(html);
    expect(world.imported).toEqual([]);
    world.observers[0]!.report(['first-paint']); // a paint with nothing in it yet
    runZeroTimers();
    expect(world.imported).toEqual([]);
    world.observers[0]!.report(['first-contentful-paint']);
    expect(world.imported).toEqual([]); // in the task after the paint, not during it
    runZeroTimers();
    expect(world.observers[0]!.disconnected).toBe(true);
    expect(world.appended).toEqual(['/assets/chunks/faq.js', '/assets/chunks/react.js', '/assets/chunks/loader.js'].map((href) => `modulepreload ${href}`));
    expect(world.imported).toEqual(ENTRIES);
  });

  it('starts once only, whichever comes first: the paint, the tab being hidden, or the time limit', () => {
    const { world, run, runZeroTimers } = standInBrowser();
    run(html);
    world.timers.find((timer) => timer.ms === PAINT_WAIT_LIMIT_MS)!.callback();
    expect(world.imported).toEqual(ENTRIES);
    world.onVisibilityChange!();
    world.observers[0]!.report(['first-contentful-paint']);
    runZeroTimers();
    expect(world.imported).toEqual(ENTRIES);
  });

  it('starts at once in a tab that is not shown, which never paints', () => {
    const { world, run } = standInBrowser({ visible: false });
    run(html);
    expect(world.imported).toEqual(ENTRIES);
  });

  it('waits one frame where the browser cannot report its paints', () => {
    const { world, run, runZeroTimers } = standInBrowser({ paintTiming: false });
    run(html);
    expect(world.imported).toEqual([]);
    world.frames[0]!();
    runZeroTimers();
    expect(world.imported).toEqual(ENTRIES);
  });

  it('serves an entry script of a shape it does not know as Vike wrote it, and says so in the log once while it repeats', () => {
    const unknownShapes = [
      `<script type="module" src="${ENTRY}" defer></script>`, // attributes in another order
      `<script type="module" async>\nimport("${ENTRY}");\n</script>`, // an inline bootstrap, as for Vike's client router
    ];
    const captured = captureLogs('error');
    try {
      for (const script of unknownShapes) {
        const changed = RENDERED.replace(ENTRY_SCRIPT, script);
        expect(withScriptsAfterFirstPaint(changed)).toBe(changed);
      }
      // The browser test of the built pages (tests/browser/scripts-after-paint.test.ts) fails on it too.
      expect(captured.lines.map((line) => line.event)).toEqual(['rendering.bootstrap_unrecognised']);
    } finally {
      captured.release();
    }
  });

  it("leaves a document without Vike's bootstrap (an error page of the server's own) untouched", () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"></head><body></body></html>';
    expect(withScriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
