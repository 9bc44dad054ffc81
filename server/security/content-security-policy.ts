// The page Content-Security-Policy. Scripts run only from this origin or with the response's nonce (Vike
// puts it on every script tag it injects), never inline without it. Inline style attributes stay allowed
// because blocks set CMS colours with `style` (nonces cannot cover attributes); that cannot run script.
import { FRAME_ANCESTORS_NONE } from './framing.ts';
import { randomToken } from './random-tokens.ts';

const NONCE_BYTES = 16;
/** Characters of every nonce (base64url of NONCE_BYTES, unpadded); cached pages rely on one length. */
export const CSP_NONCE_LENGTH = Math.ceil((NONCE_BYTES * 4) / 3);

export type CspOptions = {
  nonce: string;
  /** Other origins images may come from (the CMS media base when MEDIA_URL is another host, the shop's CDN). */
  imageOrigins: readonly string[];
  /** Vite's dev server talks to the page over a websocket. */
  development: boolean;
  /** Over https in production every sub-resource must be https too. */
  upgradeInsecureRequests: boolean;
  /** Sources of frame-ancestors (server/security/framing.ts); 'none' unless the response is a draft preview. */
  frameAncestors?: string;
};

/** 128 random bits, base64url: unguessable, and safe inside an HTML attribute and a header. */
export function newCspNonce(): string {
  return randomToken(NONCE_BYTES);
}

export function contentSecurityPolicy({ nonce, ...options }: CspOptions): string {
  return contentSecurityPolicyFor(options)(nonce);
}

const NONCE_SLOT = '\u0000nonce\u0000';

/** The policy for these options as a function of the nonce: the text is built once, each response adds its nonce. */
export function contentSecurityPolicyFor(options: Omit<CspOptions, 'nonce'>): (nonce: string) => string {
  const [before, after] = policyText({ ...options, nonce: NONCE_SLOT }).split(NONCE_SLOT) as [string, string];
  return (nonce) => `${before}${nonce}${after}`;
}

function policyText({ nonce, imageOrigins, development, upgradeInsecureRequests, frameAncestors = FRAME_ANCESTORS_NONE }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...imageOrigins],
    ['media-src', "'self'", ...imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(development ? ['ws:', 'wss:'] : [])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors],
  ];
  if (upgradeInsecureRequests) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The origins of absolute media URLs that are not this site ('/demo/cms/uploads' is same-site: none). */
export function foreignOrigins(urls: readonly string[], siteUrl: string): string[] {
  const site = new URL(siteUrl).origin;
  const origins = urls.map((url) => new URL(url, site).origin).filter((origin) => origin !== site);
  return [...new Set(origins)];
}
