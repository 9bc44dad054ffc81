// GET /admin/site/funnel?from=YYYY-MM-DD&to=YYYY-MM-DD&by=day|week[&format=csv]: the site's buy-flow funnel for a
// signed-in editor. The CMS holds the site's ANALYTICS_READ_TOKEN and asks on the editor's behalf, so the token never
// reaches a browser; the site's own refusal of a query (400) is passed on with its reason.

const TIMEOUT_MS = 15_000;
const PASSED_ON = ['from', 'to', 'by', 'format'] as const;

type Context = {
  query: Record<string, unknown>;
  status: number;
  body: unknown;
  type: string;
  set(name: string, value: string): void;
};

const fail = (ctx: Context, status: number, message: string) => {
  ctx.status = status;
  ctx.body = { error: { message } };
};

export function funnelHandler(env: Record<string, string | undefined> = process.env) {
  return async (ctx: Context) => {
    const siteUrl = env.SITE_URL;
    const token = env.ANALYTICS_READ_TOKEN;
    if (!siteUrl || !token) return fail(ctx, 503, 'The funnel needs SITE_URL and ANALYTICS_READ_TOKEN in the CMS environment (the same token as the site’s).');
    const query = new URLSearchParams(PASSED_ON.flatMap((name): [string, string][] => (typeof ctx.query[name] === 'string' ? [[name, ctx.query[name] as string]] : [])));
    let response: Response;
    try {
      response = await fetch(`${siteUrl.replace(/\/+$/, '')}/api/analytics/funnel?${query}`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return fail(ctx, 502, `The site did not answer for the funnel: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 400) return fail(ctx, 400, ((await response.json()) as { error: { message: string } }).error.message);
    if (!response.ok) return fail(ctx, 502, `The site answered ${response.status} for the funnel.`);
    ctx.set('Cache-Control', 'no-store');
    if (query.get('format') === 'csv') {
      ctx.set('Content-Disposition', response.headers.get('Content-Disposition') ?? 'attachment; filename="funnel.csv"');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = await response.text();
      return;
    }
    ctx.body = { data: await response.json() };
  };
}
