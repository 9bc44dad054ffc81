// The page's scripts wait for the first paint: the HTML carries no preload a browser would fetch at once, and the
// bootstrap asks for the same files, then Vike's entries, once the page has been painted.
import { describe, expect, it } from 'vitest';
import { withScriptsAfterFirstPaint } from '../../server/hydration-after-paint.ts';

// Vike's output as rendered (the site's own block preloads in <head>, Vike's bootstrap and preloads at the end).
const RENDERED = `<!DOCTYPE html><html><head>
<link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/>
<link rel="modulepreload" href="/assets/chunks/faq.js"/>
<link rel="modulepreload" href="/assets/chunks/react.js"/>
</head><body><div id="root"><main>…</main></div>
        <script id="vike_pageContext" type="application/json">{"a":1}</script>
        <script type="module" async>
import("/assets/entries/renderer_client.js");
import("/assets/entries/entry-client-routing.js");
</script>
        <link rel="modulepreload" href="/assets/entries/pages_content.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/react.js" as="script" type="text/javascript">
      </body></html>`;

type BootstrapWorld = { visible: boolean; frame?: (callback: () => void) => void; task?: (callback: () => void) => void };

/** Runs the page's inline bootstrap against a stand-in browser; returns what it preloaded and imported. */
function runBootstrap(html: string, world: BootstrapWorld): { appended: string[]; imported: string[] } {
  const bootstrap = html.match(/<script type="module" async>([\s\S]*?)<\/script>/)![1]!;
  const appended: string[] = [];
  const imported: string[] = [];
  const run = new Function('document', 'performance', 'requestAnimationFrame', 'setTimeout', 'importModule', bootstrap.replaceAll('import(', 'importModule('));
  run(
    { visibilityState: world.visible ? 'visible' : 'hidden', createElement: () => ({}), head: { append: (link: { href: string; rel: string }) => appended.push(`${link.rel} ${link.href}`) } },
    { getEntriesByType: () => [] },
    world.frame ?? (() => undefined),
    world.task ?? (() => undefined),
    (url: string) => imported.push(url),
  );
  return { appended, imported };
}

describe('scripts after the first paint', () => {
  const html = withScriptsAfterFirstPaint(RENDERED);

  it('leaves no module preload in the markup, and everything else as it was', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/>');
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{"a":1}</script>');
  });

  it('preloads each file once and imports the entries after the first paint, in one inline module', () => {
    let frame: (() => void) | null = null;
    let task: (() => void) | null = null;
    const { appended, imported } = runBootstrap(html, { visible: true, frame: (callback) => (frame = callback), task: (callback) => (task = callback) });
    expect(imported).toEqual([]);
    frame!();
    expect(imported).toEqual([]); // still before the paint that follows the frame
    task!();
    expect(appended).toEqual(['/assets/chunks/faq.js', '/assets/chunks/react.js', '/assets/entries/pages_content.js'].map((href) => `modulepreload ${href}`));
    expect(imported).toEqual(['/assets/entries/renderer_client.js', '/assets/entries/entry-client-routing.js']);
  });

  it('starts at once in a tab that is not shown, which never paints', () => {
    expect(runBootstrap(html, { visible: false }).imported).toHaveLength(2);
  });

  it('leaves a document without Vike\'s bootstrap (an error page of the server\'s own) untouched', () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"></head><body></body></html>';
    expect(withScriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
