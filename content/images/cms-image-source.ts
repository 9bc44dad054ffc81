// A CMS file as a picture source: its URL by the media rule (spec §7), its size, the focal point the editor set in
// the media library (Strapi's focalX / focalY, percent) and a version that changes when the file is replaced.
import type { Media } from '../cms-types.ts';
import { mediaUrl, type MediaSource } from '../media-url.ts';
import { isResizable, type ImageSource } from './image-loaders.ts';

/** A short, URL-safe token of the file's last upload time; the same on every instance. */
function versionOf(updatedAt: string | undefined): string | undefined {
  const time = updatedAt ? Date.parse(updatedAt) : NaN;
  return Number.isFinite(time) ? time.toString(36) : undefined;
}

export function cmsImageSource(base: MediaSource, media: Media): ImageSource {
  const focus = media.focalX != null && media.focalY != null ? { x: media.focalX, y: media.focalY } : undefined;
  // Only a resized file's URL needs the version: a drawing's own URL changes with its hash.
  const version = isResizable(media) ? versionOf(media.updatedAt) : undefined;
  return {
    url: mediaUrl(base, media),
    width: media.width,
    height: media.height,
    mime: media.mime,
    ...(focus ? { focus } : {}),
    ...(version ? { version } : {}),
  };
}
