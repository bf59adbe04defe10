import { createHash } from 'node:crypto';
import pg from 'pg';
import { MAX_NAMED_STATEMENTS, type QueryOptions, type Sql, type SqlQueryable, type SqlRow } from './sql.port';

/** A named statement per distinct text: the name is derived from the text, so it can never mean another. */
const statementNames = new Map<string, string>();

function queryConfig(text: string, params: unknown[], options?: QueryOptions): pg.QueryConfig {
  if (!options?.prepare) return { text, values: params };
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return { text, values: params };
    name = `stint_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return { name, text, values: params };
}

/** node-postgres pool. bigint columns come back as strings; adapters convert them. */
export class PostgresSql implements Sql {
  readonly kind = 'postgres' as const;
  readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  constructor(
    readonly url: string,
    options: { max?: number } = {},
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
    // An idle client that loses its connection must not crash the process; the next query reconnects.
    this.pool.on('error', () => {});
  }

  async query<T extends SqlRow = SqlRow>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    return (await this.pool.query(queryConfig(text, params, options))).rows as T[];
  }

  async exec(text: string): Promise<void> {
    await this.pool.query(text);
  }

  async transaction<R>(fn: (tx: SqlQueryable) => Promise<R>): Promise<R> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({
        query: async <T extends SqlRow>(text: string, params: unknown[] = [], options?: QueryOptions) =>
          (await client.query(queryConfig(text, params, options))).rows as T[],
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    if (!this.listener) {
      const client = new pg.Client({ connectionString: this.url });
      client.on('error', () => {});
      client.on('notification', (message) => {
        for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      await client.connect();
      this.listener = client;
    }
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.listener.query(`LISTEN "${channel.replaceAll('"', '')}"`);
    }
    set.add(onNotify);
    return async () => {
      set.delete(onNotify);
    };
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
    await this.pool.end();
  }
}

/**
 * Opens a store on a new pool for `url`, the store owning the pool from then on. When opening fails the pool is closed
 * here, since no store exists to close it, so a failed start leaves no connections behind.
 */
export async function openOnPostgres<T>(url: string, open: (sql: PostgresSql) => Promise<T>): Promise<T> {
  const sql = new PostgresSql(url);
  try {
    return await open(sql);
  } catch (error) {
    await sql.close().catch(() => {});
    throw error;
  }
}
