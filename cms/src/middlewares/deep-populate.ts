// `populate=deep,N` (the site's request, in the populate-deep plugin's syntax) → Strapi 5's own populate
// object, built from the content type's schema: every component, dynamic-zone block (`on`), media field and
// relation down to N levels (5 when N is not given). Single types asked without populate come whole too:
// the site reads /api/header and the modals as they are. Everything else is left to Strapi.
import type { Core } from '@strapi/strapi';

const DEFAULT_DEPTH = 5;
const MAX_DEPTH = 10;

type Populate = Record<string, unknown>;
type Attribute = { type: string; component?: string; components?: string[]; target?: string; repeatable?: boolean };

/** N of `deep` / `deep,N`; null when the request asks for anything else. */
export function deepDepth(populate: unknown): number | null {
  if (typeof populate !== 'string') return null;
  const match = /^deep(?:,(\d+))?$/.exec(populate.trim());
  if (!match) return null;
  return Math.min(MAX_DEPTH, Math.max(1, match[1] ? Number(match[1]) : DEFAULT_DEPTH));
}

/**
 * How relations are followed. 'site': inside a relation only components follow (a linked page brings its slug,
 * a category its tagline, never the linked entry's own blocks or links), only to the site's own content types,
 * and other locales are left out. 'snapshot': every relation to content comes as its own row at any depth (a kept
 * version needs each linked entry's documentId to be restored, nothing more); admin users are left out.
 */
export type RelationMode = 'site' | 'snapshot';

/** What to populate of a model with `depth` levels of nesting left. */
export function populateOf(strapi: Core.Strapi, uid: string, depth: number, mode: RelationMode = 'site', insideRelation = false): Populate {
  const model = strapi.getModel(uid as never) as { attributes: Record<string, Attribute> } | undefined;
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(model?.attributes ?? {})) {
    if (mode === 'snapshot' && attribute.type === 'relation') {
      // Never the admin users behind createdBy/updatedBy: their rows carry the password hash, and restoring keeps the entry's own.
      if (!attribute.target?.startsWith('admin::')) populate[name] = true;
      continue;
    }
    // Other locales of the same entry are not content the site shows.
    if (name === 'localizations') continue;
    if (attribute.type === 'media' && !insideRelation) populate[name] = true;
    if (depth < 1) continue;
    if (attribute.type === 'component') populate[name] = nested(strapi, attribute.component!, depth - 1, mode, insideRelation);
    if (attribute.type === 'dynamiczone' && !insideRelation) {
      populate[name] = { on: Object.fromEntries(attribute.components!.map((c) => [c, nested(strapi, c, depth - 1, mode, false)])) };
    }
    if (attribute.type === 'relation' && !insideRelation && attribute.target?.startsWith('api::')) {
      populate[name] = nested(strapi, attribute.target, depth - 1, mode, true);
    }
  }
  return populate;
}

function nested(strapi: Core.Strapi, uid: string, depth: number, mode: RelationMode, insideRelation: boolean): Populate | true {
  const inner = populateOf(strapi, uid, depth, mode, insideRelation);
  return Object.keys(inner).length > 0 ? { populate: inner } : true;
}

/** Everything of an entry, for a full copy of it (Strapi's populate '*' stops at the first level). */
export function snapshotPopulate(strapi: Core.Strapi, uid: string, depth = DEFAULT_DEPTH): Populate | true {
  const populate = populateOf(strapi, uid, depth, 'snapshot');
  return Object.keys(populate).length > 0 ? populate : true;
}

/** The API content type an /api/… path reads: a collection by its plural name, a single type by its singular. */
function contentTypeAt(strapi: Core.Strapi, path: string): { uid: string; kind: string } | null {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'api' || !segments[1]) return null;
  for (const [uid, type] of Object.entries(strapi.contentTypes) as [string, { kind: string; info: { singularName: string; pluralName: string } }][]) {
    if (!uid.startsWith('api::')) continue;
    const routeName = type.kind === 'singleType' ? type.info.singularName : type.info.pluralName;
    if (routeName === segments[1]) return { uid, kind: type.kind };
  }
  return null;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: { method: string; path: string; query: Record<string, unknown>; request: object }, next: () => Promise<void>) => {
    if (ctx.method === 'GET') {
      const type = contentTypeAt(strapi, ctx.path);
      const asked = ctx.query.populate;
      const depth = deepDepth(asked) ?? (type?.kind === 'singleType' && asked === undefined ? DEFAULT_DEPTH : null);
      if (type && depth !== null) {
        // Set on this request only: Strapi's query setter would flatten the object through a query string.
        const query = { ...ctx.query, populate: populateOf(strapi, type.uid, depth) };
        Object.defineProperty(ctx.request, 'query', { value: query, configurable: true, writable: true });
      }
    }
    await next();
  };
