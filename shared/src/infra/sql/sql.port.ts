/**
 * One small interface over PGlite and node-postgres, so the SQL adapters (event store, read store, key
 * store) are written once. Parameters are positional ($1…); pass JSON as a string with a ::jsonb cast.
 */
export type SqlRow = Record<string, unknown>;

export type QueryOptions = {
  /**
   * Prepare the statement once per connection and reuse it (node-postgres named statements): for SQL text
   * that repeats, so it is parsed and planned once. Only for a bounded set of texts: a connection keeps
   * every statement it prepared.
   */
  prepare?: boolean;
};

/**
 * How many texts a connection keeps prepared. Past it (generated SQL gone wild) a `prepare`d text runs unnamed, rather
 * than grow every connection for ever.
 */
export const MAX_NAMED_STATEMENTS = 2_000;

export interface SqlQueryable {
  query<T extends SqlRow = SqlRow>(text: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
}

export interface Sql extends SqlQueryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements (migrations). */
  exec(text: string): Promise<void>;
  transaction<R>(fn: (tx: SqlQueryable) => Promise<R>): Promise<R>;
  /** LISTEN on a channel; resolves to an unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
