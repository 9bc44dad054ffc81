// The page Content-Security-Policy, the one owner of its text. Scripts run only from this origin or, inline,
// when their exact text is allowed by its hash ('sha256-…'), never any other inline script. Hashes rather than a
// per-request nonce: a page a shared cache keeps must be the same bytes for every visitor, and a hash names what
// the page itself holds. Data blocks (`application/json`, `application/ld+json`) are never executed and need
// none. Inline style attributes stay allowed because blocks set CMS colours with `style`; that cannot run script.
import { createHash } from 'node:crypto';
import { FRAME_ANCESTORS_NONE } from './framing.ts';

export type CspOptions = {
  /** Other origins images may come from (the CMS media base when MEDIA_URL is another host, the shop's CDN). */
  imageOrigins: readonly string[];
  /** Other origins the page's script may send to (the shop's domain, which Shopify's analytics are posted to). */
  connectOrigins?: readonly string[];
  /** Vite's dev server talks to the page over a websocket. */
  development: boolean;
  /** Over https in production every sub-resource must be https too. */
  upgradeInsecureRequests: boolean;
  /** Sources of frame-ancestors (server/security/framing.ts); 'none' unless the response is a draft preview. */
  frameAncestors?: string;
};

/** The policy of an HTML page as a function of the page itself: the directives are fixed, the page adds its scripts' hashes. */
export type PagePolicy = (html: string) => string;

// An inline <script> without src; its type decides whether a browser would run it.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser executes under script-src (https://html.spec.whatwg.org/#prepare-the-script-element): classic
// JavaScript (no type or a JavaScript MIME type), modules and import maps; anything else is a data block.
const EXECUTED_TYPES = /^(?:|module|importmap|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/;

/** The CSP source of every inline script a browser would execute, in page order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTED_TYPES.test(typeValue)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const SCRIPTS_SLOT = '\u0000scripts\u0000';

/** The policy for these options as a function of the page: the text is built once, each page adds its hashes. */
export function pagePolicyFor(options: CspOptions): PagePolicy {
  const [before, after] = policyText(options).split(SCRIPTS_SLOT) as [string, string];
  return (html) => {
    const hashes = inlineScriptHashes(html);
    return `${before}${hashes.length > 0 ? ` ${hashes.join(' ')}` : ''}${after}`;
  };
}

function policyText({ imageOrigins, connectOrigins = [], development, upgradeInsecureRequests, frameAncestors = FRAME_ANCESTORS_NONE }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [`script-src 'self'${SCRIPTS_SLOT}`],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...imageOrigins],
    ['media-src', "'self'", ...imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins, ...(development ? ['ws:', 'wss:'] : [])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors],
  ];
  if (upgradeInsecureRequests) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Where a store on Shopify serves its product pictures from (the Storefront API's Image.url). */
export const SHOPIFY_IMAGE_CDN = 'https://cdn.shopify.com';

/**
 * The origins the configured shop's pictures come from: Shopify's CDN for a store on Shopify, and for a store at an
 * address of its own (the standalone demo shop, whose image URLs start with its own https origin) that origin too.
 * The embedded demo shop is this site, already 'self'.
 */
export function shopImageOrigins(shop: { kind: 'remote' | 'demo'; endpoint: string }): string[] {
  if (shop.kind === 'demo') return [];
  const store = new URL(shop.endpoint);
  return store.hostname.endsWith('.myshopify.com') ? [SHOPIFY_IMAGE_CDN] : [SHOPIFY_IMAGE_CDN, store.origin];
}

/** The origins of absolute media URLs that are not this site ('/demo/cms/uploads' is same-site: none). */
export function foreignOrigins(urls: readonly string[], siteUrl: string): string[] {
  const site = new URL(siteUrl).origin;
  const origins = urls.map((url) => new URL(url, site).origin).filter((origin) => origin !== site);
  return [...new Set(origins)];
}
