// The page's scripts start only once the browser has painted the server's HTML: the stylesheet, the fonts and the
// image that opens the page are what the shopper sees first, and the scripts (which only make it respond) must
// not compete with them for the connection or the main thread before that. Vike writes its bootstrap (an inline
// module importing its entries) and its <link rel="modulepreload"> tags itself, with no setting for when they
// load, so the rendered HTML is rewritten here: the preloads (Vike's and the site's own, renderer/+Head.tsx) are
// taken out of the markup and added, with the imports, by the bootstrap once the browser reports its first
// contentful paint (a frame later where it cannot report it). In a tab that is not shown (it never paints) they
// start at once. Should Vike's output change shape, the page is served as Vike wrote it (the shopper still gets
// every script) and the rewrite says so: an error line, and the browser test of the built pages fails
// (tests/browser/scripts-after-paint.test.ts).
import { RepeatedLog } from '../logging/repeated-log.ts';

const VIKE_BOOTSTRAP = /<script type="module" async>\s*((?:import\("[^"]+"\);\s*)+)<\/script>/;
/** An HTML-only page (content pages: islands, pages/content/+config.ts) has one entry, which Vike writes as a plain module script. */
const VIKE_SINGLE_ENTRY = /<script src="([^"]+)" type="module" async><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>\n?/g;

/** Any module script that imports something or has a source: Vike's bootstrap, whatever shape it takes next. */
const ANY_INLINE_IMPORTER = /<script type="module"[^>]*>[^<]*\bimport\(|<script\b[^>]*\bsrc=/;
/** Marks the bootstrap written here, so tests of the served HTML can tell it from Vike's. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
const unrecognised = new RepeatedLog();

/** Should the page never report its first contentful paint, the scripts start after this long all the same. */
export const PAINT_WAIT_LIMIT_MS = 3000;

function bootstrapAfterPaint(imports: string, preloads: readonly string[]): string {
  return `<script type="module" async ${AFTER_PAINT_ATTRIBUTE}>
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  ${imports.trim().replaceAll('\n', '\n  ')}
};
const painted = (list) => list.getEntriesByName("first-contentful-paint").length > 0;
const PaintObserver = globalThis.PerformanceObserver;
if (document.visibilityState === "hidden") start();
else if (PaintObserver?.supportedEntryTypes?.includes("paint")) {
  new PaintObserver((list, observer) => painted(list) && (observer.disconnect(), setTimeout(start, 0))).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start, { once: true });
  setTimeout(start, ${PAINT_WAIT_LIMIT_MS});
} else requestAnimationFrame(() => setTimeout(start, 0));
</script>`;
}

/** Vike's script tag that starts the page, and the imports it makes: the client-routed bootstrap or the single entry. */
function vikeStart(html: string): { tag: RegExp; imports: string } | null {
  const bootstrap = html.match(VIKE_BOOTSTRAP);
  if (bootstrap) return { tag: VIKE_BOOTSTRAP, imports: bootstrap[1]! };
  const entry = html.match(VIKE_SINGLE_ENTRY);
  if (entry) return { tag: VIKE_SINGLE_ENTRY, imports: `import(${JSON.stringify(entry[1])});` };
  return null;
}

/** The HTML with its scripts loading after the first paint; HTML without Vike's bootstrap is returned as it is. */
export function withScriptsAfterFirstPaint(html: string): string {
  const start = vikeStart(html);
  if (!start) {
    if (ANY_INLINE_IMPORTER.test(html))
      unrecognised.error('rendering.bootstrap_unrecognised', { reason: "Vike's bootstrap changed shape: scripts load as Vike wrote them" });
    return html;
  }
  const preloads = new Set<string>();
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.add(href);
    return '';
  });
  return withoutPreloads.replace(start.tag, () => bootstrapAfterPaint(start.imports, [...preloads]));
}
