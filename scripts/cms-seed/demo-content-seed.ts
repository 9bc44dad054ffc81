// Loads the embedded demo CMS's content (demo-backends/cms/content, the one source) into a loaded Strapi through
// its Document Service, with the demo media uploaded through its upload service. Idempotent: media are found by
// file name, entries by slug, single types by existence; what exists is left as editors may have changed it,
// so a second run changes nothing.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_CONTENT } from '../../demo-backends/cms/content/index.ts';
import { MEDIA, MEDIA_FILES_DIR, fileNameOf, type MediaFile } from '../../demo-backends/cms/media/catalogue.ts';
import type { SeedStrapi } from './strapi-instance.ts';

type Attribute = { type: string; component?: string; target?: string; repeatable?: boolean };
type V4Relation = { data: { id: number; attributes: Record<string, unknown> } | null } | null | undefined;
type Json = Record<string, unknown>;

const PAGE = 'api::page.page';
const ARTICLE = 'api::blog-article.blog-article';
const CATEGORY = 'api::blog-category.blog-category';
const SINGLE_TYPES = {
  'api::header.header': DEMO_CONTENT.header,
  'api::navigation.navigation': DEMO_CONTENT.navigation,
  'api::footer.footer': DEMO_CONTENT.footer,
  'api::subscribe-modal.subscribe-modal': DEMO_CONTENT.subscribeModal,
  'api::sold-out-modal.sold-out-modal': DEMO_CONTENT.soldOutModal,
  'api::info-modal.info-modal': DEMO_CONTENT.infoModal,
  'api::privacy-choice.privacy-choice': DEMO_CONTENT.privacyChoices,
} as const;

export type SeedReport = { uploaded: number; created: string[] };

export async function seedDemoContent(strapi: SeedStrapi): Promise<SeedReport> {
  const report: SeedReport = { uploaded: 0, created: [] };
  const mediaIds = await uploadDemoMedia(strapi, report);
  const documentIds = new Map<string, string>();
  const key = (uid: string, slug: string) => `${uid}:${slug}`;

  const toData = (uid: string, value: Json): Json => {
    const model = strapi.getModel(uid) as { attributes: Record<string, Attribute> };
    const out: Json = {};
    for (const [name, attribute] of Object.entries(model.attributes)) {
      if (!(name in value)) continue;
      const field = value[name];
      if (attribute.type === 'media') {
        const hash = (field as V4Relation)?.data?.attributes.hash;
        out[name] = typeof hash === 'string' ? (mediaIds.get(hash) ?? missing(`media ${hash}`)) : null;
      } else if (attribute.type === 'relation') {
        const slug = (field as V4Relation)?.data?.attributes.slug;
        if (typeof slug === 'string') out[name] = documentIds.get(key(attribute.target!, slug)) ?? missing(`${attribute.target} ${slug}`);
      } else if (attribute.type === 'component') {
        if (attribute.repeatable) out[name] = ((field as Json[] | null) ?? []).map((item) => toData(attribute.component!, item));
        else out[name] = field ? toData(attribute.component!, field as Json) : null;
      } else if (attribute.type === 'dynamiczone') {
        out[name] = ((field as Json[] | null) ?? []).map((block) => ({ __component: block.__component, ...toData(String(block.__component), block) }));
      } else {
        out[name] = field;
      }
    }
    return out;
  };

  const findBySlug = async (uid: string, slug: string) => {
    const found = await strapi.documents(uid).findFirst({ filters: { slug }, status: 'draft', fields: ['slug'] });
    if (found) documentIds.set(key(uid, slug), found.documentId);
    return found;
  };

  // Categories first: articles name them.
  const categories = new Map<string, Json>();
  for (const entry of DEMO_CONTENT.articles) {
    const category = entry.attributes.blog_category.data;
    if (category) categories.set(category.attributes.slug, category.attributes as Json);
  }
  for (const [slug, attributes] of categories) {
    if (await findBySlug(CATEGORY, slug)) continue;
    const created = await strapi.documents(CATEGORY).create({ data: toData(CATEGORY, attributes) });
    documentIds.set(key(CATEGORY, slug), created.documentId);
    report.created.push(`${CATEGORY} ${slug}`);
  }

  // Pages link to each other, so every new page exists and is published (slug and title) before any is filled in.
  const newPages: Json[] = [];
  for (const entry of DEMO_CONTENT.pages) {
    const { slug, title } = entry.attributes;
    if (await findBySlug(PAGE, slug)) continue;
    const created = await strapi.documents(PAGE).create({ data: { slug, title } });
    await strapi.documents(PAGE).publish({ documentId: created.documentId });
    documentIds.set(key(PAGE, slug), created.documentId);
    newPages.push(entry.attributes as Json);
  }
  for (const attributes of newPages) {
    const documentId = documentIds.get(key(PAGE, String(attributes.slug)))!;
    await strapi.documents(PAGE).update({ documentId, data: toData(PAGE, attributes) });
    await strapi.documents(PAGE).publish({ documentId });
    report.created.push(`${PAGE} ${attributes.slug}`);
  }

  for (const entry of DEMO_CONTENT.articles) {
    const { slug } = entry.attributes;
    if (await findBySlug(ARTICLE, slug)) continue;
    const created = await strapi.documents(ARTICLE).create({ data: toData(ARTICLE, entry.attributes as Json) });
    await strapi.documents(ARTICLE).publish({ documentId: created.documentId });
    report.created.push(`${ARTICLE} ${slug}`);
  }

  for (const [uid, response] of Object.entries(SINGLE_TYPES)) {
    if (await strapi.documents(uid).findFirst({ fields: ['id'] })) continue;
    await strapi.documents(uid).create({ data: toData(uid, response.data.attributes as Json) });
    report.created.push(uid);
  }
  return report;
}

function missing(what: string): never {
  throw new Error(`The demo content names ${what}, which the seed did not create`);
}

/** Uploads every catalogue file not yet in the media library (found by its file name); answers hash → file id. */
async function uploadDemoMedia(strapi: SeedStrapi, report: SeedReport): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const files = strapi.db.query('plugin::upload.file');
  for (const file of Object.values(MEDIA) as MediaFile[]) {
    const name = fileNameOf(file);
    const existing = (await files.findOne({ where: { name } })) as { id: number } | null;
    if (existing) {
      ids.set(file.hash, existing.id);
      continue;
    }
    const filepath = join(MEDIA_FILES_DIR, name);
    const [uploaded] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: file.alternativeText, caption: null } },
        files: { filepath, originalFilename: name, mimetype: file.mime, size: statSync(filepath).size },
      })) as { id: number }[];
    ids.set(file.hash, uploaded!.id);
    report.uploaded += 1;
  }
  return ids;
}
