// Where a CMS file is served. Two layouts, chosen by configuration (server/config/config.ts):
// - 'hashed': the spec's media base + `{hash}/{hash}{ext}` (§7) — MEDIA_URL on cloud storage laid out that way,
//   and the embedded demo CMS's uploads;
// - 'cms-url': the file's own `url` as Strapi stores it, made absolute against the CMS when it is a path
//   (Strapi's local uploads at /uploads/{hash}{ext}, or a provider's absolute URL as is).
// The same rule serves images, their formats, videos, captions and share images.
// How pictures are resized (content/images/image-loaders.ts): the site's own image service unless a CDN in front
// does it (IMAGE_RESIZING).
export type MediaSource = { layout: 'hashed' | 'cms-url'; base: string; resizing?: ImageResizing };
export type ImageResizing = 'site' | 'cloudflare' | 'fastly';

export function mediaUrl(source: MediaSource, media: { hash: string; ext: string; url: string }): string {
  if (source.layout === 'hashed') return `${source.base}/${media.hash}/${media.hash}${media.ext}`;
  if (/^https?:\/\//i.test(media.url)) return media.url;
  return `${source.base}${media.url.startsWith('/') ? '' : '/'}${media.url}`;
}
