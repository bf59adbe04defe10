/**
 * Test helpers for the SQL adapters. PGlite: one template database for the whole run, cloned for each use (creating
 * one costs ~4 s of CPU, cloning about one). PostgreSQL: a fresh database on the run's private server (TEST_PG_URL)
 * for each use. tests/support/global-setup.ts starts the server and writes the template (TEST_PGLITE_TEMPLATE); a
 * process started without it (a bench) builds a template of its own.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { embeddedDatabaseDir } from '../platform';
import { PgliteSql } from '../sql/pglite-sql';
import { PostgresSql } from '../sql/postgres-sql';
import type { Sql } from '../sql/sql.port';

/** A new, empty PGlite database, dumped (an uncompressed tarball) for `cloneTestPglite` to load. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const sql = await PgliteSql.open();
  const dump = await sql.db.dumpDataDir('none');
  await sql.close();
  return dump;
}

let template: Promise<Blob> | null = null;

/** A copy of the run's template PGlite: in memory, or in `dataDir` (on disk, as the embedded profile keeps one). */
export async function cloneTestPglite(dataDir?: string): Promise<PgliteSql> {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : buildPgliteTemplate();
  return PgliteSql.open({ dataDir, loadDataDir: await template });
}

/**
 * Puts a copy of the template where the embedded profile keeps its database, so a Stint started on `dataDir` opens an
 * empty database instead of creating one (seconds of CPU per start).
 */
export async function seedEmbeddedDataDir(dataDir: string): Promise<void> {
  await (await cloneTestPglite(embeddedDatabaseDir(dataDir))).close();
}

/** Why PostgreSQL suites skip, or null when a server is available. */
export function postgresSkipReason(): string | null {
  if (process.env.TEST_PG_URL) return null;
  return (
    process.env.TEST_PG_SKIP ??
    'TEST_PG_URL is not set (run the tests through vitest with tests/support/global-setup.ts)'
  );
}

export function redisSkipReason(): string | null {
  if (process.env.TEST_REDIS_URL) return null;
  return (
    process.env.TEST_REDIS_SKIP ??
    'TEST_REDIS_URL is not set (run the tests through vitest with tests/support/global-setup.ts)'
  );
}

/** Creates an empty database on the test server and returns its URL. */
export async function createTestPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_PG_URL;
  if (!serverUrl) throw new Error(postgresSkipReason() ?? 'no PostgreSQL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function openTestPostgres(): Promise<{ sql: PostgresSql; url: string; drop(): Promise<void> }> {
  const db = await createTestPostgresDatabase();
  const sql = new PostgresSql(db.url);
  return {
    sql,
    url: db.url,
    async drop() {
      await sql.close().catch(() => {});
      await db.drop();
    },
  };
}

/** A database of the test's own: a PGlite clone, or a fresh PostgreSQL database; `close` lets it go. */
export async function openTestSql(on: 'pglite' | 'postgres'): Promise<{ sql: Sql; close(): Promise<void> }> {
  if (on === 'postgres') {
    const db = await openTestPostgres();
    return { sql: db.sql, close: () => db.drop() };
  }
  const pglite = await cloneTestPglite();
  return { sql: pglite, close: () => pglite.close() };
}

/** Prints why a suite is skipped, so a skip is never silent. */
export function announceSkip(suite: string, reason: string | null): boolean {
  if (reason) console.warn(`[skip] ${suite}: ${reason}`);
  return reason !== null;
}
