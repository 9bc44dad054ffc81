// Camera photographs for the image tests and benchmarks (2,500–6,000 px JPEGs), installed from Debian's own
// wallpaper packages (apt-get download + dpkg -x, nothing installed system-wide) into .cache/real-photos/.
// Drawings in those packages are left out: the image service is tuned for photographs.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

export type RealPhoto = { path: string; width: number; height: number };

const run = promisify(execFile);

const PACKAGES = ['lomiri-wallpapers-16.04', 'lomiri-wallpapers-20.04'];
/** Wallpapers in those packages that are drawings or renders, not camera photographs. */
const NOT_PHOTOGRAPHS = [
  'Fossa_by_Jasper_Roks',
  'Infinite-Sea_by_Aury88',
  'Painting-Colors_by__herobrine7gamer',
  'analogpattern_by_Peter_Nerlich',
  'Picture_1A_by_freespace',
  'umang_by_Abhishek_Mudgal',
];

/** Also applied to a manifest written before a drawing was recognised as one. */
function isPhotograph(path: string): boolean {
  const name = path.split('/').pop() ?? path;
  return !NOT_PHOTOGRAPHS.some((drawing) => name.startsWith(drawing));
}

export const REAL_PHOTOS_DIR = join(import.meta.dirname, '..', '..', '.cache', 'real-photos');
const INSTALLED = join(REAL_PHOTOS_DIR, 'installed');
const MANIFEST = 'photos.json';

type Manifest = { packages: string[]; photos: RealPhoto[] };

let pending: Promise<RealPhoto[]> | null = null;

/** The photographs, largest first; downloads and unpacks them the first time (about 27 MB), then reads a manifest. */
export function realPhotos(): Promise<RealPhoto[]> {
  pending ??= installed().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

async function installed(): Promise<RealPhoto[]> {
  const known = await readManifest();
  if (known) return known;
  await mkdir(REAL_PHOTOS_DIR, { recursive: true });
  // Unpacked beside the final folder and renamed into place: a second process installing at the same time
  // (test files run in parallel) never sees half a folder.
  const work = await mkdtemp(join(REAL_PHOTOS_DIR, 'unpacking-'));
  try {
    await download(work);
    for (const deb of (await readdir(work)).filter((name) => name.endsWith('.deb'))) {
      await run('dpkg', ['-x', join(work, deb), join(work, 'root')]);
    }
    const photos = await describe(join(work, 'root'));
    await writeFile(
      join(work, MANIFEST),
      JSON.stringify({ packages: PACKAGES, photos: photos.map((photo) => ({ ...photo, path: relative(work, photo.path) })) } satisfies Manifest),
    );
    await rename(work, INSTALLED).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const ready = await readManifest();
  if (!ready) throw new Error(`The photographs were unpacked but ${join(INSTALLED, MANIFEST)} cannot be read`);
  return ready;
}

async function readManifest(): Promise<RealPhoto[] | null> {
  try {
    const manifest = JSON.parse(await readFile(join(INSTALLED, MANIFEST), 'utf8')) as Manifest;
    if (manifest.packages.join() !== PACKAGES.join()) return null;
    const photos = manifest.photos.filter((photo) => isPhotograph(photo.path)).map((photo) => ({ ...photo, path: join(INSTALLED, photo.path) }));
    return photos.every((photo) => existsSync(photo.path)) ? photos : null;
  } catch {
    return null;
  }
}

/** apt-get download, after one `apt-get update` when the package lists are missing (a fresh container). */
async function download(dir: string): Promise<void> {
  try {
    await run('apt-get', ['download', ...PACKAGES], { cwd: dir });
  } catch (error) {
    const output = String((error as { stderr?: string }).stderr ?? error);
    if (!/Unable to locate package|has no installation candidate|Unable to fetch/i.test(output))
      throw new Error(`apt-get download ${PACKAGES.join(' ')} failed: ${output.trim()}`);
    await run('apt-get', ['update']);
    await run('apt-get', ['download', ...PACKAGES], { cwd: dir });
  }
}

async function describe(root: string): Promise<RealPhoto[]> {
  const dir = join(root, 'usr', 'share', 'backgrounds');
  const names = (await readdir(dir)).filter((name) => /\.jpe?g$/i.test(name) && isPhotograph(name));
  const photos = await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      const { width = 0, height = 0, orientation = 1 } = await sharp(path).metadata();
      // As shown: EXIF orientations 5–8 turn the picture a quarter.
      return orientation >= 5 ? { path, width: height, height: width } : { path, width, height };
    }),
  );
  return photos.sort((a, b) => b.width * b.height - a.width * a.height);
}
