// A kept version as data for the Document Service again, for "Restore as draft".

/** Where component schemas are found (Strapi itself; only this part of it, so unit tests need no Strapi install). */
type ComponentSchemas = { components: object };

type Attribute = { type: string; component?: string; components?: string[] };
export type Schema = { attributes: Record<string, Attribute>; info?: { displayName?: string } };

export const SYSTEM_FIELDS = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations', 'publishAt', 'unpublishAt', 'scheduledBy']);

/**
 * An entry as data for the Document Service again: components lose their ids (restoring makes new ones), media
 * become their ids and relations their documentIds.
 */
export function asWritableData(strapi: ComponentSchemas, schema: Schema, entry: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (SYSTEM_FIELDS.has(name) || !(name in entry)) continue;
    const value = entry[name];
    if (value === null || value === undefined) data[name] = null;
    else if (attribute.type === 'media') data[name] = Array.isArray(value) ? value.map((file) => file.id) : (value as { id: number }).id;
    else if (attribute.type === 'relation') data[name] = Array.isArray(value) ? value.map((target) => target.documentId) : (value as { documentId: string }).documentId;
    else if (attribute.type === 'component') {
      const component = (strapi.components as Record<string, Schema>)[attribute.component!]!;
      data[name] = Array.isArray(value) ? value.map((item) => asWritableData(strapi, component, item)) : asWritableData(strapi, component, value as Record<string, unknown>);
    } else if (attribute.type === 'dynamiczone') {
      data[name] = (value as Record<string, unknown>[]).map((block) => ({ __component: block.__component, ...asWritableData(strapi, (strapi.components as Record<string, Schema>)[block.__component as string]!, block) }));
    } else data[name] = value;
  }
  return data;
}
