// Where a requested source lives: always `{media base}/{source path}`, resolved and checked to be still under
// the base and inside its uploads folder, so the service can never be asked to fetch anything else (not an open
// proxy, and never the CMS's API when the media base is the CMS itself).
import { ImageRequestError } from '../../content/images/image-service-path.ts';
import type { MediaSource } from '../../content/media-url.ts';

/** A site path (the embedded demo CMS, read in-process) or a URL on the media host. */
export type SourceLocation = { kind: 'local'; path: string } | { kind: 'remote'; url: URL };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const UNSAFE_SEGMENT = /[/\\\u0000-\u001f\u007f]/;

function refuse(reason: string): never {
  throw new ImageRequestError(`The source path must be a file's path under the media base: ${reason}.`);
}

/**
 * The folder under the media base that holds the uploaded files, '' when the base is that folder already (MEDIA_URL,
 * the demo CMS's uploads). Without MEDIA_URL the base is the CMS itself, whose uploads Strapi's local provider
 * serves at /uploads (cms/public/uploads): everything else there is the CMS's API and admin.
 */
export function uploadsFolderOf(media: MediaSource): string {
  return media.layout === 'cms-url' ? 'uploads' : '';
}

/**
 * `mediaBase`: config.cms.mediaSource.base (a site path such as /demo/cms/uploads, or an http(s) URL);
 * `uploadsFolder`: uploadsFolderOf(that source), the only folder under the base a source may be in.
 */
export function locateSource(mediaBase: string, sourcePath: string, uploadsFolder = ''): SourceLocation {
  const base = mediaBase.replace(/\/+$/, '');
  const segments = sourcePath.split('/');
  if (SCHEME.test(sourcePath) || sourcePath.startsWith('//')) refuse('an absolute URL cannot be a source');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || UNSAFE_SEGMENT.test(segment)))
    refuse('no empty, "." or ".." segments');
  if (uploadsFolder && (segments[0] !== uploadsFolder || segments.length < 2)) refuse(`only uploaded files (${uploadsFolder}/…) are read`);
  const encoded = segments.map(encodeURIComponent).join('/');
  if (base.startsWith('/')) {
    const path = new URL(`${base}/${encoded}`, 'http://site.invalid').pathname;
    if (!path.startsWith(`${base}/`)) refuse('it leaves the media base');
    return { kind: 'local', path };
  }
  const baseUrl = new URL(base);
  const url = new URL(`${base}/${encoded}`);
  if (url.origin !== baseUrl.origin || !url.pathname.startsWith(`${baseUrl.pathname.replace(/\/+$/, '')}/`) || url.search || url.hash)
    refuse('it leaves the media base');
  return { kind: 'remote', url };
}

/** Encoded slashes (%2F) and backslashes (%5C) in the raw path would hide segments from the checks above. */
export function hasEncodedSeparator(rawPath: string): boolean {
  return /%2f|%5c/i.test(rawPath);
}
