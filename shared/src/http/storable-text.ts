/**
 * Text every store can keep (docs/architecture.md §HTTP): PostgreSQL and PGlite refuse U+0000 in text and JSONB, and an
 * unpaired UTF-16 surrogate has no UTF-8 form, so JSONB, MongoDB's BSON and any JSON re-encoding refuse or mangle it.
 * Such a character accepted once would sit in the log for ever; so every string of every request (path, query, body,
 * form field, file name, and the keys of objects) is checked here, once, at the edge — not field by field.
 */
import type { FieldError } from '../errors';

export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be saved (a null character or a broken emoji)';

// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/**
 * For text from outside that cannot be refused (a job board's feed): NUL dropped, each unpaired surrogate replaced
 * by U+FFFD, as a UTF-8 decoder would. Requests are refused instead (findUnstorableText).
 */
export function toStorableText(value: string): string {
  return value.replace(UNSTORABLE_ALL, (found) => (found === '\u0000' ? '' : '\ufffd'));
}

/** Deeper than any form nests; a body nested further than this is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * The first string (or object key) in `value` that cannot be stored, as a field error whose path is dot-separated
 * from `prefix`; null when every string is storable.
 */
export function findUnstorableText(value: unknown, prefix: string[] = []): FieldError | null {
  const path: string[] = [...prefix];
  const visit = (node: unknown, depth: number): FieldError | null => {
    if (typeof node === 'string') {
      return isStorableText(node) ? null : { path: path.join('.'), message: UNSTORABLE_TEXT_MESSAGE };
    }
    if (node === null || typeof node !== 'object') return null;
    if (depth > MAX_DEPTH) return { path: path.join('.'), message: 'Nested too deeply' };
    const entries: Array<[string, unknown]> = Array.isArray(node)
      ? node.map((item, index) => [String(index), item])
      : Object.entries(node);
    for (const [key, child] of entries) {
      path.push(key);
      const found = isStorableText(key)
        ? visit(child, depth + 1)
        : { path: [...path.slice(0, -1), '(key)'].join('.'), message: UNSTORABLE_TEXT_MESSAGE };
      path.pop();
      if (found) return found;
    }
    return null;
  };
  return visit(value, 0);
}
