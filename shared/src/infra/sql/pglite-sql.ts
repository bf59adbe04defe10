import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Sql, SqlQueryable, SqlRow } from './sql.port';

/** PGlite (in-process WebAssembly Postgres): one connection, so statements and transactions queue up. */
export class PgliteSql implements Sql {
  readonly kind = 'pglite' as const;
  private constructor(readonly db: PGlite) {}

  /** `dataDir` undefined → in memory. `loadDataDir` restores a dumped database (tests clone a template). */
  static async open(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PgliteSql> {
    // pg_trgm: the read store's search indexes (loaded here, created in a database on first use).
    const db = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    return new PgliteSql(db);
  }

  async query<T extends SqlRow = SqlRow>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.db.query<T>(text, params)).rows;
  }

  async exec(text: string): Promise<void> {
    await this.db.exec(text);
  }

  async transaction<R>(fn: (tx: SqlQueryable) => Promise<R>): Promise<R> {
    return this.db.transaction(async (tx: Transaction) =>
      fn({
        query: async <T extends SqlRow>(text: string, params: unknown[] = []) => (await tx.query<T>(text, params)).rows,
      }),
    );
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.db.listen(channel, onNotify);
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
