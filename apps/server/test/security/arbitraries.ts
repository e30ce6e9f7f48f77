import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';

/** Strings that have broken servers: NUL, huge, lone surrogates, markup, SQL, paths. */
export const hostileStrings = [
  '\u0000',
  'name\u0000with nul',
  'x'.repeat(100_000),
  '\ud800',
  'a\udfffb',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'; drop table teams; --",
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose
  '${7*7}{{7*7}}',
  '   ',
  '',
  '🎪🚀 ünïcödé',
  'null',
];
export const prototypeKeys = ['__proto__', 'constructor', 'prototype'];

const hostileString = fc.constantFrom(...hostileStrings);
/** A value of some other JSON type than the schema asks for. */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constant([]),
  fc.constant({}),
  fc.constant('not what was asked'),
);

/**
 * How hostile a request is: 'valid' follows its schema everywhere (to reach the services and
 * their writes), 'light' puts a hostile value at about one position in twelve (one bad field
 * in an otherwise good body), 'heavy' at one in three, with unknown and prototype keys.
 */
export type Mix = 'valid' | 'light' | 'heavy';
const hostileOdds: Record<Mix, number> = { valid: 0, light: 12, heavy: 3 };

/**
 * Values for a JSON Schema of the API document, mixed with hostile strings, wrong types,
 * unknown keys and prototype-pollution keys at every level as `mix` says.
 */
export function arbitraryFor(
  schema: JsonSchema,
  mix: Mix = 'heavy',
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validFor(schema, mix, depth);
  if (mix === 'valid' || depth > 6) return valid;
  return fc.oneof(
    { arbitrary: valid, weight: hostileOdds[mix] - 1 },
    { arbitrary: fc.oneof(hostileString, wrongType), weight: 1 },
  );
}

/** A request body: a third of them valid, a third lightly and a third heavily hostile. */
export function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    arbitraryFor(schema, 'valid'),
    arbitraryFor(schema, 'light'),
    arbitraryFor(schema, 'heavy'),
  );
}

function validFor(schema: JsonSchema, mix: Mix, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => arbitraryFor(v, mix, depth + 1)));
  if (schema.allOf?.length) return validFor(schema.allOf[0]!, mix, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = schema.nullable || types.includes('null');
  const type = types.find((x) => x !== 'null') ?? (schema.properties ? 'object' : undefined);
  const base = byType(schema, type, mix, depth);
  return nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function byType(
  schema: JsonSchema,
  type: string | undefined,
  mix: Mix,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return objectFor(schema, mix, depth);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      return fc.array(arbitraryFor(schema.items ?? {}, mix, depth + 1), { minLength, maxLength });
    }
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: bound(schema.minimum, -1000), max: bound(schema.maximum, 1000) });
    case 'number':
      return fc.double({
        min: bound(schema.minimum, -1000),
        max: bound(schema.maximum, 1000),
        noNaN: true,
      });
    case 'string':
      return stringFor(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const bound = (value: number | boolean | undefined, fallback: number) =>
  typeof value === 'number' ? Math.max(Math.min(value, 1e9), -1e9) : fallback;

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 2000);
    } catch {
      // A pattern JavaScript cannot read: plain strings (the server refuses what misfits).
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function objectFor(schema: JsonSchema, mix: Mix, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const known = Object.fromEntries(
    Object.entries(properties).map(([name, prop]) => [name, arbitraryFor(prop, mix, depth + 1)]),
  );
  const record = fc.record(known, { requiredKeys: [...required] });
  const additional =
    schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          fc.string({ maxLength: 20 }),
          arbitraryFor(schema.additionalProperties, mix, depth + 1),
          {
            maxKeys: 3,
          },
        )
      : fc.constant({});
  const extraKey = fc.tuple(
    fc.constantFrom('unknownKey', ...prototypeKeys),
    fc.oneof(hostileString, wrongType),
  );
  const extra =
    mix === 'valid' ? fc.constant(null) : fc.option(extraKey, { freq: hostileOdds[mix] });
  return fc.tuple(record, additional, extra).map(([value, more, extraKey]) => {
    const result: Record<string, unknown> = { ...more, ...(value as Record<string, unknown>) };
    if (extraKey) {
      // defineProperty, so `__proto__` becomes a key of the JSON and not the object's prototype.
      Object.defineProperty(result, extraKey[0], {
        value: extraKey[0] === 'constructor' ? { prototype: extraKey[1] } : extraKey[1],
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    return result;
  });
}

/**
 * The path of a key the schema does not know, in an object that allows none (strict), reached
 * through properties and items only: such a body must be refused (spec 5, unknown keys). Under
 * a oneOf/anyOf the walk stops, as which variant applies is the server's to decide.
 */
export function unknownKeyPath(value: unknown, schema: JsonSchema, path = 'body'): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (schema.oneOf || schema.anyOf || schema.allOf) return null;
  if (Array.isArray(value)) {
    if (!schema.items) return null;
    for (const [i, item] of value.entries()) {
      const found = unknownKeyPath(item, schema.items, `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  const properties = schema.properties;
  if (!properties) return null;
  for (const [key, child] of Object.entries(value)) {
    const prop = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (!prop) {
      if (schema.additionalProperties === false) return `${path}.${key}`;
      continue;
    }
    const found = unknownKeyPath(child, prop, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}
