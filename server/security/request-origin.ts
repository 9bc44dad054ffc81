// The origin a request was sent to, as the browser saw it: the protocol and Host the site is served on, or,
// behind TRUSTED_PROXY_HOPS trusted proxies, the X-Forwarded-Proto and X-Forwarded-Host the first of them wrote.
import type { Context } from 'hono';

/** The entry the outermost trusted proxy wrote (counted from the right, as for X-Forwarded-For); a proxy that overwrites leaves one. */
function forwardedEntry(header: string | undefined, trustedProxyHops: number): string | null {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustedProxyHops)] ?? null;
}

export function requestOrigin(c: Context, trustedProxyHops: number): string | null {
  const served = new URL(c.req.url);
  let protocol = served.protocol;
  let host = c.req.header('Host') ?? served.host;
  if (trustedProxyHops > 0) {
    const forwardedProto = forwardedEntry(c.req.header('X-Forwarded-Proto'), trustedProxyHops);
    const forwardedHost = forwardedEntry(c.req.header('X-Forwarded-Host'), trustedProxyHops);
    if (forwardedProto === 'http' || forwardedProto === 'https') protocol = `${forwardedProto}:`;
    if (forwardedHost) host = forwardedHost;
  }
  let origin: URL;
  try {
    origin = new URL(`${protocol}//${host}`);
  } catch {
    return null;
  }
  // A host header is a host and an optional port, nothing that would parse into credentials or a path.
  if (origin.username || origin.password || origin.pathname !== '/' || origin.search || origin.hash) return null;
  return origin.origin;
}
