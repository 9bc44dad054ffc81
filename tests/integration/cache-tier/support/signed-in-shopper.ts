// A shopper's browser, as far as the cache-tier tests need one: its own cookies, redirects followed by hand (so
// each answer's X-Cache can be read), and the demo shop's sign-in walked through as a shopper walks it: the
// e-mail, then the one-time code the page shows, then back to the site.
export type Visit = { status: number; cache: string | null; location: string | null; body: string };

export class ShopperBrowser {
  readonly #cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  async visit(path: string, form?: Record<string, string>): Promise<Visit> {
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(path, this.origin), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.origin } : {}) },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0]!;
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || /max-age=0/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return { status: response.status, cache: response.headers.get('X-Cache'), location: response.headers.get('Location'), body: await response.text() };
  }

  /** Follows redirects from `path` to the page at the end of them. */
  async follow(path: string, form?: Record<string, string>): Promise<Visit & { url: string }> {
    let url = new URL(path, this.origin).href;
    let answer = await this.visit(url, form);
    for (let hops = 0; answer.location && hops < 10; hops += 1) {
      url = new URL(answer.location, url).href;
      answer = await this.visit(url);
    }
    return { ...answer, url };
  }

  /** Signs in from /account as one of the demo shop's test customers; answers the /account page it lands on. */
  async signInAs(email: string): Promise<Visit & { url: string }> {
    const signInPage = await this.follow('/account');
    const signIn = /name="sign_in" value="([^"]+)"/.exec(signInPage.body)?.[1];
    if (!signIn) throw new Error(`/account did not lead to the shop's sign-in (ended at ${signInPage.url})`);
    const formUrl = new URL('sign-in', signInPage.url).href;
    const codePage = await this.visit(formUrl, { sign_in: signIn, action: 'email', email });
    const code = /<strong>(\d{6})<\/strong>/.exec(codePage.body)?.[1];
    if (!code) throw new Error(`The shop's sign-in showed no one-time code for ${email}`);
    return this.follow(formUrl, { sign_in: signIn, action: 'code', code });
  }
}
