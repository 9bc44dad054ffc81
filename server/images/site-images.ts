// The image service and the content's placeholders as the configuration asks for them (server.ts builds them
// once): sources from the media base's uploads, read in-process from the embedded demo CMS when that is where
// media live, and only for the pictures the content names. The decorator is what the content store calls on each
// snapshot: it learns the snapshot's pictures and adds the placeholders.
import { join } from 'node:path';
import type { SiteConfig } from '../config/config.ts';
import type { MountedApp } from '../backends/demo-backend-mounts.ts';
import type { ContentDecorator } from '../content/content-store.ts';
import { ContentPictures } from './content-pictures.ts';
import { ImageDiskCache } from './image-disk-cache.ts';
import { ImageService } from './image-service.ts';
import { MediaPlaceholders } from './media-placeholders.ts';
import { PlaceholderStore } from './placeholder-store.ts';
import { createSourceReader, DEFAULT_MAX_SOURCE_BYTES, type LocalFiles } from './source-reader.ts';
import { uploadsFolderOf } from './source-location.ts';

export type SiteImages = { service: ImageService; placeholders: MediaPlaceholders; decorator: ContentDecorator };

/** The mounted backend serving a site-path media base, asked directly (no HTTP to itself, no site middleware). */
function localFilesOf(mediaBase: string, mounts: readonly MountedApp[]): LocalFiles | undefined {
  const mount = mounts.find(({ path }) => mediaBase.startsWith(`${path}/`));
  if (!mount) return undefined;
  return (path, init) => Promise.resolve(mount.app.request(path.slice(mount.path.length), init));
}

export function createSiteImages(config: SiteConfig, demoBackends: readonly MountedApp[]): SiteImages {
  const { mediaSource } = config.cms;
  const mediaBase = mediaSource.base;
  const dir = join(config.dataDir, 'images');
  const pictures = new ContentPictures(mediaSource);
  const service = new ImageService({
    mediaBase,
    uploadsFolder: uploadsFolderOf(mediaSource),
    pictures,
    readSource: createSourceReader({ timeoutMs: config.cmsTimeoutMs, maxBytes: DEFAULT_MAX_SOURCE_BYTES, local: localFilesOf(mediaBase, demoBackends) }),
    cache: new ImageDiskCache(dir, config.images.cacheMaxBytes),
    transformConcurrency: config.images.transformConcurrency,
  });
  const placeholders = new MediaPlaceholders({ service, mediaSource, store: new PlaceholderStore(join(dir, 'placeholders.json')) });
  const decorator: ContentDecorator = {
    decorate: (raw) => {
      pictures.learn(raw);
      return placeholders.decorate(raw);
    },
    prepare: (raw) => placeholders.prepare(raw),
  };
  return { service, placeholders, decorator };
}
