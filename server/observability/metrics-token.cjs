// Who may read the metrics, in plain CommonJS so the metrics thread (metrics-listener.cjs) can load it without a
// TypeScript loader. A token is compared as digests of equal length, so the comparison takes the same time
// whatever was sent.
const { createHash, timingSafeEqual } = require('node:crypto');

const digest = (text) => createHash('sha256').update(text).digest();

/** Whether the request may read the metrics: no token configured, or the right one as `Authorization: Bearer …`. */
function carriesToken(authorization, token) {
  if (token === null) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization || '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

exports.carriesToken = carriesToken;
