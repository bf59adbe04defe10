/**
 * fast-check arbitraries from the JSON Schema the OpenAPI document holds (zod's `toJSONSchema`): values of the
 * documented shape, and mutations of them (a field dropped, a wrong type, a huge string, null) for the fuzz suite.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** Hints by field name: ids the fixtures hold, and ISO dates where the name says date. */
export type FieldHints = { ids: string[] };

const isoDate = fc
  .integer({ min: -3650, max: 3650 })
  .map((days) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));

/**
 * Text a hostile client sends: NUL, unpaired surrogates (alone or next to real emoji), overlong strings, and odd but
 * valid Unicode (bidi overrides, zero-width joiners, combining marks, noncharacters, astral symbols) around text.
 */
const hostileText = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(
        '\u0000',
        '\ud800',
        '\udfff',
        '\ud83d',
        'a\udc00b',
        '\ud83c\udf89\ud83c',
        '\u202e\u2066',
        '\u200b\u200d\ufeff',
        'e\u0301\u0301\u0301',
        '\uffff\ufffe',
        '\u{1d573}\u{10ffff}',
        '\u0085\u2028\u2029',
        'x'.repeat(Math.max(maxLength + 1, 5_000)),
      ),
      fc.string({ maxLength: 8 }),
    )
    .map(([before, odd, after]) => `${before}${odd}${after}`);

function stringFor(name: string, schema: JsonSchema, hints: FieldHints): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  const plain = fc.oneof(
    { weight: 5, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: hostileText(schema.maxLength ?? 200) },
  );
  if (/date|deadline/i.test(name)) return fc.oneof({ weight: 4, arbitrary: isoDate }, { weight: 1, arbitrary: plain });
  if (/^(id|internship|internshipId|student|token)$/i.test(name) && hints.ids.length > 0) {
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...hints.ids) }, { weight: 1, arbitrary: plain });
  }
  if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), plain);
  return plain;
}

export function valueOf(schema: JsonSchema, hints: FieldHints, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueOf(choice, hints, name, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(name, schema, hints);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1_000_000),
        max: Math.min(schema.maximum ?? 1000, 1_000_000),
      });
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -1000, -1_000_000),
        max: Math.min(schema.maximum ?? 1000, 1_000_000),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(valueOf(schema.items ?? {}, hints, name, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, valueOf(value, hints, key, depth + 1)]),
        ),
        { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid-looking value most of the time, a broken one otherwise. */
export function fuzzedValueOf(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const valid = valueOf(schema, hints);
  const broken = fc.oneof(
    fc.constant(null),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant('x'.repeat(20_000)),
    valid.chain((value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return fc.constant(value);
      const keys = Object.keys(value);
      if (keys.length === 0) return fc.constant(value);
      return fc
        .tuple(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), fc.boolean())
        .map(([key, wrong, drop]) => {
          const copy: Record<string, unknown> = { ...value };
          if (drop) delete copy[key];
          else copy[key] = wrong;
          return copy;
        });
    }),
  );
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: broken });
}
