// How the browser asks the site's own API (the cart and the forms), kept apart from either client so a page
// that only sends a form does not carry the cart's client.
/** Spec §7: the Accept header of every request the browser makes to the site's API. */
export const SITE_API_ACCEPT = 'application/json, text/plain, */*';
