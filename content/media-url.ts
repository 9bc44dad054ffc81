// Where a CMS file is served (spec §7): the media base + `{hash}/{hash}{ext}`. The base is the configured
// MEDIA_URL (or the CMS's own uploads), so the same rule serves images, videos and share images.
export function mediaUrl(base: string, media: { hash: string; ext: string }): string {
  return `${base}/${media.hash}/${media.hash}${media.ext}`;
}
