// The analytics events' SQLite writer, run as a worker thread by event-writer.ts (plain CommonJS, so the thread
// needs no loader for TypeScript in development, tests or production). It owns its own connection to the
// analytics file: a 500-row INSERT and its commit block this thread, never the pages' event loop.
// Messages in: { id, rows } (each row its values in `columns` order), { close: true }. Out: { ready } or
// { failed } once at start, then { id } per batch written or { id, error } per batch refused; { closed } last.
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

const { path, table, columns } = workerData;
let insertAll;
let database;
try {
  database = new Database(path);
  database.pragma('journal_mode = WAL');
  // The main thread's connection writes too (orders, totals, retention): wait for its lock rather than fail.
  database.pragma('busy_timeout = 5000');
  const quoted = (name) => `"${name.replaceAll('"', '""')}"`;
  const insert = database.prepare(`insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  // One transaction per batch: one commit, and a batch is stored whole or not at all.
  insertAll = database.transaction((rows) => {
    for (const row of rows) insert.run(row);
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}

parentPort.on('message', (message) => {
  if (message.close) {
    database?.close();
    parentPort.postMessage({ closed: true });
    parentPort.close();
    return;
  }
  try {
    insertAll(message.rows);
    parentPort.postMessage({ id: message.id });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
