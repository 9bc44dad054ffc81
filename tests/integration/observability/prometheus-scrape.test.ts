// Debian's Prometheus scrapes two built instances sharing one PostgreSQL (with METRICS_TOKEN, on their public
// ports), with the alert rules loaded, while the test drives pages, forms and a CMS outage; it then reads what an
// operator would through Prometheus's HTTP API: request counters per instance, the outbox backlog rising during
// the outage and falling after, content age growing while the CMS is away and starting over once it is back.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/site-process.ts';
import { eventually, REVALIDATE_SECRET, startInstances, type Instances } from '../instances/support/instances.ts';

const TOKEN = 'prometheus-scrape-test-token-0123456789';
// startBuiltSite passes the test process's environment on: both instances ask for this token on /metrics.
process.env.METRICS_TOKEN = TOKEN;

type Sample = { instance: string; value: number };

let instances: Instances;
let prometheus: ChildProcess;
let prometheusUrl: string;
let prometheusDir: string;
/** Each site's base URL → its `instance` label in Prometheus. */
const labelOf = (baseUrl: string) => new URL(baseUrl).host;

beforeAll(async () => {
  instances = await startInstances({ count: 2 });
  prometheusDir = mkdtempSync(join(tmpdir(), 'prometheus-'));
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  const targets = instances.sites.map((site) => `'${labelOf(site.baseUrl)}'`).join(', ');
  writeFileSync(
    join(prometheusDir, 'prometheus.yml'),
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      `rule_files: ['${resolve('deploy/prometheus/alerts.yml')}']`,
      'scrape_configs:',
      '  - job_name: site',
      '    scrape_timeout: 900ms',
      `    authorization: { credentials: '${TOKEN}' }`,
      `    static_configs: [{ targets: [${targets}] }]`,
    ].join('\n'),
  );
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${join(prometheusDir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(prometheusDir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await eventually(async () => ((await fetch(`${prometheusUrl}/-/ready`).catch(() => null))?.ok ? true : undefined), 30_000, "Prometheus's readiness", 200);
}, 180_000);

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    prometheus.kill('SIGTERM');
    await new Promise((done) => prometheus.once('exit', done));
  }
  await instances?.stop();
  if (prometheusDir) rmSync(prometheusDir, { recursive: true, force: true });
});

async function query(promql: string): Promise<Sample[]> {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await response.json()) as { status: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
  expect(body.status).toBe('success');
  return body.data.result.map((result) => ({ instance: result.metric.instance ?? '', value: Number(result.value[1]) }));
}

/** Waits until `promql` has a sample for every instance and each passes `check`; returns them by instance. */
async function untilEveryInstance(promql: string, check: (value: number) => boolean, what: string, timeoutMs = 60_000): Promise<Map<string, number>> {
  return eventually(
    async () => {
      const samples = await query(promql);
      const byInstance = new Map(samples.map((sample) => [sample.instance, sample.value]));
      return instances.sites.every((site) => byInstance.has(labelOf(site.baseUrl)) && check(byInstance.get(labelOf(site.baseUrl))!)) ? byInstance : undefined;
    },
    timeoutMs,
    what,
    250,
  );
}

const subscribe = (baseUrl: string, email: string) =>
  fetch(`${baseUrl}/api/forms/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: instances.varnish.url },
    body: JSON.stringify({ email }),
  });

const webhook = (baseUrl: string) =>
  fetch(`${baseUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Revalidate-Secret': REVALIDATE_SECRET },
    body: JSON.stringify({ event: 'entry.publish', model: 'page', entry: { slug: 'contact' } }),
  });

describe('Prometheus scraping two instances on one PostgreSQL', () => {
  it('keeps /metrics from the public: 404 without the token, and through Varnish even with it', async () => {
    const [site] = instances.sites;
    expect((await fetch(`${site!.baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`${site!.baseUrl}/metrics`, { headers: { Authorization: 'Bearer not-the-token-at-all' } })).status).toBe(404);
    expect((await fetch(`${instances.varnish.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${instances.varnish.url}//metrics?x`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    const own = await fetch(`${site!.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('site_http_requests_total');
  });

  it("counts each instance's pages, and sees the outbox and the content age through a CMS outage", { timeout: 240_000 }, async () => {
    const { sites } = instances;
    for (const site of sites) for (const path of ['/', '/faqs', '/contact', '/faqs', '/']) expect((await fetch(`${site.baseUrl}${path}`)).status).toBe(200);
    const pages = await untilEveryInstance(
      'sum by (instance) (site_http_requests_total{route="page", status_class="2xx"})',
      (value) => value >= 5,
      'five pages counted per instance',
    );
    console.info(`pages counted per instance: ${JSON.stringify(Object.fromEntries(pages))}`);
    await untilEveryInstance('site_content_complete', (value) => value === 1, 'complete content on each instance');
    await untilEveryInstance('site_form_outbox_pending', (value) => value === 0, 'an empty outbox before the outage');

    await instances.cms.stop();
    try {
      for (const [index, site] of [...sites, ...sites, ...sites].entries())
        expect((await subscribe(site.baseUrl, `outage-${index}@example.com`)).status).toBe(200);
      const backlog = await untilEveryInstance('site_form_outbox_pending', (value) => value >= 6, 'the backlog of six forms seen by both instances');
      const oldest = await untilEveryInstance('site_form_outbox_oldest_pending_age_seconds', (value) => value > 0, 'the oldest submission aging');
      // A publish while the CMS is away: both instances try (the notice reaches the other), both fail.
      expect((await webhook(sites[0]!.baseUrl)).status).toBeLessThan(300);
      await untilEveryInstance('site_content_refreshes_total{outcome="failed"}', (value) => value >= 1, 'a failed refresh on each instance');
      await untilEveryInstance('sum by (instance) (site_upstream_requests_total{upstream="cms", outcome="error"})', (value) => value >= 1, 'CMS calls failing');
      const ageDuring = await untilEveryInstance('site_content_age_seconds', (value) => value > 0, 'the content age');
      console.info(
        `during the outage: backlog ${JSON.stringify(Object.fromEntries(backlog))}, oldest ${JSON.stringify(Object.fromEntries(oldest))} s, content age ${JSON.stringify(Object.fromEntries(ageDuring))} s`,
      );
    } finally {
      await instances.restartCms();
    }

    const ageBefore = new Map((await query('site_content_age_seconds')).map((sample) => [sample.instance, sample.value]));
    expect((await webhook(sites[1]!.baseUrl)).status).toBeLessThan(300);
    await untilEveryInstance('site_content_refreshes_total{outcome="ok"}', (value) => value >= 1, 'a good refresh on each instance after the outage');
    const ageAfter = await untilEveryInstance('site_content_age_seconds', (value) => value < 5, 'the content age starting over');
    for (const [instance, age] of ageAfter) expect(age).toBeLessThan(ageBefore.get(instance)!);
    const drained = await untilEveryInstance('site_form_outbox_pending', (value) => value === 0, 'the outbox drained once the CMS is back', 120_000);
    await untilEveryInstance('site_form_outbox_oldest_pending_age_seconds', (value) => value === 0, 'no submission waiting');
    console.info(`after the outage: content age ${JSON.stringify(Object.fromEntries(ageAfter))} s, backlog ${JSON.stringify(Object.fromEntries(drained))}`);
    // The backlog rose and fell in Prometheus's own record, per instance.
    const peak = await query('max_over_time(site_form_outbox_pending[5m])');
    expect(peak.length).toBe(2);
    for (const sample of peak) expect(sample.value).toBeGreaterThanOrEqual(6);
  });

  it('loads the alert rules, and none fires on healthy instances', async () => {
    const response = await fetch(`${prometheusUrl}/api/v1/rules`);
    const body = (await response.json()) as { data: { groups: { rules: { name: string; health: string }[] }[] } };
    const rules = body.data.groups.flatMap((group) => group.rules);
    expect(rules.length).toBeGreaterThanOrEqual(10);
    expect(rules.filter((rule) => rule.health === 'err')).toEqual([]);
    expect(await query('ALERTS{alertstate="firing"}')).toEqual([]);
  });
});
