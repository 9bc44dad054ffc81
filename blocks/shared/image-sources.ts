// The files a CMS image is offered in: its URL (media base + {hash}/{hash}{ext}, spec §7) and a srcset from
// its CMS formats. One rule for the <img> and for the preload the server sends ahead of it.
import type { Media } from '../../content/cms-types.ts';
import { mediaUrl, type MediaSource } from '../../content/media-url.ts';

export function imageSrcSet(base: MediaSource, media: Media): string | undefined {
  const formats = Object.values(media.formats ?? {}).filter((f): f is NonNullable<typeof f> => Boolean(f?.width));
  if (formats.length === 0 || !media.width) return undefined;
  const entries = [...formats.map((f) => `${mediaUrl(base, f)} ${f.width}w`), `${mediaUrl(base, media)} ${media.width}w`];
  return entries.join(', ');
}
