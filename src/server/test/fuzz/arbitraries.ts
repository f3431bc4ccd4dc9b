import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';

import { PRODUCT_CSV_HEADER } from '#shared/product/product-csv';

import type { JsonSchema, Operation, Parameter } from './operations';

/** Who sends a fuzzed request: the world's actors, or a forged Authorization header. */
export const FUZZ_ACTORS = [
  'guest',
  'member',
  'merchant',
  'disabledMerchant',
  'admin',
  'forged',
] as const;
export type FuzzActor = (typeof FUZZ_ACTORS)[number];

/** Values from the database (ids, slugs, emails) that take a request past "not found". */
export interface Pools {
  strings: readonly string[];
  /** Authorization headers that look right but are not (tampered, unsigned, expired...). */
  forgedAuthorizations: readonly string[];
}

export interface FuzzRequest {
  actor: FuzzActor;
  /** The Authorization header of a forged actor. */
  forgedAuthorization: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | FormData | undefined;
}

/** Short, readable text for long inputs in failure reports. */
export function abbreviate(text: string, room = 120): string {
  const shown = JSON.stringify(text.length > room ? text.slice(0, room) : text);
  return text.length > room ? `${shown}…(${text.length} chars)` : shown;
}

export function describeRequest(request: FuzzRequest): string {
  const auth = request.actor === 'forged' ? ` auth=${abbreviate(request.forgedAuthorization)}` : '';
  const type = request.headers['content-type'] ? ` [${request.headers['content-type']}]` : '';
  const cookie = request.headers.cookie ? ` cookie=${abbreviate(request.headers.cookie)}` : '';
  let body = '';
  if (typeof request.payload === 'string') body = ` body=${abbreviate(request.payload, 300)}`;
  else if (request.payload) {
    const parts = [...request.payload.entries()].map(
      ([key, value]) =>
        `${abbreviate(key, 40)}=${typeof value === 'string' ? abbreviate(value, 80) : `file(${value.size} bytes)`}`,
    );
    body = ` form{${parts.join(', ')}}`;
  }
  return `${request.actor}${auth} ${request.method} ${abbreviate(request.url, 300)}${type}${cookie}${body}`;
}

// ---------------------------------------------------------------------------------------------
// Strings

/** Long inputs (each under the body limit) of shapes that make text handling slow. */
const LONG = {
  tagOpeners: '<a'.repeat(40_000),
  letters: 'a'.repeat(90_000),
  brackets: '<'.repeat(60_000),
  entities: '&amp;'.repeat(15_000),
  spaces: ' '.repeat(60_000),
  zeroWidth: '\u200b'.repeat(20_000),
  combining: `e${'\u0301'.repeat(20_000)}`,
};

/** Inputs that have broken servers: injection, markup, traversal, odd unicode, edge lengths. */
export const HOSTILE_STRINGS: readonly string[] = [
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5) --',
  "%' OR 1=1 --",
  '\\',
  "\\'",
  '$$',
  '%_%',
  // Markup and templates
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<!--',
  '<<a>',
  '${7*7}',
  '{{7*7}}',
  "$'",
  '$`',
  '$&',
  '</title><script>x</script>',
  // Paths
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  '/dev/zero',
  'file:///etc/passwd',
  '%00',
  '%',
  '%E0%A4%A',
  // Object keys
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  // Numbers as text
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '0x10',
  '1e309',
  '9'.repeat(400),
  '1.7976931348623157e309',
  // Mail and headers
  'a@b.c\r\nBcc: victim@example.test',
  'x\r\nSet-Cookie: a=b',
  '"quoted"@example.test',
  'a@b',
  '@',
  // Unicode edges
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  '\ufffe\uffff',
  '\u2028\u2029',
  'İıſK',
  'ﬁ',
  '😀👨‍👩‍👧‍👦',
  'ЁЖ中文العربية',
  '\t\n\r\u000b\u000c',
  '',
  ' ',
  // Lengths and shapes that backtrack or grow
  'a'.repeat(255),
  'a'.repeat(5_000),
  `${'a'.repeat(5_000)}!`,
  '(a+)+$',
  '*'.repeat(1_000),
];

const oddUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\ud800', '\udbff', '\udc00', '\u0000', '\u202e') },
);

/** Any hostile string: from the catalogue, random unicode, or pieces of both. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...Object.values(LONG)) },
  { weight: 2, arbitrary: fc.string({ unit: oddUnit, maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 8 })), {
        minLength: 2,
        maxLength: 4,
      })
      .map((pieces) => pieces.join('')),
  },
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'role',
    'status',
    'isActive',
    'userId',
    'merchantId',
    'tokenVersion',
    'provider',
    'price',
    '$where',
    '$gt',
    '',
  ),
  fc.string({ unit: oddUnit, maxLength: 10 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1e21,
    -1e21,
    2 ** 31,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An own enumerable property, even for keys such as `__proto__`. */
function withKeys(base: Record<string, unknown>, extra: Array<[string, unknown]>) {
  const object: Record<string, unknown> = { ...base };
  for (const [key, value] of extra) {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** A JSON value of any type with hostile contents. */
export function hostileValue(depth = 0): fc.Arbitrary<unknown> {
  const leaves: fc.Arbitrary<unknown>[] = [
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
  ];
  if (depth >= 2) return fc.oneof(...leaves);
  return fc.oneof(
    ...leaves,
    fc.array(hostileValue(depth + 1), { maxLength: 3 }),
    fc
      .array(fc.tuple(hostileKey, hostileValue(depth + 1)), { maxLength: 3 })
      .map((entries) => withKeys({}, entries)),
  );
}

// ---------------------------------------------------------------------------------------------
// Values shaped by a schema, often off by a little

const INT32 = 2 ** 31 - 1;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function stringFor(schema: JsonSchema, pools: Pools): fc.Arbitrary<string> {
  const max = schema.maxLength;
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: fc.constantFrom(...pools.strings) },
    { weight: 2, arbitrary: fc.string({ maxLength: Math.min(max ?? 40, 40) }) },
    { weight: 3, arbitrary: hostileString },
  ];
  if (max !== undefined && max < 200_000) {
    choices.push({ weight: 1, arbitrary: fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1)) });
  }
  return fc.oneof(...choices);
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = Math.max(schema.minimum ?? -1000, -INT32);
  const max = Math.min(schema.maximum ?? 1000, INT32);
  const edges = [min - 1, min, max, max + 1].filter(Number.isFinite);
  return fc.oneof(
    fc.integer({ min: Math.min(min, max), max }),
    fc.constantFrom(...edges),
    integer ? fc.constantFrom(1.5, -0.5) : fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(...edges.map(String), '1', ' 2 ', '3abc'),
    hostileNumber,
  );
}

function shaped(schema: JsonSchema, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) {
    return fc.oneof(fc.constantFrom(...schema.enum), stringFor({}, pools));
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return fc.oneof(...variants.map((variant) => shaped(variant, pools, depth)));
  const types = typesOf(schema);
  if (types.length === 0 || depth > 4) return hostileValue(2);
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'object':
          return objectFor(schema, pools, depth);
        case 'array': {
          const items = fromSchema(schema.items ?? {}, pools, depth + 1);
          const tooMany = (schema.maxItems ?? 5) + 1;
          return fc.oneof(
            { weight: 4, arbitrary: fc.array(items, { maxLength: 4 }) },
            {
              weight: 1,
              arbitrary:
                tooMany <= 2_000 ? items.map((item) => Array(tooMany).fill(item)) : fc.constant([]),
            },
          );
        }
        case 'string':
          return stringFor(schema, pools);
        case 'integer':
          return numberFor(schema, true);
        case 'number':
          return numberFor(schema, false);
        case 'boolean':
          return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0));
        case 'null':
          return fc.constant(null);
        default:
          return hostileValue(2);
      }
    }),
  );
}

/** The schema's fields, each valid-ish or hostile; now and then one missing, or extra keys. */
function objectFor(schema: JsonSchema, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const fields = fc.record(
    Object.fromEntries(keys.map((key) => [key, fromSchema(properties[key]!, pools, depth + 1)])),
  );
  return fc
    .tuple(
      fields,
      keys.length > 0 ? fc.option(fc.constantFrom(...keys), { freq: 4 }) : fc.constant(null),
      fc.option(fc.array(fc.tuple(hostileKey, hostileValue(depth + 1)), { maxLength: 3 }), {
        freq: 3,
      }),
    )
    .map(([values, dropped, extra]) =>
      withKeys(
        Object.fromEntries(Object.entries(values).filter(([key]) => key !== dropped)),
        extra ?? [],
      ),
    );
}

/** Mostly the schema's shape with valid-ish or hostile leaves; sometimes anything at all. */
export function fromSchema(schema: JsonSchema, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: shaped(schema, pools, depth) },
    { weight: 1, arbitrary: hostileValue(Math.max(depth, 1)) },
  );
}

// ---------------------------------------------------------------------------------------------
// Encoding into a request

/** Percent-encodes any string, lone surrogates included (as the bytes a lax encoder writes). */
export function encodeComponent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** As a query or path text: objects as JSON, arrays as they come. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}

const RAW_SAFE = /^[\x21-\x7e]*$/;

function pathValue(parameter: Parameter, pools: Pools): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...pools.strings) },
        { weight: 3, arbitrary: hostileString },
        { weight: 1, arbitrary: shaped(parameter.schema, pools, 1).map(asText) },
      ),
      fc.boolean(),
    )
    .map(([value, raw]) =>
      // Sent unencoded now and then: `../` and `%` as a careless client sends them.
      raw && RAW_SAFE.test(value) && !/[?#]/.test(value) ? value : encodeComponent(value),
    );
}

function queryFor(parameters: Parameter[], pools: Pools): fc.Arbitrary<string> {
  const declared = parameters.map((parameter) =>
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: fromSchema(parameter.schema, pools, 1) },
        { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
      ),
      { freq: 2 },
    ),
  );
  const extra = fc.array(
    fc.tuple(
      fc.oneof(hostileKey, fc.constantFrom('__proto__[role]', 'constructor[prototype][x]', 'a[]')),
      hostileString,
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...declared), extra).map(([values, extras]) => {
    const pairs: Array<[string, string]> = [];
    values.forEach((value, index) => {
      if (value === null) return;
      const name = parameters[index]!.name;
      for (const item of Array.isArray(value) ? value : [value]) pairs.push([name, asText(item)]);
    });
    pairs.push(...extras);
    return pairs
      .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
      .join('&');
  });
}

const deepArrays = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const deepObjects = `${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}`;

/** Bodies that are not what a JSON route expects, or not JSON at all. */
const RAW_JSON_BODIES: readonly string[] = [
  '{"__proto__":{"role":"ROLE ADMIN","isAdmin":true,"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '"just a string"',
  'null',
  '[]',
  '0',
  'true',
  '{',
  '{"a":}',
  '\ufeff{}',
  '\u0000{}',
  '',
  '{"n":1e999999}',
  '{"n":123456789012345678901234567890}',
  `{"x":"${'a'.repeat(200_000)}"}`,
  deepArrays,
  deepObjects,
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function fileFor(png: Buffer): fc.Arbitrary<Uint8Array> {
  return fc.oneof(
    fc.constant(new Uint8Array(png)),
    fc.constant(new Uint8Array(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 0xff)]))),
    fc.uint8Array({ maxLength: 256 }),
    hostileString.map((text) => new Uint8Array(Buffer.from(text))),
  );
}

/** A products file (POST /api/product/import): the header, then rows of hostile or pooled cells. */
function csvFileFor(pools: Pools): fc.Arbitrary<Uint8Array> {
  const cell = fc.oneof(
    hostileString,
    fc.constantFrom(...pools.strings, '', '=1+1', "'@x", 'M: 2; L: x', 'Yes', '12.345', 'A | B'),
  );
  return fc
    .tuple(
      fc.boolean(),
      fc.array(fc.array(cell, { minLength: 1, maxLength: 12 }), { maxLength: 4 }),
    )
    .map(
      ([bom, rows]) =>
        new Uint8Array(Buffer.from(stringify([PRODUCT_CSV_HEADER, ...rows], { bom }))),
    );
}

function hostileForm(pools: Pools, png: Buffer): fc.Arbitrary<FormData> {
  const file = fileFor(png);
  return fc
    .tuple(
      fc.array(
        fc.tuple(
          fc.oneof(hostileKey, fc.constantFrom('sku', 'name', 'brand', 'price')),
          fc.oneof(hostileString, fc.constantFrom(...pools.strings)),
        ),
        { maxLength: 6 },
      ),
      fc.array(
        fc.tuple(
          fc.constantFrom('image', 'image2', 'imgs', 'avatar', '__proto__'),
          file,
          hostileString,
        ),
        { maxLength: 3 },
      ),
    )
    .map(([fields, files]) => {
      const form = new FormData();
      for (const [key, value] of fields) form.append(key, value);
      for (const [field, data, name] of files) {
        form.append(field, new Blob([data], { type: 'image/png' }), name || 'x.png');
      }
      return form;
    });
}

type FormValue = string | { data: Uint8Array; name: string };

/** A form shaped by its documented fields: text valid-ish or hostile, files real or not. */
function formFor(schema: JsonSchema, pools: Pools, png: Buffer): fc.Arbitrary<FormData> {
  const entries = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const value: fc.Arbitrary<FormValue> =
      field.format === 'binary'
        ? fc
            .tuple(
              name === 'file' ? fc.oneof(csvFileFor(pools), fileFor(png)) : fileFor(png),
              fc.constantFrom('a.png', 'b.jpg', '../../x.png', ''),
            )
            .map(([data, fileName]) => ({ data, name: fileName || 'x.png' }))
        : fromSchema(field, pools, 1).map(asText);
    return fc.option(value, { freq: 6 }).map((chosen) => [name, chosen] as const);
  });
  return fc.tuple(...entries).map((values) => {
    const form = new FormData();
    for (const [name, value] of values) {
      if (value === null) continue;
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([value.data], { type: 'image/png' }), value.name);
    }
    return form;
  });
}

type Body = { contentType?: string; payload: string | FormData | undefined };

function bodyFor(operation: Operation, pools: Pools, png: Buffer): fc.Arbitrary<Body> {
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((value): Body => ({
      contentType: 'application/json',
      payload: JSON.stringify(value) ?? 'null',
    }));
  const other = fc.oneof(
    fc
      .constantFrom(...RAW_JSON_BODIES)
      .map((payload): Body => ({ contentType: 'application/json', payload })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'multipart/form-data; boundary=nothing',
          'application/xml',
          'application/json, text/plain',
        ),
        hostileString,
      )
      .map(([contentType, payload]): Body => ({ contentType, payload })),
    hostileForm(pools, png).map((payload): Body => ({ payload })),
  );
  const isWrite = operation.method !== 'GET' && operation.method !== 'DELETE';
  if (operation.form) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: formFor(operation.form, pools, png).map((payload): Body => ({ payload })),
      },
      { weight: 2, arbitrary: other },
    );
  }
  if (operation.body) {
    return fc.oneof(
      { weight: 6, arbitrary: json(fromSchema(operation.body, pools)) },
      { weight: 2, arbitrary: other },
    );
  }
  return fc.oneof(
    { weight: isWrite ? 1 : 6, arbitrary: fc.constant<Body>({ payload: undefined }) },
    { weight: 2, arbitrary: json(hostileValue()) },
    { weight: 2, arbitrary: other },
  );
}

const headerSafe = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** A request to one operation: its path, query and body made of the shapes above, by any actor. */
export function requestFor(
  operation: Operation,
  pools: Pools,
  png: Buffer,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      actor: fc.constantFrom(...FUZZ_ACTORS),
      forgedAuthorization: fc.oneof(
        fc.constantFrom(...pools.forgedAuthorizations),
        fc.string({ unit: 'binary-ascii', maxLength: 60 }).filter(headerSafe),
        hostileString.filter(headerSafe).map((text) => `Bearer ${text}`),
      ),
      params: fc.tuple(...operation.pathParams.map((parameter) => pathValue(parameter, pools))),
      query: queryFor(operation.query, pools),
      body: bodyFor(operation, pools, png),
      // The API reads one cookie (the social sign-in state); a browser may send any.
      cookie: fc.option(
        fc.oneof(
          hostileString.map((text) => `oauth_state_google=${encodeComponent(text)}`),
          hostileString.filter(headerSafe),
        ),
        { freq: 4 },
      ),
    })
    .map(({ actor, forgedAuthorization, params, query, body, cookie }) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => params[index++] ?? '');
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      if (cookie !== null) headers.cookie = cookie;
      const request: FuzzRequest = {
        actor,
        forgedAuthorization,
        method: operation.method,
        url: query ? `${path}?${query}` : path,
        headers,
        payload: body.payload,
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

/** Paths to the string fields of a body schema (objects only, a few levels deep). */
function stringFields(schema: JsonSchema, path: string[] = []): string[][] {
  if (path.length > 3) return [];
  if (typesOf(schema).includes('string')) return [path];
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
    stringFields(child, [...path, key]),
  );
}

function bodyWith(path: string[], value: string): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

/**
 * Requests run on every fuzz run, whatever the seed: each string field of the body gets long
 * pathological strings, sent by an admin, who passes every role check, so that the text handling
 * behind each field is reached. `shapes` per field: the tag openers and others in turn, or all.
 */
export function examplesFor(
  operation: Operation,
  offset: number,
  shapes: 2 | 'all',
): FuzzRequest[] {
  if (!operation.body) return [];
  const long = Object.values(LONG);
  const others = long.filter((text) => text !== LONG.tagOpeners);
  const fields = stringFields(operation.body).filter((path) => path.length > 0);
  return fields
    .flatMap((path, index) =>
      (shapes === 'all' ? long : [LONG.tagOpeners, others[(offset + index) % others.length]!]).map(
        (text) => ({ path, text }),
      ),
    )
    .map(({ path, text }) => {
      const request: FuzzRequest = {
        actor: 'admin',
        forgedAuthorization: '',
        method: operation.method,
        url: operation.path.replace(/\{[^}]+\}/g, 'x'),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(bodyWith(path, text)),
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}
