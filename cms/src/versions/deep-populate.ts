// A populate object that reaches every component, dynamic-zone block, media file and relation of a content
// type, for a full copy of an entry (Strapi's populate '*' stops at the first level).
import type { Core } from '@strapi/strapi';

type Attribute = { type: string; component?: string; components?: string[] };
type Schema = { attributes: Record<string, Attribute> };

/** `true` for a component with nothing below it to populate (Strapi refuses `{ populate: true }` below the top). */
const nestedOf = (strapi: Core.Strapi, uid: string, depth: number) => {
  const nested = populateOf(strapi, strapi.components[uid as never] as Schema, depth);
  return nested === true ? true : { populate: nested };
};

function populateOf(strapi: Core.Strapi, schema: Schema, depth: number): Record<string, unknown> | true {
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.type === 'media' || attribute.type === 'relation') populate[name] = true;
    else if (attribute.type === 'component' && depth > 0) populate[name] = nestedOf(strapi, attribute.component!, depth - 1);
    else if (attribute.type === 'dynamiczone' && depth > 0) populate[name] = { on: Object.fromEntries((attribute.components ?? []).map((uid) => [uid, nestedOf(strapi, uid, depth - 1)])) };
  }
  return Object.keys(populate).length > 0 ? populate : true;
}

export const deepPopulate = (strapi: Core.Strapi, uid: string, depth = 5) => populateOf(strapi, strapi.contentTypes[uid as never] as Schema, depth);

const SYSTEM_FIELDS = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations', 'publishAt', 'unpublishAt']);

/**
 * An entry as data for the Document Service again: components lose their ids (restoring makes new ones), media
 * become their ids and relations their documentIds.
 */
export function asWritableData(strapi: Core.Strapi, schema: Schema, entry: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (SYSTEM_FIELDS.has(name) || !(name in entry)) continue;
    const value = entry[name];
    if (value === null || value === undefined) data[name] = null;
    else if (attribute.type === 'media') data[name] = Array.isArray(value) ? value.map((file) => file.id) : (value as { id: number }).id;
    else if (attribute.type === 'relation') data[name] = Array.isArray(value) ? value.map((target) => target.documentId) : (value as { documentId: string }).documentId;
    else if (attribute.type === 'component') {
      const component = strapi.components[attribute.component as never] as Schema;
      data[name] = Array.isArray(value) ? value.map((item) => asWritableData(strapi, component, item)) : asWritableData(strapi, component, value as Record<string, unknown>);
    } else if (attribute.type === 'dynamiczone') {
      data[name] = (value as Record<string, unknown>[]).map((block) => ({ __component: block.__component, ...asWritableData(strapi, strapi.components[block.__component as never] as Schema, block) }));
    } else data[name] = value;
  }
  return data;
}
