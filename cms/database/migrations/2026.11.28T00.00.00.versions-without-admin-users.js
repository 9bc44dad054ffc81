// Kept versions of pages and blog articles published before the CMS stopped copying the admin users behind
// createdBy/updatedBy still hold those users' rows, password hashes included. This removes them from every
// kept version once (restoring never used them). Plain JavaScript: Strapi runs database/migrations as they are.
'use strict';

const TABLE = 'content_versions';
/** Admin users as a relation, and anything a user row carries that is a credential, wherever it sits. */
const REMOVED_KEYS = new Set(['createdBy', 'updatedBy', 'password', 'resetPasswordToken', 'registrationToken']);

function withoutAdminUsers(value) {
  if (Array.isArray(value)) return value.map(withoutAdminUsers);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !REMOVED_KEYS.has(key)).map(([key, inner]) => [key, withoutAdminUsers(inner)]));
}

module.exports = {
  async up(knex) {
    // A new database gets its tables after the migrations run: nothing to clean there.
    if (!(await knex.schema.hasTable(TABLE))) return;
    const rows = await knex(TABLE).select('id', 'snapshot');
    for (const { id, snapshot } of rows) {
      const before = typeof snapshot === 'string' ? snapshot : JSON.stringify(snapshot);
      const after = JSON.stringify(withoutAdminUsers(JSON.parse(before)));
      if (after !== before) await knex(TABLE).where({ id }).update({ snapshot: after });
    }
  },
};
