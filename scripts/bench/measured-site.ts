// The built site a benchmark measures: one it starts for itself, or one already running that `--site URL` names,
// so `npm run bench -- --quick` can start the site once and hand it to each benchmark that needs nothing else of it.
import { startBuiltSite } from '../site-process.ts';

/** stop() ends the site only when the benchmark started it. */
export type MeasuredSite = { baseUrl: string; stop: () => Promise<void> };

export class SiteNotAnsweringError extends Error {}

/** `url`: the `--site` flag; without it, the built site is started on a free port. */
export async function siteToMeasure(url: string | undefined): Promise<MeasuredSite> {
  if (url === undefined) {
    const site = await startBuiltSite();
    return { baseUrl: site.baseUrl, stop: async () => void (await site.stop()) };
  }
  const baseUrl = new URL(url).origin;
  const answered = await fetch(`${baseUrl}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  if (!answered) throw new SiteNotAnsweringError(`--site ${url}: no site answers /healthz there; start it (npm run serve) or leave --site out.`);
  return { baseUrl, stop: async () => {} };
}
