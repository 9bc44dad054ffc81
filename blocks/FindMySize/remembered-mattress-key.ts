// Where the finder keeps the visit's measurements (remembered-mattress.ts), apart from the code that reads them:
// every content page's first script asks only whether the key is there (renderer/islands/visit-memory.ts).
export const REMEMBERED_MATTRESS_KEY = 'find-my-size';
/**
 * A cookie readable by scripts that says only "this browser signed in" (no name, no token; the session itself is
 * HttpOnly): the finder then hydrates at once, to ask for the measurements saved on the customer.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
