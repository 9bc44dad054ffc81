// A CMS database as a release before the fix left it: the newest kept version of an entry holds the admin user
// behind it (its row, password hash included) as createdBy/updatedBy, and the migration that cleans that has not
// run. Written straight into the SQLite file of a stopped Strapi, as an upgrade finds it.
import Database from 'better-sqlite3';
import { join } from 'node:path';

/** Answers the planted version's id and the password hash it now holds. */
export function plantVersionKeptBeforeTheFix(dataDir: string, entryDocumentId: string): { versionId: number; passwordHash: string } {
  const db = new Database(join(dataDir, 'data.db'));
  try {
    const user = db.prepare('SELECT * FROM admin_users ORDER BY id LIMIT 1').get() as Record<string, unknown> & { password: string };
    const version = db.prepare('SELECT id, snapshot FROM content_versions WHERE entry_document_id = ? ORDER BY id DESC LIMIT 1').get(entryDocumentId) as { id: number; snapshot: string };
    const snapshot = { ...JSON.parse(version.snapshot), createdBy: user, updatedBy: user };
    db.prepare('UPDATE content_versions SET snapshot = ? WHERE id = ?').run(JSON.stringify(snapshot), version.id);
    db.prepare("DELETE FROM strapi_migrations WHERE name LIKE '%versions-without-admin-users%'").run();
    return { versionId: version.id, passwordHash: user.password };
  } finally {
    db.close();
  }
}
