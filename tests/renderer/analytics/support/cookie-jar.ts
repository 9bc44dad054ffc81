import type { CookieJar } from '../../../../renderer/analytics/browser-id.ts';

/** document.cookie's behaviour for the cookies written here: each write sets one, Max-Age=0 removes it. */
export class FakeCookieJar implements CookieJar {
  readonly written: string[] = [];
  #pairs = new Map<string, string>();
  get cookie() {
    return [...this.#pairs].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(text: string) {
    this.written.push(text);
    const [name, value] = text.split(';')[0]!.split('=') as [string, string];
    if (/Max-Age=0\b/.test(text)) this.#pairs.delete(name);
    else this.#pairs.set(name, value);
  }
}
