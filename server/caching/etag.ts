// Strong entity tags for rendered pages, and the If-None-Match check (RFC 9110 §13.1.2: weak comparison).
import { createHash } from 'node:crypto';

export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => opaqueTag(tag) === wanted);
}
