// Draws every catalogue image into media/files/ (no stock photos exist for the demo; the drawings are
// committed). Run: node --import tsx demo-backends/cms/media/generate-svgs.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA, MEDIA_FILES_DIR, SVG_KEYS, fileNameOf } from './catalogue.ts';
import { ARTWORKS } from './svg/artworks.ts';

/** The SVG source of one catalogue image, sized exactly as its media attributes say. */
export function renderSvg(key: (typeof SVG_KEYS)[number]): string {
  const file = MEDIA[key];
  if (file.width === null || file.height === null) throw new Error(`Media ${key} has no size; an SVG needs width and height`);
  return ARTWORKS[key]({ w: file.width, h: file.height }, file.alternativeText ?? key);
}

async function main() {
  await mkdir(MEDIA_FILES_DIR, { recursive: true });
  for (const key of SVG_KEYS) {
    await writeFile(join(MEDIA_FILES_DIR, fileNameOf(MEDIA[key])), renderSvg(key));
  }
  console.log(`wrote ${SVG_KEYS.length} SVG files to ${MEDIA_FILES_DIR}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
