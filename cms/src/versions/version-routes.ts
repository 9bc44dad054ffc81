// The editors' version history (/admin/site/versions…): the versions of an entry, newest first, each with the
// fields it changed from the one before; one version in full; what differs between a version and another one
// or the entry's draft, in words; and restoring one as the entry's draft, which the editor then reviews
// (Preview) and publishes as usual. Restoring never publishes by itself.
import type { Core } from '@strapi/strapi';
import { setCreatorFields } from '@strapi/utils';
import { SCHEDULED_CONTENT_TYPES } from '../scheduling/schedule-fields';
import { snapshotPopulate } from '../middlewares/deep-populate';
import { differences, type SchemaOf } from './compare';
import { VERSIONS } from './keep-versions';
import { asWritableData, type Schema } from './writable-data';

type Version = { id: number; contentType: string; entryDocumentId: string; locale: string | null; publishedBy: string; createdAt: string; snapshot: Record<string, unknown> };
const summary = ({ snapshot, ...rest }: Version) => ({ ...rest, slug: snapshot.slug ?? null, title: snapshot.title ?? snapshot.heading ?? null });

export function versionHandlers(strapi: Core.Strapi) {
  // Asked for on each request: the database is not there yet when the routes are registered.
  const versions = () => strapi.db.query(VERSIONS);
  const find = (id: unknown) => versions().findOne({ where: { id: Number(id) } }) as Promise<Version | null>;
  const schemaOf: SchemaOf = (uid) => strapi.getModel(uid as never) as unknown as Schema | undefined;
  const changed = (uid: string, before: Record<string, unknown>, after: Record<string, unknown>) => differences(schemaOf, schemaOf(uid)!, before, after);
  const checkerFor = (ctx, uid: string) => strapi.plugin('content-manager').service('permission-checker').create({ userAbility: ctx.state.userAbility, model: uid });
  const draftOf = (uid: string, documentId: string, locale: string | null) =>
    strapi.documents(uid as 'api::page.page').findOne({ documentId, locale: locale ?? undefined, status: 'draft', populate: ['createdBy'] } as never);
  /**
   * What an entry held is shown only to a user whose role may read that entry (an Author limited to their own may
   * not read others'). Once the entry is deleted there is no owner left to check: only a role that may read every
   * entry of the type sees its versions.
   */
  const mayRead = async (ctx, uid: string, documentId: string, locale: string | null) => {
    const checker = checkerFor(ctx, uid);
    const entry = await draftOf(uid, documentId, locale);
    if (!entry) return !checker.cannot.read() && !checker.requiresEntity.read();
    return !checker.cannot.read(entry);
  };
  return {
    /** GET /versions?contentType=api::page.page&documentId=…: that entry's versions, newest first. */
    async list(ctx) {
      const { contentType, documentId } = ctx.query as Record<string, string>;
      if (!SCHEDULED_CONTENT_TYPES.includes(contentType as never) || !documentId) return ctx.badRequest('contentType (a page or blog article) and documentId are required');
      if (!(await mayRead(ctx, contentType, documentId, null))) return ctx.forbidden('You may not read this entry');
      const found = (await versions().findMany({ where: { contentType, entryDocumentId: documentId }, orderBy: { id: 'desc' } })) as Version[];
      // Each version against the one published before it: the first one has nothing to differ from.
      ctx.body = { data: found.map((version, index) => ({ ...summary(version), changed: found[index + 1] ? changed(contentType, found[index + 1]!.snapshot, version.snapshot).map((d) => d.label) : null })) };
    },
    /** GET /versions/:id: one version with everything it held. */
    async findOne(ctx) {
      const version = await find(ctx.params.id);
      if (!version) return ctx.notFound('No such version');
      if (!(await mayRead(ctx, version.contentType, version.entryDocumentId, version.locale))) return ctx.forbidden('You may not read this entry');
      ctx.body = { data: version };
    },
    /**
     * GET /versions/:id/compare?with=draft|<id>: the fields that differ between this version and the entry's
     * draft as it is now (the default) or another version of the same entry, each before and after in words.
     */
    async compare(ctx) {
      const version = await find(ctx.params.id);
      if (!version) return ctx.notFound('No such version');
      if (!(await mayRead(ctx, version.contentType, version.entryDocumentId, version.locale))) return ctx.forbidden('You may not read this entry');
      const other = String(ctx.query.with ?? 'draft');
      let against: Record<string, unknown> | null;
      let againstSummary: Record<string, unknown>;
      if (other === 'draft') {
        const uid = version.contentType as 'api::page.page';
        against = (await strapi.documents(uid).findOne({ documentId: version.entryDocumentId, locale: version.locale ?? undefined, status: 'draft', populate: snapshotPopulate(strapi, uid) as never })) as Record<string, unknown> | null;
        againstSummary = { draft: true };
      } else {
        const found = await find(other);
        if (found && found.entryDocumentId !== version.entryDocumentId) return ctx.badRequest('Both versions must be of the same entry');
        against = found?.snapshot ?? null;
        againstSummary = found ? summary(found) : {};
      }
      if (!against) return ctx.notFound(other === 'draft' ? 'The entry of this version no longer exists' : 'No such version');
      ctx.body = { data: { version: summary(version), against: againstSummary, differences: changed(version.contentType, version.snapshot, against) } };
    },
    /** POST /versions/:id/restore: the version becomes the entry's draft; the published page is left as it is. */
    async restore(ctx) {
      const version = await find(ctx.params.id);
      if (!version) return ctx.notFound('No such version');
      const uid = version.contentType as 'api::page.page';
      // The same check as the Content Manager's own save: a role limited to its own entries (Author) may not restore over others'.
      const current = await draftOf(uid, version.entryDocumentId, version.locale);
      if (!current) return ctx.notFound('The entry of this version no longer exists');
      const checker = checkerFor(ctx, uid);
      if (checker.cannot.update(current)) return ctx.forbidden('You may not change this entry');
      // Through the Content Manager's own input sanitiser, as its save does: fields this role may not change keep
      // the draft's values, and the restoring user is the one who last updated it.
      const permitted = await checker.sanitizeUpdateInput(current)(asWritableData(strapi, strapi.contentTypes[uid] as never, version.snapshot));
      const data = setCreatorFields({ user: ctx.state.user, isEdition: true })(permitted);
      const draft = await strapi.documents(uid).update({ documentId: version.entryDocumentId, locale: version.locale ?? undefined, data: data as never, status: 'draft' } as never);
      if (!draft) return ctx.notFound('The entry of this version no longer exists');
      ctx.body = { data: { documentId: version.entryDocumentId, restoredFrom: version.id, adminUrl: `/admin/content-manager/collection-types/${uid}/${version.entryDocumentId}` } };
    },
  };
}
