/**
 * Which of a SQL session's cached rows hold each value of a field, as the unit of work's in-memory find matches them
 * (sql-unit-of-work.ts): built for a field on its first find, then kept up to date as rows change, so a find answered
 * from memory looks at the rows it returns instead of every row the session holds (thousands in a catch-up batch).
 */

/** A cached row as the index sees it: its document, or nothing (no row, a tombstone, not read yet). */
export type IndexedDoc = Record<string, unknown> | null;

/**
 * The keys a stored value is found under: a scalar by its JSON (so 1 and "1" differ), an array by each scalar element,
 * a missing field or null as null. A find for value v then reads the ids under JSON(v), which is what `matches` in
 * sql-unit-of-work.ts accepts.
 */
function keysOf(stored: unknown): string[] {
  if (stored === undefined || stored === null) return ['null'];
  if (Array.isArray(stored)) {
    return stored.filter((item) => item === null || typeof item !== 'object').map((item) => JSON.stringify(item));
  }
  return typeof stored === 'object' ? [] : [JSON.stringify(stored)];
}

export class MemoryIndex {
  private readonly fields = new Map<string, Map<string, Set<string>>>();

  /** Whether any field is indexed (else rows need not be parsed to keep it current). */
  get active(): boolean {
    return this.fields.size > 0;
  }

  has(field: string): boolean {
    return this.fields.has(field);
  }

  /** Indexes `field` over the rows in hand; from now on `update` keeps it current. */
  build(field: string, rows: Iterable<[string, IndexedDoc]>): void {
    const index = new Map<string, Set<string>>();
    this.fields.set(field, index);
    for (const [id, doc] of rows) if (doc) add(index, id, keysOf(doc[field]));
  }

  update(id: string, before: IndexedDoc, after: IndexedDoc): void {
    for (const [field, index] of this.fields) {
      // Most writes leave the indexed fields as they were: a scalar kept is found under the same key.
      if (before && after && before[field] === after[field] && !isObject(before[field])) continue;
      if (before) {
        for (const key of keysOf(before[field])) {
          const ids = index.get(key);
          ids?.delete(id);
          if (ids?.size === 0) index.delete(key);
        }
      }
      if (after) add(index, id, keysOf(after[field]));
    }
  }

  /** The ids of rows whose `field` holds one of the values (as JSON keys). */
  ids(field: string, keys: Iterable<string>): Set<string> {
    const index = this.fields.get(field);
    const found = new Set<string>();
    if (!index) return found;
    for (const key of keys) for (const id of index.get(key) ?? []) found.add(id);
    return found;
  }
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function add(index: Map<string, Set<string>>, id: string, keys: string[]): void {
  for (const key of keys) {
    let ids = index.get(key);
    if (!ids) index.set(key, (ids = new Set()));
    ids.add(id);
  }
}
