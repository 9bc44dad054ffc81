// Replays the recorded CMS responses (tests/fixtures/cms, recorded by scripts/record-cms-fixtures.ts) with nock.
import nock from 'nock';
import { readFileSync } from 'node:fs';
import { CONTENT_RESOURCES, type ContentResource } from '../../../clients/cms/content-resources.ts';

export const CMS_ORIGIN = 'http://cms.test';

export type Recording = { path: string; body: unknown };

export function recording(resource: ContentResource): Recording {
  return JSON.parse(readFileSync(new URL(`../../fixtures/cms/${resource}.json`, import.meta.url), 'utf8')) as Recording;
}

type Override = (interceptor: nock.Interceptor, recorded: Recording) => nock.Scope;

/** Intercepts one round of the nine resource calls; `overrides` replace the answer of chosen resources. */
export function replayCms(overrides: Partial<Record<ContentResource, Override>> = {}): nock.Scope {
  const scope = nock(CMS_ORIGIN);
  for (const resource of CONTENT_RESOURCES) {
    const recorded = recording(resource);
    const interceptor = scope.get(recorded.path);
    const override = overrides[resource];
    if (override) override(interceptor, recorded);
    else interceptor.reply(200, recorded.body as nock.Body);
  }
  return scope;
}
