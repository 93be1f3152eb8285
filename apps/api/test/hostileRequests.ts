import fc from 'fast-check';

/**
 * Hostile requests for every operation of an OpenAPI 3.1 document, as fast-check arbitraries.
 * Each request starts plausible (its parameters and body follow the document's schemas, or take
 * values seen in real answers, so it gets past validation and into the services) and then
 * receives a few mutations: a NUL or an unpaired surrogate slipped into a text, a wrong type,
 * a huge string, deep nesting, a number out of range, a prototype key, a wrong content type,
 * invalid JSON, hostile path and query values, headers and cookies.
 */

/** The parts of JSON Schema the contract's schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * What a real journey sent and got back: each field's, parameter's, header's and cookie's values
 * by name (the ids of a real cart, a session's token, a club that exists), and each operation's
 * accepted requests, so generated requests can get past validation into the services.
 */
export interface Samples {
  values: ReadonlyMap<string, readonly unknown[]>;
  /** Accepted requests by operation, `POST /api/membership/v1/stage`. */
  requests: ReadonlyMap<string, readonly SampleRequest[]>;
}

/**
 * The parsed parts of a request an operation accepted, with the credential and token headers it
 * carried (its Cookie header among them): a request keeps the identity its operation was used
 * with, so a logout never ends the session another operation's requests rely on.
 */
export interface SampleRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

/** The header and cookie names the API reads, for mutations to send hostile values in. */
export interface KnownHeaders {
  /** Header names the API reads (credentials, idempotency, tokens), lower case. */
  headers: readonly string[];
  /** Cookie names the API reads. */
  cookies: readonly string[];
}

/** One request, ready for `app.inject`, and what was made hostile in it. */
export interface HostileRequest {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mutations: string[];
}

/** A piece of JSON text put into a body as it is: numbers JSON.parse turns into Infinity, deep nesting. */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a body, with RawJson pieces inserted as they are. */
function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${jsonText((value as Record<string, unknown>)[key])}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Shortens a text for a report: huge strings are the point of some requests, not of the log. */
function shortened(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length} characters)`;
}

/** How a failing request is printed: what a person needs to send it again, huge values cut. */
function describeRequest(request: HostileRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : typeof request.payload === 'string'
        ? JSON.stringify(shortened(request.payload, 2000))
        : `<${request.payload.length} bytes: ${shortened(request.payload.toString('hex'), 400)}>`;
  return [
    `${request.method} ${shortened(request.url, 1000)}`,
    ...Object.entries(request.headers).map(
      ([name, value]) => `${name}: ${JSON.stringify(shortened(value, 300))}`,
    ),
    ...(payload ? [`body ${payload}`] : []),
    `mutations: ${request.mutations.join('; ') || 'none'}`,
  ].join('\n  ');
}

// ----- hostile values ---------------------------------------------------------------------------

/** Texts that have broken servers: NUL, unpaired surrogates, injections, look-alikes of numbers. */
const HOSTILE_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'a\uDC00b',
  '\uDC00\uD800',
  '\uDBFF\uDBFF',
  '\uFFFE',
  '\uFEFF',
  '\u202E',
  '\u0001\u001F\u007F',
  '\r\n',
  ' ',
  '',
  '\\',
  '"',
  "'; DROP TABLE carts; --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '𝕏𝔶',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  '٣٤',
  '__proto__',
  'constructor',
];

/** Characters PostgreSQL text cannot hold, or UTF-8 cannot encode. */
const POISON_CHARACTERS = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...POISON_CHARACTERS), fc.string())
      .map(([before, poison, after]) => before + poison + after),
  },
  {
    weight: 1,
    // Just past common limits, far past them, and past the body limit.
    arbitrary: fc
      .tuple(
        fc.constantFrom(7, 51, 65, 129, 255, 1_000, 70_000, 300_000),
        fc.constantFrom('x', '9', 'é', '𝕏', '\u0000'),
      )
      .map(([length, unit]) => unit.repeat(length)),
  },
);

/** Numbers out of every range a field might have, and JSON numbers JavaScript cannot hold. */
const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    0.5,
    -0.000001,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 63),
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc
    .constantFrom('1e400', '-1e400', '1'.padEnd(400, '0'), '-0', '0.1e-400')
    .map((text) => new RawJson(text)),
  fc.double(),
  fc.integer(),
);

/** Nesting deep enough to exhaust a recursive parser, walker or database. */
const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(64, 1_000, 10_000, 100_000), fc.boolean())
  .map(
    ([depth, arrays]) =>
      new RawJson(
        arrays
          ? '['.repeat(depth) + ']'.repeat(depth)
          : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
      ),
  );

/** Keys that pollute prototypes, or shadow what code expects of an object. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'then',
];

/** An object whose own key is a prototype key (a literal `{ __proto__: … }` would set the prototype). */
function withOwnKey(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return object;
}

const prototypePoison: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.constantFrom<unknown>({ polluted: true }, 'polluted', null, 1),
  )
  .map(([key, value]) =>
    key === 'constructor'
      ? withOwnKey(key, { prototype: { polluted: true } })
      : withOwnKey(key, value),
  );

/** Any value in a place of the body: the wrong type, hostile text, numbers, nesting, prototype keys. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], ['a'], { a: 1 }),
  },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: prototypePoison },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Bodies that are not the JSON they claim to be. */
const invalidPayload: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'null',
    'true',
    '"text"',
    '123',
    'NaN',
    '\u0000',
    '\uFEFF{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":1}{"b":2}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":"\\x00"}',
  ),
  fc.string({ unit: codeUnit, maxLength: 60 }),
  fc.uint8Array({ maxLength: 60 }).map((bytes) => Buffer.from(bytes)),
  // Valid JSON around bytes that are not UTF-8: an overlong NUL, a surrogate encoded, a lone byte.
  fc
    .constantFrom([0xc0, 0x80], [0xed, 0xa0, 0x80], [0xff], [0xe2, 0x82])
    .map((bytes) =>
      Buffer.concat([Buffer.from('{"firstName":"'), Buffer.from(bytes), Buffer.from('"}')]),
    ),
);

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/jsonx',
  '*/*',
  ';',
];

/** Header values Node's HTTP parser lets through: tab, visible ASCII, space and Latin-1. */
const headerCharacter = fc
  .oneof(
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.integer({ min: 0x80, max: 0xff }),
    fc.constant(0x09),
  )
  .map((code) => String.fromCharCode(code));

const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    'Bearer ',
    'Bearer a.b.c',
    'Basic Zm9vOmJhcg==',
    'a, b',
    '%00',
    '\u00ff\u00fe',
    'x'.repeat(43),
    'x'.repeat(8_000),
    'https://evil.example',
    'cross-site',
  ),
  fc.string({ unit: headerCharacter, maxLength: 80 }),
);

// ----- URL values -------------------------------------------------------------------------------

/**
 * Percent-encodes a text as UTF-8, with each unpaired surrogate as the three bytes a careless
 * encoder writes for it (which no UTF-8 decoder accepts): what a client can put on the wire.
 */
function percentEncoded(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(text[index] ?? '');
    }
  }
  return encoded;
}

/** URL-encoded values that are hostile once decoded, or do not decode at all. */
const hostileUrlValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.filter((text) => text.length < 5_000).map(percentEncoded) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%C0%80',
      '%FF',
      '%ED%A0%80',
      '%00',
      'a%00b',
      '%2F',
      '%2e%2e',
      '+',
      '%20',
      '..',
      '.',
    ),
  },
);

// ----- values from schemas ----------------------------------------------------------------------

/** The types a schema allows, as a list (none when it names no type). */
function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** Turns the document's schemas into arbitraries of plausible values, preferring seen values. */
class SchemaValues {
  constructor(
    private readonly components: Record<string, JsonSchema>,
    private readonly dictionary: Samples['values'],
  ) {}

  /** The component schema a `$ref` points at, if the document has it. */
  private referenced(ref: string): JsonSchema | undefined {
    return this.components[ref.replace('#/components/schemas/', '')];
  }

  /** The values seen for a name that fit its schema (a `version` may be a number or a text). */
  private seen(name: string, schema: JsonSchema): unknown[] {
    return (this.dictionary.get(name) ?? []).filter((value) => this.fits(schema, value));
  }

  /** A value for a field or parameter named `name`: one seen for that name, or generated. */
  named(name: string, schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const seen = this.seen(name, schema);
    const generated = this.of(schema, depth);
    return seen.length
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...seen) },
          { weight: 1, arbitrary: generated },
        )
      : generated;
  }

  /** Whether a value has the schema's type, enum, pattern and required keys (not deeper). */
  private fits(schema: JsonSchema, value: unknown): boolean {
    if (schema.$ref) {
      const target = this.referenced(schema.$ref);
      return target ? this.fits(target, value) : false;
    }
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return alternatives.some((each) => this.fits(each, value));
    if (schema.enum) return schema.enum.includes(value);
    if (schema.const !== undefined) return schema.const === value;
    const types = typesOf(schema);
    const type =
      value === null
        ? 'null'
        : Array.isArray(value)
          ? 'array'
          : Number.isInteger(value)
            ? 'integer'
            : typeof value;
    if (types.length && !types.includes(type) && !(type === 'integer' && types.includes('number')))
      return false;
    if (typeof value === 'string' && schema.pattern && !new RegExp(schema.pattern).test(value))
      return false;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return (schema.required ?? []).every((key) => key in value);
    }
    return true;
  }

  of(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    if (schema.$ref) {
      const target = this.referenced(schema.$ref);
      return target && depth < 8 ? this.of(target, depth + 1) : fc.constant(null);
    }
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives?.length)
      return fc.oneof(...alternatives.map((each) => this.of(each, depth + 1)));
    if (schema.allOf?.[0]) return this.of(schema.allOf[0], depth + 1);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    const types = typesOf(schema);
    if (types.length > 1)
      return fc.oneof(...types.map((type) => this.of({ ...schema, type }, depth)));
    switch (types[0]) {
      case 'string':
        return this.string(schema);
      case 'integer':
        return fc.integer({
          min: Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -1001) + 1),
          max: Math.floor(schema.maximum ?? (schema.exclusiveMaximum ?? 1001) - 1),
        });
      case 'number':
        return fc.double({
          min: schema.minimum ?? schema.exclusiveMinimum ?? -1000,
          max: schema.maximum ?? schema.exclusiveMaximum ?? 1000,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(
          schema.items ? this.of(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }),
          {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
          },
        );
      case 'object':
        return this.object(schema, depth);
      default:
        return schema.properties ? this.object(schema, depth) : fc.jsonValue({ maxDepth: 2 });
    }
  }

  private string(schema: JsonSchema): fc.Arbitrary<unknown> {
    if (schema.pattern) {
      try {
        return fc.stringMatching(new RegExp(schema.pattern));
      } catch {
        // A pattern fast-check cannot generate from (a lookahead): fall back on the format.
      }
    }
    switch (schema.format) {
      case 'email':
        return fc.emailAddress();
      case 'date':
        return fc
          .date({
            min: new Date('1900-01-01T00:00:00Z'),
            max: new Date('2100-12-31T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString().slice(0, 10));
      case 'date-time':
        return fc
          .date({
            min: new Date('1900-01-01T00:00:00Z'),
            max: new Date('2100-12-31T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString());
      case 'uuid':
        return fc.uuid();
      default:
        return fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, Math.max(schema.minLength ?? 0, 60)),
        });
    }
  }

  private object(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {};
    const record = fc.record(
      Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [
          key,
          this.named(key, property, depth + 1),
        ]),
      ),
      { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
    );
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      const extra = fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 3,
      });
      return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
    }
    return record;
  }
}

// ----- mutations --------------------------------------------------------------------------------

/** A request being built: its parts before they are put on the wire. */
interface Draft {
  method: string;
  path: string;
  pathParams: Map<string, string>;
  query: [string, string][];
  headers: Map<string, string>;
  cookies: Map<string, string>;
  body: { json: unknown } | { payload: string | Buffer } | undefined;
  mutations: string[];
}

type Mutation = (draft: Draft) => void;

/** Every value of a JSON body with where it sits, so a mutation can pick one by number. */
function nodesOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const nodes = [at];
  if (Array.isArray(value))
    value.forEach((item, index) => nodes.push(...nodesOf(item, [...at, index])));
  else if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    for (const [key, item] of Object.entries(value)) nodes.push(...nodesOf(item, [...at, key]));
  }
  return nodes;
}

/** The body with the value at `at` replaced: a copy, so generated values stay as generated. */
function replaced(value: unknown, at: readonly (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaced(item, rest, replacement) : item));
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaced(copy[head], rest, replacement);
  return copy;
}

/** The body without the value at `at`. */
function removed(value: unknown, at: readonly (string | number)[]): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return undefined;
  if (rest.length > 0) {
    const inner = (value as Record<string | number, unknown>)[head];
    return replaced(value, [head], removed(inner, rest));
  }
  if (Array.isArray(value)) return value.filter((_, index) => index !== head);
  const { [head]: _dropped, ...others } = value as Record<string, unknown>;
  return others;
}

function valueAt(value: unknown, at: readonly (string | number)[]): unknown {
  return at.reduce<unknown>(
    (inner, key) => (inner as Record<string | number, unknown>)?.[key],
    value,
  );
}

const pathName = (at: readonly (string | number)[]) => `body${at.map((key) => `.${key}`).join('')}`;

function pick<T>(items: readonly T[], at: number): T | undefined {
  return items.length ? items[at % items.length] : undefined;
}

function jsonBody(draft: Draft): unknown {
  return draft.body && 'json' in draft.body ? draft.body.json : undefined;
}

/** The mutations a request can receive; a request gets up to three. */
function mutationArbitrary(known: KnownHeaders): fc.Arbitrary<Mutation> {
  const replaceNode = fc.tuple(fc.nat(), hostileJson).map(([at, value]): Mutation => (draft) => {
    const body = jsonBody(draft);
    const where = pick(nodesOf(body), at) ?? [];
    draft.body = { json: replaced(body, where, value) };
    draft.mutations.push(`${pathName(where)} replaced`);
  });
  // A plausible text with a poison character slipped in: it passes lengths and reaches storage.
  const poisonText = fc
    .tuple(fc.nat(), fc.nat(), fc.constantFrom(...POISON_CHARACTERS))
    .map(([at, offset, poison]): Mutation => (draft) => {
      const body = jsonBody(draft);
      const texts = nodesOf(body).filter((where) => typeof valueAt(body, where) === 'string');
      const where = pick(texts, at);
      if (!where) return;
      const text = valueAt(body, where) as string;
      const position = offset % (text.length + 1);
      draft.body = {
        json: replaced(body, where, text.slice(0, position) + poison + text.slice(position)),
      };
      draft.mutations.push(
        `${pathName(where)} poisoned with U+${poison.charCodeAt(0).toString(16)}`,
      );
    });
  const addKey = fc
    .tuple(
      fc.nat(),
      fc.oneof(
        fc.constantFrom(...PROTOTYPE_KEYS),
        hostileString.filter((key) => key.length < 100),
      ),
      hostileJson,
    )
    .map(([at, key, value]): Mutation => (draft) => {
      const body = jsonBody(draft);
      const objects = nodesOf(body).filter((where) => {
        const found = valueAt(body, where);
        return (
          found !== null &&
          typeof found === 'object' &&
          !Array.isArray(found) &&
          !(found instanceof RawJson)
        );
      });
      const where = pick(objects, at) ?? [];
      const target = (valueAt(body, where) ?? {}) as Record<string, unknown>;
      const copy = { ...target };
      Object.defineProperty(copy, key, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
      draft.body = { json: replaced(body, where, copy) };
      draft.mutations.push(`${pathName(where)} given key ${JSON.stringify(key)}`);
    });
  const dropNode = fc.nat().map((at): Mutation => (draft) => {
    const body = jsonBody(draft);
    const where = pick(nodesOf(body).slice(1), at);
    if (!where) return;
    draft.body = { json: removed(body, where) };
    draft.mutations.push(`${pathName(where)} removed`);
  });
  const rawBody = invalidPayload.map((payload): Mutation => (draft) => {
    draft.body = { payload };
    draft.mutations.push('body is not JSON');
  });
  const contentType = fc.constantFrom(...CONTENT_TYPES).map((type): Mutation => (draft) => {
    draft.headers.set('content-type', type);
    draft.mutations.push(`content-type ${type}`);
  });
  const pathParam = fc.tuple(fc.nat(), hostileUrlValue).map(([at, value]): Mutation => (draft) => {
    const name = pick([...draft.pathParams.keys()], at);
    if (name === undefined) return;
    draft.pathParams.set(name, value);
    draft.mutations.push(`path ${name} hostile`);
  });
  const queryParam = fc
    .tuple(
      fc.nat(),
      fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(...PROTOTYPE_KEYS),
        fc.string({ maxLength: 8 }),
      ),
      hostileUrlValue,
      fc.boolean(),
    )
    .map(([at, extraName, value, repeated]): Mutation => (draft) => {
      const name =
        extraName ??
        pick(
          draft.query.map(([key]) => key),
          at,
        ) ??
        'q';
      const encodedName = percentEncoded(name);
      if (!repeated) draft.query = draft.query.filter(([key]) => key !== encodedName);
      draft.query.push([encodedName, value]);
      draft.mutations.push(`query ${name}${repeated ? ' repeated' : ''} hostile`);
    });
  const header = fc
    .tuple(
      fc.oneof(fc.constantFrom(...known.headers), fc.stringMatching(/^x-[a-z-]{1,20}$/)),
      hostileHeaderValue,
    )
    .map(([name, value]): Mutation => (draft) => {
      draft.headers.set(name, value);
      draft.mutations.push(`header ${name} hostile`);
    });
  const cookie = fc
    .tuple(
      fc.oneof(fc.constantFrom(...known.cookies), fc.stringMatching(/^[a-z_-]{1,12}$/)),
      hostileHeaderValue.map((value) => value.replaceAll(';', '')),
    )
    .map(([name, value]): Mutation => (draft) => {
      draft.cookies.set(name, value);
      draft.mutations.push(`cookie ${name} hostile`);
    });
  // The same path asked with a method it may not have (HEAD answers for GET routes).
  const method = fc
    .constantFrom('HEAD', 'OPTIONS', 'PATCH', 'DELETE', 'POST', 'GET')
    .map((other): Mutation => (draft) => {
      draft.method = other;
      draft.mutations.push(`method ${other}`);
    });
  return fc.oneof(
    { weight: 1, arbitrary: method },
    { weight: 4, arbitrary: poisonText },
    { weight: 4, arbitrary: replaceNode },
    { weight: 2, arbitrary: addKey },
    { weight: 1, arbitrary: dropNode },
    { weight: 1, arbitrary: rawBody },
    { weight: 1, arbitrary: contentType },
    { weight: 3, arbitrary: pathParam },
    { weight: 2, arbitrary: queryParam },
    { weight: 2, arbitrary: header },
    { weight: 1, arbitrary: cookie },
  );
}

// ----- requests ---------------------------------------------------------------------------------

function requestOf(draft: Draft, operation: string): HostileRequest {
  const path = draft.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => draft.pathParams.get(name) ?? '',
  );
  const query = draft.query.map(([name, value]) => `${name}=${value}`).join('&');
  const headers = Object.fromEntries(draft.headers);
  if (draft.cookies.size > 0) {
    headers.cookie = [...draft.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  let payload: string | Buffer | undefined;
  if (draft.body && 'payload' in draft.body) payload = draft.body.payload;
  else if (draft.body && draft.body.json !== undefined) payload = jsonText(draft.body.json);
  if (payload !== undefined && !('content-type' in headers))
    headers['content-type'] = 'application/json';
  const request: HostileRequest = {
    operation,
    method: draft.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
    mutations: draft.mutations,
  };
  // fast-check prints a failing request with this, not with its megabytes.
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
  return request;
}

/** Plain text of a generated parameter, as a query or path carries it. */
function parameterText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Where a generated or sampled request starts: its parameters encoded, its body as JSON. */
interface Base {
  pathParams: [string, string][];
  query: [string, string][];
  body: unknown;
  headers: Record<string, string>;
}

/** The cookies of a Cookie header, by name. */
function cookiesOf(header: string | undefined): [string, string][] {
  return (header ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .flatMap(([name, ...value]) => (name ? [[name, value.join('=')] as [string, string]] : []));
}

/**
 * Hostile requests for every operation of `document`: a plausible request (one the journey sent,
 * or one made from the schemas and the values seen, with the credentials of the operation's own
 * samples or none, and an Idempotency-Key mostly) and up to three mutations. The operation is chosen first, each with a share that
 * grows with what it takes.
 */
export function hostileRequests(
  document: OpenApiDocument,
  samples: Samples,
  known: KnownHeaders,
): fc.Arbitrary<HostileRequest> {
  const values = new SchemaValues(document.components?.schemas ?? {}, samples.values);
  const mutation = mutationArbitrary(known);
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      operation,
    })),
  );
  const encoded = (value: unknown) => percentEncoded(parameterText(value));

  const requestFor = ({ path, method, operation }: (typeof operations)[number]) => {
    const parameters = operation.parameters ?? [];
    const inPath = parameters.filter((parameter) => parameter.in === 'path');
    const inQuery = parameters.filter((parameter) => parameter.in === 'query');
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    const samplesOf = samples.requests.get(`${method} ${path}`) ?? [];
    const generated: fc.Arbitrary<Base> = fc.record({
      pathParams: fc.tuple(
        ...inPath.map((parameter) =>
          values
            .named(parameter.name, parameter.schema ?? {})
            .map((value): [string, string] => [parameter.name, encoded(value)]),
        ),
      ),
      query: fc
        .tuple(
          ...inQuery.map((parameter) =>
            fc.option(
              values
                .named(parameter.name, parameter.schema ?? {})
                .map((value): [string, string] => [parameter.name, encoded(value)]),
              { nil: undefined },
            ),
          ),
        )
        .map((pairs) => pairs.filter((pair) => pair !== undefined)),
      body: bodySchema ? values.of(bodySchema) : fc.constant(undefined),
      headers: fc.constantFrom<Record<string, string>>(
        {},
        ...samplesOf.map((sample) => sample.headers),
      ),
    });
    const sampled = samplesOf.map((sample): Base => ({
      pathParams: Object.entries(sample.params).map(([name, value]) => [name, encoded(value)]),
      query: Object.entries(sample.query).map(([name, value]) => [name, encoded(value)]),
      body: sample.body,
      headers: sample.headers,
    }));
    const base = sampled.length
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...sampled) },
          { weight: 1, arbitrary: generated },
        )
      : generated;
    return fc
      .record({
        base,
        idempotencyKey: fc.option(fc.uuid(), { freq: 4, nil: undefined }),
        mutations: fc.array(mutation, { maxLength: 3 }),
      })
      .map((parts) => {
        const draft: Draft = {
          method,
          path,
          pathParams: new Map(parts.base.pathParams),
          query: [...parts.base.query],
          headers: new Map(
            Object.entries(parts.base.headers).filter(([name]) => name !== 'cookie'),
          ),
          cookies: new Map(cookiesOf(parts.base.headers.cookie)),
          body: parts.base.body === undefined ? undefined : { json: parts.base.body },
          mutations: [],
        };
        if (parts.idempotencyKey) draft.headers.set('idempotency-key', parts.idempotencyKey);
        for (const mutate of parts.mutations) mutate(draft);
        return requestOf(draft, `${method} ${path}`);
      });
  };
  // An operation with more to send (parameters, a body) gets more requests than a bare GET.
  return fc.oneof(
    ...operations.map((operation) => ({
      arbitrary: requestFor(operation),
      weight:
        1 +
        Math.min(3, operation.operation.parameters?.length ?? 0) +
        (operation.operation.requestBody ? 3 : 0),
    })),
  );
}
