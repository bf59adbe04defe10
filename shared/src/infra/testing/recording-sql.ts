/**
 * A Sql that keeps the text of every statement run through it, in transactions too, and each query's parameters, for a
 * test to look at.
 */
import type { QueryOptions, Sql, SqlQueryable, SqlRow } from '../sql/sql.port';

export function recordingSql(sql: Sql): {
  sql: Sql;
  statements: string[];
  queries: Array<{ text: string; params: readonly unknown[] }>;
} {
  const statements: string[] = [];
  const queries: Array<{ text: string; params: readonly unknown[] }> = [];
  const queryable = (db: SqlQueryable): SqlQueryable => ({
    query<T extends SqlRow = SqlRow>(text: string, params?: unknown[], options?: QueryOptions) {
      statements.push(text);
      queries.push({ text, params: params ?? [] });
      return db.query<T>(text, params, options);
    },
  });
  const recorded: Sql = {
    kind: sql.kind,
    ...queryable(sql),
    exec(text) {
      statements.push(text);
      return sql.exec(text);
    },
    transaction: (fn) => sql.transaction((tx) => fn(queryable(tx))),
    listen: (channel, onNotify) => sql.listen(channel, onNotify),
    close: () => sql.close(),
  };
  return { sql: recorded, statements, queries };
}

/** The statements among `statements` that select from the read-store collection `name`. */
export function selectsFrom(statements: readonly string[], name: string): string[] {
  return statements.filter((text) => /^\s*select\b/i.test(text) && new RegExp(`\\brm_${name}\\b`).test(text));
}
