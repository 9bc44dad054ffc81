// The site's own cookies as the browser and the server read and write them: one out of a Cookie header or
// `document.cookie` ('a=1; b=2'), and the text that sets or removes one (site-wide, SameSite=Lax, Secure over
// https). Values are returned as written: each caller checks its own cookie's shape.

/** The value of the cookie named `name`, or undefined when the cookies hold none. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1);
  }
  return undefined;
}

/** The text (document.cookie or Set-Cookie) that keeps a cookie for `maxAgeS` seconds, or for the visit without one. */
export const cookieText = (name: string, value: string, { maxAgeS, secure }: { maxAgeS?: number; secure: boolean }): string =>
  `${name}=${value}; Path=/${maxAgeS === undefined ? '' : `; Max-Age=${maxAgeS}`}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The text that removes it. */
export const cookieRemoval = (name: string): string => `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
