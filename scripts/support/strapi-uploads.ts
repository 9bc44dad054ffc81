// Stores a photograph the way Strapi 5's upload plugin does with the local provider and its default settings
// (size optimisation and responsive formats on, auto-orientation off): the file re-encoded at quality 80 when that
// is smaller, a `thumbnail` fitting inside 245×156, and `large`, `medium` and `small` fitting inside 1000, 750 and
// 500 px squares, each made only when the original is larger, all with sharp's defaults as Strapi uses them.
// Files are written once into a folder and described in a manifest there, so a second start reuses them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import type { RealPhoto } from './real-photos.ts';

/** A photograph to upload; `cropTo` when the editor cropped it to that shape (width ÷ height) first. */
export type UploadChoice = { photo: RealPhoto; cropTo?: number; focalPoint: boolean };
/** One stored file (the original or a format). */
export type StoredFile = { name: string; hash: string; ext: string; mime: string; width: number; height: number; sizeInBytes: number };
export const FORMAT_NAMES = ['thumbnail', 'large', 'medium', 'small'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];
/** An upload: its original, the formats Strapi made of it, and the focal point the editor set (percent), if any. */
export type StoredUpload = StoredFile & { formats: Partial<Record<FormatName, StoredFile>>; focal: { x: number; y: number } | null };

/** Changes when the way files are made changes, so older files are made again. */
const GENERATOR = 'strapi-5-local-1';
const MANIFEST = 'photo-uploads.json';

const THUMBNAIL = { width: 245, height: 156 };
const BREAKPOINTS: readonly [FormatName, number][] = [
  ['large', 1000],
  ['medium', 750],
  ['small', 500],
];
/** Quality of Strapi's size optimisation; the admin's cropper saves a JPEG at the canvas default, 0.92. */
const OPTIMISED_QUALITY = 80;
const CROPPED_QUALITY = 92;
/** The width the focal point is found at (sharp's attention strategy, as an editor would place it on the subject). */
const FOCAL_SEARCH_PX = 512;

const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Strapi's file-name slug: separators become '_', case is kept. */
const slugOf = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'photo';

/** A stable stand-in for Strapi's random hash suffix: it changes with the source file and the editor's crop. */
function fingerprintOf(choice: UploadChoice): string {
  const stat = statSync(choice.photo.path);
  const parts = [GENERATOR, choice.photo.path, stat.size, stat.mtimeMs, choice.cropTo?.toFixed(4) ?? ''];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 10);
}

function writeAtomically(path: string, bytes: Buffer | string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

/** The photograph as the editor uploaded it: the camera file, or its centre cropped to the slot's shape. */
async function uploadedBytes(choice: UploadChoice): Promise<Buffer> {
  const original = readFileSync(choice.photo.path);
  if (choice.cropTo === undefined) return original;
  const { width = 0, height = 0 } = await sharp(original).metadata();
  const cropWidth = Math.min(width, Math.round(height * choice.cropTo));
  const cropHeight = Math.min(height, Math.round(cropWidth / choice.cropTo));
  const region = { left: Math.floor((width - cropWidth) / 2), top: Math.floor((height - cropHeight) / 2), width: cropWidth, height: cropHeight };
  return sharp(original).extract(region).jpeg({ quality: CROPPED_QUALITY }).toBuffer();
}

/** Strapi's size optimisation: the same format at quality 80, kept only when smaller. */
async function optimised(bytes: Buffer): Promise<Buffer> {
  const { format } = await sharp(bytes).metadata();
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') return bytes;
  const smaller = await sharp(bytes)[format]({ quality: OPTIMISED_QUALITY }).toBuffer();
  return smaller.length > bytes.length ? bytes : smaller;
}

/**
 * Where sharp's attention strategy finds the subject, in whole percent from the left and the top, kept within the
 * middle half: an editor marks the subject, and a crop cannot centre a point on the frame's edge anyway.
 */
async function focalPointOf(bytes: Buffer): Promise<{ x: number; y: number }> {
  const small = await sharp(bytes).resize({ width: FOCAL_SEARCH_PX, height: FOCAL_SEARCH_PX, fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  const side = Math.min(small.info.width, small.info.height);
  const { info } = await sharp(small.data, { raw: small.info })
    .resize(side, side, { fit: 'cover', position: sharp.strategy.attention })
    .toBuffer({ resolveWithObject: true });
  const percent = (value: number | undefined, whole: number) => Math.min(75, Math.max(25, Math.round((100 * (value ?? whole / 2)) / whole)));
  return { x: percent(info.attentionX, small.info.width), y: percent(info.attentionY, small.info.height) };
}

async function store(dir: string, bytes: Buffer, file: Omit<StoredFile, 'width' | 'height' | 'sizeInBytes'>): Promise<StoredFile> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  writeAtomically(join(dir, `${file.hash}${file.ext}`), bytes);
  return { ...file, width, height, sizeInBytes: bytes.length };
}

async function makeUpload(dir: string, choice: UploadChoice, hash: string): Promise<StoredUpload> {
  const name = basename(choice.photo.path);
  const ext = extname(name).toLowerCase();
  const bytes = await optimised(await uploadedBytes(choice));
  const { format } = await sharp(bytes).metadata();
  const mime = MIME[format ?? ''] ?? 'application/octet-stream';
  const original = await store(dir, bytes, { name, hash, ext, mime });
  const formats: StoredUpload['formats'] = {};
  const resized = async (key: FormatName, box: { width: number; height: number }) => {
    formats[key] = await store(
      dir,
      await sharp(bytes)
        .resize({ ...box, fit: 'inside' })
        .toBuffer(),
      { name: `${key}_${name}`, hash: `${key}_${hash}`, ext, mime },
    );
  };
  if (original.width > THUMBNAIL.width || original.height > THUMBNAIL.height) await resized('thumbnail', THUMBNAIL);
  for (const [key, breakpoint] of BREAKPOINTS) {
    if (breakpoint < original.width || breakpoint < original.height) await resized(key, { width: breakpoint, height: breakpoint });
  }
  return { ...original, formats, focal: choice.focalPoint ? await focalPointOf(bytes) : null };
}

const filesOf = (upload: StoredUpload): StoredFile[] => [upload, ...Object.values(upload.formats)];

/** The file names an upload folder may serve. */
export const servedFileNames = (uploads: readonly StoredUpload[]) => new Set(uploads.flatMap(filesOf).map((file) => `${file.hash}${file.ext}`));

/**
 * Stores each chosen photograph in `dir` (the same photograph, cropped the same, for several slots is one upload,
 * with a focal point when any of them wants one) and answers the uploads in the order of `choices`; files already
 * made for the same source and crop are reused.
 */
export async function storeUploads(dir: string, choices: readonly UploadChoice[], log: (line: string) => void = () => {}): Promise<StoredUpload[]> {
  mkdirSync(dir, { recursive: true });
  const manifestPath = join(dir, MANIFEST);
  const manifest: Record<string, StoredUpload> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const made = new Map<string, StoredUpload>();
  let fresh = 0;
  const hashes = choices.map((choice) => `${slugOf(basename(choice.photo.path, extname(choice.photo.path)))}_${fingerprintOf(choice)}`);
  for (const [index, choice] of choices.entries()) {
    const hash = hashes[index]!;
    if (made.has(hash)) continue;
    const focalPoint = choices.some((other, otherIndex) => hashes[otherIndex] === hash && other.focalPoint);
    const known = manifest[hash];
    if (known && (known.focal !== null) === focalPoint && filesOf(known).every((file) => existsSync(join(dir, `${file.hash}${file.ext}`)))) {
      made.set(hash, known);
      continue;
    }
    log(`storing photograph ${index + 1} of ${choices.length} (${basename(choice.photo.path)}) as Strapi does`);
    const upload = await makeUpload(dir, { ...choice, focalPoint }, hash);
    made.set(hash, upload);
    manifest[hash] = upload;
    fresh++;
  }
  if (fresh > 0) writeAtomically(manifestPath, `${JSON.stringify(manifest, null, 1)}\n`);
  return hashes.map((hash) => made.get(hash)!);
}
