/**
 * The filter language in SQL: WHERE conditions and ORDER BY over a table with columns (id, doc), with
 * Mongo's semantics (see sql-read-store.ts).
 */
import type { Scalar } from './read-store.port';
import { assertFieldPath, type FilterNode, type RangeOp, type SortKey } from './filter';

/** Collects positional parameters: values never enter the SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Field paths are validated identifiers, so they may appear in the SQL text as a text[] literal. */
function pathLiteral(field: string): string {
  assertFieldPath(field);
  return `'{${field.split('.').join(',')}}'`;
}

export const jsonAt = (field: string) => `(doc #> ${pathLiteral(field)})`;
export const textAt = (field: string) => `(doc #>> ${pathLiteral(field)})`;

/**
 * Mongo's cross-type order as three columns: type rank, numeric value (numbers; booleans as 0/1), string
 * value (bytewise). Used by ORDER BY, by range filters and by the expression indexes, which must match
 * this text exactly for the planner to use them.
 */
export function sortKeyExpressions(field: string): [rank: string, num: string, str: string] {
  const value = jsonAt(field);
  return [
    `(case jsonb_typeof(${value}) when 'number' then 1 when 'string' then 2 when 'object' then 3 when 'array' then 4 when 'boolean' then 5 else 0 end)`,
    `(case jsonb_typeof(${value}) when 'number' then (${value})::numeric when 'boolean' then (case when ${value} = 'true'::jsonb then 1 else 0 end) end)`,
    `((case when jsonb_typeof(${value}) = 'string' then ${textAt(field)} end) collate "C")`,
  ];
}

function nest(field: string, value: unknown): unknown {
  return field
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value);
}

const RANGE_SQL: Record<RangeOp, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The JSON documents `doc` contains when `field` equals one of `values` (non-null): the value, or an array holding it. */
export function containments(field: string, values: readonly Scalar[]): string[] {
  return values.flatMap((value) => [JSON.stringify(nest(field, value)), JSON.stringify(nest(field, [value]))]);
}

function eqSql(field: string, value: Scalar, params: SqlParams): string {
  if (field === '_id') return typeof value === 'string' ? `(id = ${params.add(value)}::text)` : 'false';
  if (value === null) return `(coalesce(${jsonAt(field)}, 'null'::jsonb) @> 'null'::jsonb)`;
  // Two containment tests: the value itself, or an array holding it. Both can use the GIN index on doc.
  const scalarForm = params.add(JSON.stringify(nest(field, value)));
  const arrayForm = params.add(JSON.stringify(nest(field, [value])));
  return `(doc @> ${scalarForm}::jsonb or doc @> ${arrayForm}::jsonb)`;
}

function inSql(field: string, values: Scalar[], params: SqlParams): string {
  if (values.length === 0) return 'false';
  if (field === '_id') {
    const ids = values.filter((value): value is string => typeof value === 'string');
    return ids.length === 0 ? 'false' : `(id = any(${params.add(ids)}::text[]))`;
  }
  return `(${values.map((value) => eqSql(field, value, params)).join(' or ')})`;
}

function rangeSql(field: string, op: RangeOp, value: string | number, params: SqlParams): string {
  const operator = RANGE_SQL[op];
  if (field === '_id') return typeof value === 'string' ? `(id ${operator} ${params.add(value)}::text)` : 'false';
  const [rank, num, str] = sortKeyExpressions(field);
  if (typeof value === 'number') return `(${rank} = 1 and ${num} ${operator} ${params.add(value)}::numeric)`;
  return `(${rank} = 2 and ${num} is null and ${str} ${operator} ${params.add(value)}::text)`;
}

/**
 * The string arm leads with the ILIKE on the field's text, the array arm with its type test: a searchable
 * field (CollectionSpec.search) has an index for each (trigram; partial on arrays), so the planner can
 * answer the OR with a bitmap scan instead of reading every document.
 */
function containsSql(field: string, text: string, params: SqlParams): string {
  const pattern = params.add(`%${escapeLike(text)}%`);
  if (field === '_id') return `(id ilike ${pattern}::text)`;
  const value = jsonAt(field);
  return (
    `((${textAt(field)} ilike ${pattern}::text and jsonb_typeof(${value}) = 'string') or ` +
    `(jsonb_typeof(${value}) = 'array' and exists (select 1 from jsonb_array_elements(${value}) as element(item) ` +
    `where jsonb_typeof(element.item) = 'string' and (element.item #>> '{}') ilike ${pattern}::text)))`
  );
}

/** A WHERE condition over a table with columns (id, doc); values go to `params`. */
export function filterToSql(node: FilterNode, params: SqlParams): string {
  switch (node.op) {
    case 'and':
      return node.items.length === 0
        ? 'true'
        : `(${node.items.map((item) => filterToSql(item, params)).join(' and ')})`;
    case 'or':
      return `(${node.items.map((item) => filterToSql(item, params)).join(' or ')})`;
    case 'eq':
      return eqSql(node.field, node.value, params);
    case 'ne':
      return `(not ${eqSql(node.field, node.value, params)})`;
    case 'in':
      return inSql(node.field, node.values, params);
    case 'nin':
      return `(not ${inSql(node.field, node.values, params)})`;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return rangeSql(node.field, node.op, node.value, params);
    case 'exists':
      if (node.field === '_id') return node.value ? 'true' : 'false';
      return `(${jsonAt(node.field)} is ${node.value ? 'not ' : ''}null)`;
    case 'contains':
      return containsSql(node.field, node.value, params);
    default: {
      const never: never = node;
      throw new Error(`Unhandled filter node ${JSON.stringify(never)}`);
    }
  }
}

export function sortToSql(keys: SortKey[]): string {
  return keys
    .flatMap(({ field, direction }) => {
      const dir = direction === 1 ? 'asc' : 'desc';
      if (field === '_id') return [`id ${dir}`];
      return sortKeyExpressions(field).map((expression) => `${expression} ${dir}`);
    })
    .join(', ');
}
