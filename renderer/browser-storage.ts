// The browser's storage, or null where the browser's privacy settings block it (reading the property throws):
// whatever uses it then works without remembering.
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
