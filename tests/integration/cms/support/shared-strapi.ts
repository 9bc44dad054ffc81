// The run's one seeded Strapi (admin panel served, scheduler looking every second, draft preview on), for the
// test files that need Strapi in its ordinary state. Each such file keeps to its own data: its own entries
// (named with a stamp) and its own admin users (its own e-mail addresses), so the files pass in any order.
// Its webhook and its screens ask the site at `siteUrl`: a file that needs the site starts it on `sitePort`
// (files run one at a time) and stops it again. Run alone without the project's global setup, a file starts
// its own instance the same way and stops it after.
import { request } from 'node:http';
import { inject } from 'vitest';
import { startSharedStrapi, type SharedStrapiInfo } from './shared-strapi-start.ts';

export type SharedStrapi = SharedStrapiInfo & {
  /** Lets go of the instance: stops it only when this file started its own. */
  release: () => Promise<void>;
};

function askControl(control: string): Promise<SharedStrapiInfo> {
  // node:http rather than fetch: the first request waits as long as Strapi takes to start, past fetch's own timeouts.
  return new Promise((resolve, reject) => {
    request(control, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve(JSON.parse(body) as SharedStrapiInfo) : reject(new Error(`The shared Strapi did not start:\n${body}`))));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export async function sharedStrapi(): Promise<SharedStrapi> {
  const control = inject('sharedStrapiControl');
  if (control) return { ...(await askControl(control)), release: async () => undefined };
  const own = await startSharedStrapi();
  return { ...own.info, release: own.stop };
}
