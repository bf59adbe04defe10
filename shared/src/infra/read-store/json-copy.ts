/**
 * Copies of documents as the read store keeps them in a session (sql-unit-of-work.ts): JSON values, copied without
 * going through JSON text. A projection applying a batch reads and writes each document many times, and a copy made
 * walking the value costs a third of a parse of its text. A copy shares what it can with the stored copy it replaces
 * (`base`): a projection hands back most of the document it was given, and those parts are stored JSON already.
 */

/**
 * What `JSON.parse(JSON.stringify(value))` gives, without the text: `toJSON` called (dates become strings), undefined,
 * functions and symbols left out of objects and made null in arrays, non-finite numbers made null, -0 made 0, boxed
 * primitives unboxed, only own enumerable string keys kept. Like JSON.stringify it throws a TypeError on a BigInt or a
 * cycle. Undefined where JSON.stringify gives undefined (a function, a symbol, undefined itself).
 */
export function jsonCopy(value: unknown, base?: unknown): unknown {
  return copyProperty(value, '', [], base);
}

/**
 * `base`: what stands at the same place in the stored copy being replaced (a value jsonCopy or JSON.parse made, which
 * nobody changes): an object of it found here again is taken as it is, not walked and copied. In an array, an item
 * may be any item of the base array (one removed or added before it moves the others).
 */
function copyProperty(value: unknown, key: string, ancestors: object[], base: unknown): unknown {
  if (value === base && typeof value === 'object') return value;
  if ((typeof value === 'object' && value !== null) || typeof value === 'bigint') {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') value = toJSON.call(value, key);
  }
  if (typeof value === 'object' && value !== null) {
    if (value instanceof Number) value = Number(value);
    else if (value instanceof String) value = String(value);
    else if (value instanceof Boolean) value = value.valueOf();
    else if (value instanceof BigInt) throw new TypeError('Do not know how to serialize a BigInt');
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // `+ 0` turns -0 into 0, as its JSON text "0" reads back.
      return Number.isFinite(value) ? value + 0 : null;
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    case 'object':
      return value === null ? null : copyObject(value, ancestors, base);
    default:
      return undefined;
  }
}

function copyObject(value: object, ancestors: object[], base: unknown): unknown {
  if (ancestors.includes(value)) throw new TypeError('Converting circular structure to JSON');
  ancestors.push(value);
  let copy: unknown;
  if (Array.isArray(value)) {
    const baseItems = Array.isArray(base) ? base : undefined;
    let stored: Set<unknown> | undefined;
    const items: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      let itemBase = baseItems?.[index];
      if (baseItems && item !== itemBase && typeof item === 'object' && item !== null) {
        stored ??= new Set(baseItems);
        if (stored.has(item)) itemBase = item;
      }
      items[index] = copyProperty(item, String(index), ancestors, itemBase) ?? null;
    }
    copy = items;
  } else {
    const baseFields = typeof base === 'object' && base !== null && !Array.isArray(base) ? base : undefined;
    const fields: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const fieldBase =
        baseFields && Object.hasOwn(baseFields, key) ? (baseFields as Record<string, unknown>)[key] : undefined;
      const field = copyProperty((value as Record<string, unknown>)[key], key, ancestors, fieldBase);
      if (field !== undefined) setField(fields, key, field);
    }
    copy = fields;
  }
  ancestors.pop();
  return copy;
}

/** `fields[key] = value`, where a key "__proto__" (which JSON.parse makes an own field) is a field, not the prototype. */
function setField(fields: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
  else fields[key] = value;
}
