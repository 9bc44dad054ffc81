// The demo content as a brand's editors would make it: every picture on the photographed pages (/, /products,
// /experts, /measure-up, one blog article, the navigation menu and the modals) is a camera photograph uploaded to
// Strapi instead of a drawing. This file decides which picture gets which photograph, writes each upload the way
// Strapi 5 answers it (Media with its formats) and puts them in the content; strapi-uploads.ts makes the files.
// Icons and press logos stay drawings (SVG), as they would in any store.
import { join } from 'node:path';
import { MEDIA, type MediaKey } from '../../demo-backends/cms/media/catalogue.ts';
import { DEMO_CONTENT, type DemoContent } from '../../demo-backends/cms/content/index.ts';
import type { Media } from '../../content/cms-types.ts';
import { realPhotos, type RealPhoto as Photo } from './real-photos.ts';
import { FORMAT_NAMES, servedFileNames, storeUploads, type StoredFile, type StoredUpload, type UploadChoice } from './strapi-uploads.ts';

/** The entries whose pictures become photographs. */
export const PHOTOGRAPHED_PAGES = ['home', 'products', 'experts', 'measure-up'] as const;
export const PHOTOGRAPHED_ARTICLE = 'from-cotton-boll-to-bed';
const PHOTOGRAPHED_SINGLES = ['navigation', 'subscribeModal', 'soldOutModal', 'infoModal'] as const;

/** Pictures an editor set a focal point on in the media library: the openers and portraits that boxes crop most. */
const FOCAL_POINT_KEYS: ReadonlySet<MediaKey> = new Set<MediaKey>(['bedWhite', 'heroFolds', 'bedEvening', 'makerMargot', 'makerPriya']);

/** Upload ids start here, clear of the drawings' ids in the media catalogue. */
const FIRST_UPLOAD_ID = 1001;

/** When the photographs were uploaded (Strapi's createdAt / updatedAt; the site's image URLs carry it as a version). */
export const UPLOADED_AT = '2026-11-20T10:00:00.000Z';

/** A picture slot: a drawing of the catalogue, by the shape it was drawn in (the shape its boxes expect). */
export type PhotoSlot = { key: MediaKey; aspect: number; focalPoint: boolean };

/** A photograph chosen for a slot; `cropTo` when the editor cropped it to the slot's shape before uploading. */
export type SlotPhoto = UploadChoice & { key: MediaKey };

/** Beyond this factor between the photograph's shape and the slot's, the editor crops the photograph first. */
const CROP_BEYOND = 1.6;
/** Each earlier use of a photograph counts as this much shape difference, so the pages show many photographs. */
const REUSE_PENALTY = 0.15;

const isPhotographable = (key: MediaKey) => MEDIA[key].mime === 'image/svg+xml' && !/^(icon|logo)/.test(key);
const keyByHash = new Map(Object.entries(MEDIA).map(([key, file]) => [file.hash, key as MediaKey]));

type Json = unknown;

/** Calls `visit` with every media relation's file hash found in a JSON value. */
function eachMediaHash(value: Json, visit: (hash: string) => void): void {
  if (Array.isArray(value)) return value.forEach((item) => eachMediaHash(item, visit));
  if (typeof value !== 'object' || value === null) return;
  const attributes = (value as { data?: { attributes?: { hash?: unknown; mime?: unknown } } }).data?.attributes;
  if (typeof attributes?.hash === 'string' && typeof attributes.mime === 'string') visit(attributes.hash);
  for (const child of Object.values(value)) eachMediaHash(child, visit);
}

/** The entries of the content that are photographed. */
function photographedEntries(content: DemoContent): Json[] {
  return [
    ...content.pages.filter((page) => (PHOTOGRAPHED_PAGES as readonly string[]).includes(page.attributes.slug)),
    ...content.articles.filter((article) => article.attributes.slug === PHOTOGRAPHED_ARTICLE),
    ...PHOTOGRAPHED_SINGLES.map((name) => content[name]),
  ];
}

/** The picture slots of the photographed entries, in the catalogue's order. */
export function photoSlots(content: DemoContent): PhotoSlot[] {
  const keys = new Set<MediaKey>();
  for (const entry of photographedEntries(content)) {
    eachMediaHash(entry, (hash) => {
      const key = keyByHash.get(hash);
      if (key && isPhotographable(key)) keys.add(key);
    });
  }
  return (Object.keys(MEDIA) as MediaKey[])
    .filter((key) => keys.has(key))
    .map((key) => ({ key, aspect: MEDIA[key].width! / MEDIA[key].height!, focalPoint: FOCAL_POINT_KEYS.has(key) }));
}

const shapeDistance = (photo: Photo, aspect: number) => Math.abs(Math.log(photo.width / photo.height / aspect));

/**
 * A photograph for each slot, the same for the same photographs: the one nearest the slot's shape (a portrait for a
 * 4:5 box, a wide one for a banner), spreading the photographs over the slots; cropped to the slot's shape when even
 * the nearest is far off (a portrait slot when all photographs are landscapes), as an editor would in the media library.
 */
export function choosePhotos(slots: readonly PhotoSlot[], photos: readonly Photo[]): SlotPhoto[] {
  if (photos.length === 0) throw new Error('No photographs to choose from: realPhotos() found none.');
  const ordered = [...photos].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const uses = new Map<string, number>();
  return slots.map((slot) => {
    let best = ordered[0]!;
    let bestScore = Infinity;
    for (const photo of ordered) {
      const score = shapeDistance(photo, slot.aspect) + REUSE_PENALTY * (uses.get(photo.path) ?? 0);
      if (score < bestScore) [best, bestScore] = [photo, score];
    }
    uses.set(best.path, (uses.get(best.path) ?? 0) + 1);
    const crop = shapeDistance(best, slot.aspect) > Math.log(CROP_BEYOND);
    return { key: slot.key, photo: best, ...(crop ? { cropTo: slot.aspect } : {}), focalPoint: slot.focalPoint };
  });
}

/** Strapi keeps sizes in kilobytes (1000 bytes), rounded to two decimals. */
const kilobytes = (bytes: number) => Math.round((bytes / 1000) * 100) / 100;
const localUrl = (file: StoredFile) => `/uploads/${file.hash}${file.ext}`;

function formatOf(file: StoredFile) {
  return {
    name: file.name,
    hash: file.hash,
    ext: file.ext,
    mime: file.mime,
    path: null,
    width: file.width,
    height: file.height,
    size: kilobytes(file.sizeInBytes),
    sizeInBytes: file.sizeInBytes,
    url: localUrl(file),
  };
}

/**
 * The Media attributes Strapi 5 answers for an upload with the local provider (v4 response format): the file at
 * /uploads/{hash}{ext}, each format beside it, sizes in KB, and the focal point this project stores with the file.
 */
export function strapiMedia(upload: StoredUpload, { alternativeText }: { alternativeText: string | null }): Media & Record<string, unknown> {
  const formats = Object.fromEntries(FORMAT_NAMES.flatMap((name) => (upload.formats[name] ? [[name, formatOf(upload.formats[name])]] : [])));
  return {
    name: upload.name,
    alternativeText,
    caption: null,
    width: upload.width,
    height: upload.height,
    formats: Object.keys(formats).length > 0 ? formats : null,
    hash: upload.hash,
    ext: upload.ext,
    mime: upload.mime,
    size: kilobytes(upload.sizeInBytes),
    url: localUrl(upload),
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    focalX: upload.focal?.x ?? null,
    focalY: upload.focal?.y ?? null,
    createdAt: UPLOADED_AT,
    updatedAt: UPLOADED_AT,
  };
}

/** Replaces each media relation whose drawing has a photograph with that upload, in a copy of `value`. */
function withPhotographs(value: Json, uploads: ReadonlyMap<MediaKey, { id: number; upload: StoredUpload }>): Json {
  if (Array.isArray(value)) return value.map((item) => withPhotographs(item, uploads));
  if (typeof value !== 'object' || value === null) return value;
  const data = (value as { data?: { attributes?: { hash?: unknown; alternativeText?: string | null } } }).data;
  const key = typeof data?.attributes?.hash === 'string' ? keyByHash.get(data.attributes.hash) : undefined;
  const photographed = key ? uploads.get(key) : undefined;
  if (photographed) {
    return {
      ...value,
      data: { id: photographed.id, attributes: strapiMedia(photographed.upload, { alternativeText: data?.attributes?.alternativeText ?? null }) },
    };
  }
  return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, withPhotographs(child, uploads)]));
}

/** The content with the photographed entries' pictures replaced by the uploads made for their slots. */
export function photographContent(content: DemoContent, uploads: readonly { key: MediaKey; upload: StoredUpload }[]): DemoContent {
  // The same file uploaded for two slots is one media-library entry, with one id.
  const ids = new Map<string, number>();
  const byKey = new Map(
    uploads.map(({ key, upload }) => {
      if (!ids.has(upload.hash)) ids.set(upload.hash, FIRST_UPLOAD_ID + ids.size);
      return [key, { id: ids.get(upload.hash)!, upload }] as const;
    }),
  );
  const photograph = <T>(entry: T) => withPhotographs(entry, byKey) as T;
  const isPhotographedPage = (slug: string) => (PHOTOGRAPHED_PAGES as readonly string[]).includes(slug);
  return Object.freeze({
    ...content,
    pages: content.pages.map((page) => (isPhotographedPage(page.attributes.slug) ? photograph(page) : page)),
    articles: content.articles.map((article) => (article.attributes.slug === PHOTOGRAPHED_ARTICLE ? photograph(article) : article)),
    ...Object.fromEntries(PHOTOGRAPHED_SINGLES.map((name) => [name, photograph(content[name])])),
  }) as DemoContent;
}

/** The photographed demo content, and the folder its uploads are served from (/uploads/{name} for each name in `files`). */
export type PhotographedCms = { content: DemoContent; uploadsDir: string; files: ReadonlySet<string> };

/** The data folder the benchmarks and browser tests run the photographed CMS in: its uploads are made there once. */
export const PHOTOGRAPHED_CMS_DIR = join(import.meta.dirname, '..', '..', '.cache', 'photographed-cms');

/** The folder of a demo CMS data folder that holds the uploads. */
export const uploadsDirOf = (dataDir: string) => join(dataDir, 'uploads');

/** Chooses, stores (once: later starts reuse the files in `dataDir`) and places the photographs in `content`. */
export async function photographedCms(dataDir: string, { content = DEMO_CONTENT, log = (line: string) => console.error(line) } = {}): Promise<PhotographedCms> {
  const choices = choosePhotos(photoSlots(content), await realPhotos());
  const uploadsDir = uploadsDirOf(dataDir);
  const uploads = await storeUploads(uploadsDir, choices, log);
  return {
    content: photographContent(
      content,
      choices.map((choice, index) => ({ key: choice.key, upload: uploads[index]! })),
    ),
    uploadsDir,
    files: servedFileNames(uploads),
  };
}
