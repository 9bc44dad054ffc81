// Reading one cookie out of a Cookie header or `document.cookie` ('a=1; b=2'), the same way in the browser and on
// the server. Values are returned as written: each caller checks its own cookie's shape.

/** The value of the cookie named `name`, or undefined when the cookies hold none. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1);
  }
  return undefined;
}
