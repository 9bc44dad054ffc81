// The page's scripts start only once the browser has painted the server's HTML: the stylesheet, the fonts and the
// image that opens the page are what the shopper sees first, and the scripts (which only make it respond) must
// not compete with them for the connection or the main thread before that. Every page is HTML-only in Vike's
// terms (no client router: content pages hydrate islands, /buy hydrates itself), so Vike writes one module script
// for the page's +client entry and its <link rel="modulepreload"> tags, with no setting for when they load. The
// rendered HTML is rewritten here: the preloads (Vike's and the site's own, renderer/+Head.tsx) are taken out of
// the markup and added, with the entry's import, by a bootstrap once the browser reports its first contentful
// paint (a frame later where it cannot report it). In a tab that is not shown (it never paints) they start at
// once. Should Vike's output change shape, the page is served as Vike wrote it (the shopper still gets every
// script) and the rewrite says so: an error line, and the browser test of the built pages fails
// (tests/browser/scripts-after-paint.test.ts).
import { RepeatedLog } from '../logging/repeated-log.ts';

/** The page's one entry, which Vike writes as a plain module script for an HTML-only page. */
const VIKE_ENTRY = /<script src="([^"]+)" type="module" async><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>\n?/g;

/** Any module script that imports something or has a source: Vike's entry script, whatever shape it takes next. */
const ANY_INLINE_IMPORTER = /<script type="module"[^>]*>[^<]*\bimport\(|<script\b[^>]*\bsrc=/;
/** Marks the bootstrap written here, so tests of the served HTML can tell it from Vike's. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
const unrecognised = new RepeatedLog();

/** Should the page never report its first contentful paint, the scripts start after this long all the same. */
export const PAINT_WAIT_LIMIT_MS = 3000;

function bootstrapAfterPaint(entry: string, preloads: readonly string[]): string {
  return `<script type="module" async ${AFTER_PAINT_ATTRIBUTE}>
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  import(${JSON.stringify(entry)});
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

/** The HTML with its scripts loading after the first paint; HTML without Vike's entry script is returned as it is. */
export function withScriptsAfterFirstPaint(html: string): string {
  const entry = html.match(VIKE_ENTRY)?.[1];
  if (!entry) {
    if (ANY_INLINE_IMPORTER.test(html))
      unrecognised.error('rendering.bootstrap_unrecognised', { reason: "Vike's entry script changed shape: scripts load as Vike wrote them" });
    return html;
  }
  const preloads = new Set<string>();
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.add(href);
    return '';
  });
  return withoutPreloads.replace(VIKE_ENTRY, () => bootstrapAfterPaint(entry, [...preloads]));
}
