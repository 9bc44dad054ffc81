// Every Location the site builds passes through here, so no input can turn a redirect into a jump to another
// site: '//evil.com', '/\evil.com', control characters (raw or percent-encoded: '/%09/evil.com' is one decode away
// from '/<TAB>/evil.com', which browsers read as '//evil.com') or anything a browser would resolve off-site becomes '/'.
const PROBE_ORIGIN = 'https://site.invalid';

/** Whether `target` is a path on this site that every browser and proxy would keep on this site. */
export function isSameSitePath(target: string): boolean {
  // Exactly one leading '/', then not '/' or '\' (browsers read '/\host' and '//host' as another origin), nor
  // either of them encoded (a proxy that decodes once makes '/%2F' into '//').
  if (!/^\/(?![/\\]|%2f|%5c)/i.test(target)) return false;
  // Browsers read a backslash in the path as '/'; whitespace and control characters are never written by the site.
  if (target.split(/[?#]/, 1)[0]!.includes('\\')) return false;
  if (/[\s\u0000-\u001f\u007f-\u009f]/.test(target)) return false;
  if (/%(?:[01][0-9a-f]|7f|20)/i.test(target)) return false;
  try {
    return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export function sameSitePath(target: string): string {
  return isSameSitePath(target) ? target : '/';
}
