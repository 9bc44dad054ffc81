// Every Location the site builds passes through here, so no input can turn a redirect into a jump to another
// site: '//evil.com', '/\evil.com', control characters or anything a browser would resolve off-site becomes '/'.
const PROBE_ORIGIN = 'https://site.invalid';

export function sameSitePath(target: string): string {
  // Exactly one leading '/', then not '/' or '\' (browsers read '/\host' and '//host' as another origin).
  if (!/^\/(?![/\\])/.test(target)) return '/';
  // Browsers read a backslash in the path as '/'; whitespace and control characters are never written by the site.
  if (target.split(/[?#]/, 1)[0]!.includes('\\')) return '/';
  if (/[\s\u0000-\u001f\u007f]/.test(target)) return '/';
  let resolved: URL;
  try {
    resolved = new URL(target, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  return resolved.origin === PROBE_ORIGIN ? target : '/';
}
