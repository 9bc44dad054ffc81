// The recorded CMS content (tests/fixtures/cms) as the server holds it, with the site chrome trimmed from it.
import { CONTENT_RESOURCES } from '../../../clients/cms/content-resources.ts';
import { siteChromeFrom } from '../../../content/site-chrome.ts';
import { buildContentSnapshot, type RawContent } from '../../../content/content-snapshot.ts';
import { recording } from '../../server/content/cms-replay.ts';

export const SITE_URL = 'https://www.lindenandtuck.test';
export const MEDIA_SOURCE = { layout: 'hashed', base: '/demo/cms/uploads' } as const;

const raw = Object.fromEntries(CONTENT_RESOURCES.map((resource) => [resource, recording(resource).body])) as RawContent;
export const recordedContent = buildContentSnapshot(raw, new Date(0).toISOString(), () => {});
export const recordedSite = siteChromeFrom(recordedContent, MEDIA_SOURCE);
