import { deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/contract/errors.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

/**
 * Property: whatever request is made of the operations the served OpenAPI document describes (valid bodies,
 * mutated ones, hostile bytes, odd path parameters, queries and headers), the service answers within a
 * bound, never with a 5xx, always with the error body for a 4xx, and keeps answering. The run is seeded:
 * `FUZZ_SEED=<seed> npx vitest run test/service/api/fuzz.test.ts` repeats a failing one.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_200);
const ANSWER_WITHIN_MS = 15_000;

type Schema = Record<string, any>;

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema }[];
  body?: Schema;
}

interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const SAMPLE_TEXTS = [
  'The sprint review went fine',
  'so tired of these deadlines, nobody listens',
  'I want to kill myself, I cannot do this anymore',
  'Reach me on +1 415 555 0137 about payroll',
  'great team lunch today 🎉',
  'meh',
];

/** Values no schema asks for: wrong types, unstorable characters, huge numbers, prototype keys. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e308,
    2 ** 53 + 2,
    '',
    ' ',
    '\u0000',
    'a\ud800',
    '\udfffz',
    '%ff',
    '__proto__',
    '😀😀',
    'x'.repeat(300),
    [],
    {},
    [[[]]],
    JSON.parse('{"__proto__": {"polluted": 1}}'),
    { constructor: { prototype: { polluted: 1 } } },
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.anything({ maxDepth: 2, maxKeys: 3 }),
);

/** Bodies that are not what any schema describes, as bytes. */
const hostileRaw: fc.Arbitrary<Buffer> = fc
  .constantFrom(
    '',
    'null',
    '[]',
    '{',
    '{"a":',
    '"text"',
    '1e999',
    '\uFEFF{}',
    '{"__proto__":{"polluted":1}}',
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
    '{"uid":"u","text":"\\ud800"}',
    '{"source":"\\u0000","texts":["x"]}',
    '{"members":[{"uid":"u","team":"\\u0000"}]}',
  )
  .map((text) => Buffer.from(text))
  .chain((bytes) => fc.constantFrom(bytes, Buffer.from([0xff, 0xfe, 0x7b, 0x7d]), Buffer.from([0xc0, 0xaf])));

const hostileSegment = fc.constantFrom(
  '%ff',
  '%ED%A0%80',
  '%C0%AF',
  '%00',
  '%',
  '%zz',
  '..',
  '%2e%2e%2f',
  'a'.repeat(3_000),
  '%F0%9F%98%80',
  '%20',
);

function resolve(schema: Schema, document: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = String(schema.$ref).replace('#/components/schemas/', '');
  return document.components.schemas[name];
}

/** An arbitrary of the values a JSON Schema (as the service's document writes them) accepts. */
function schemaValue(input: Schema, document: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(input, document);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s: Schema) => schemaValue(s, document)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.exclusiveMinimum ?? schema.minimum ?? -1_000,
        max: schema.maximum ?? 1_000,
        minExcluded: schema.exclusiveMinimum !== undefined,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schemaValue(schema.items ?? {}, document), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties: Record<string, Schema> = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, schemaValue(s, document)])),
        { requiredKeys: schema.required ?? [] },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') {
    const now = Date.now();
    return fc.integer({ min: now - 30 * 86_400_000, max: now }).map((t) => new Date(t).toISOString());
  }
  if (schema.format === 'uri') {
    return fc.constantFrom(
      'https://93.184.215.14/hook',
      'https://127.0.0.1/hook',
      'http://10.0.0.1/x',
      'ftp://203.0.113.9/x',
      'https://[::1]/x',
      'https://user:pass@198.51.100.7:8443/x?y=1',
    );
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 200, 200);
  if (schema.maxLength === 10_000) return fc.constantFrom(...SAMPLE_TEXTS);
  return fc.oneof(
    fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.max(minLength, 12) }),
    fc.string({ unit: 'binary', minLength, maxLength }),
  );
}

/** Every place in a JSON value, as a path of keys. */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => placesIn(v, [...path, i]))];
  if (value && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => placesIn(v, [...path, k]))];
  }
  return here;
}

/** The value with one place replaced, removed, or given an unknown sibling. */
function mutate(value: unknown, place: (string | number)[], how: string, hostile: unknown): unknown {
  if (place.length === 0) return how === 'replace' ? hostile : value;
  const copy = structuredClone(value) as any;
  let parent = copy;
  for (const key of place.slice(0, -1)) parent = parent[key];
  const last = place.at(-1)!;
  if (how === 'replace') parent[last] = hostile;
  else if (how === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (!Array.isArray(parent)) parent.unknown_field = hostile;
  return copy;
}

function bodyOf(operation: Operation, document: Schema): fc.Arbitrary<Buffer | undefined> {
  if (!operation.body) {
    return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileRaw });
  }
  const valid = schemaValue(operation.body, document);
  const mutated = fc
    .tuple(valid, fc.nat(), fc.constantFrom('replace', 'delete', 'add'), hostileValue)
    .map(([value, n, how, hostile]) => {
      const places = placesIn(value);
      return mutate(value, places[n % places.length]!, how, hostile);
    });
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((v) => Buffer.from(JSON.stringify(v) ?? ''));
  return fc.oneof(
    { weight: 5, arbitrary: json(valid) },
    { weight: 4, arbitrary: json(mutated) },
    { weight: 2, arbitrary: hostileRaw },
  );
}

function pathOf(operation: Operation, document: Schema): fc.Arbitrary<string> {
  const names = operation.parameters.filter((p) => p.in === 'path');
  if (names.length === 0) return fc.constant(operation.path);
  const segment = (schema: Schema) =>
    fc.oneof(
      { weight: 4, arbitrary: schemaValue(schema, document).map((v) => encodeURIComponent(String(v))) },
      { weight: 2, arbitrary: hostileSegment },
    );
  return fc
    .tuple(...names.map((p) => segment(p.schema)))
    .map((values) => names.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i]!), operation.path));
}

function queryOf(operation: Operation, document: Schema): fc.Arbitrary<string> {
  const params = operation.parameters.filter((p) => p.in === 'query');
  const value = (schema: Schema) =>
    fc.oneof(
      { weight: 4, arbitrary: schemaValue(schema, document).map((v) => encodeURIComponent(String(v))) },
      { weight: 1, arbitrary: fc.constantFrom('%ff', '', '-1', '1e999', 'all,all', '%00') },
    );
  const pairs = fc.tuple(
    ...params.map((p) =>
      fc.option(
        value(p.schema).map((v) => `${p.name}=${v}`),
        { freq: 2 },
      ),
    ),
  );
  const extra = fc.constantFrom([], ['unknown=1'], ['window=7d', 'window=30d'], ['__proto__[x]=1']);
  return fc
    .tuple(pairs, extra)
    .map(([given, more]) => [...given.filter((p): p is string => p !== null), ...more].join('&'));
}

/** What a client can put in a header value (fetch refuses the rest; raw sockets test those elsewhere). */
const headerCharacter = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

function requestOf(operation: Operation, document: Schema, keys: Record<string, string>) {
  const headerParams = operation.parameters.filter((p) => p.in === 'header');
  return fc
    .record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(operation.method.toUpperCase()) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: pathOf(operation, document),
      query: queryOf(operation, document),
      body: bodyOf(operation, document),
      key: fc.constantFrom(...Object.keys(keys), 'none', 'malformed', 'basic'),
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            'application/json; charset=utf-8',
            'text/plain',
            'application/merge-patch+json',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'multipart/form-data; boundary=x',
            '*/*',
            'application/json;;;',
            'none',
          ),
        },
      ),
      encoding: fc.oneof(
        { weight: 8, arbitrary: fc.constant('none') },
        {
          weight: 2,
          arbitrary: fc.constantFrom('gzip', 'deflate', 'gzip-unzipped', 'br', 'identity', 'x-bogus'),
        },
      ),
      extraHeaders: fc.tuple(
        ...headerParams.map(() =>
          fc.option(fc.oneof(fc.string({ unit: headerCharacter, maxLength: 300 }), fc.uuid()), { freq: 2 }),
        ),
      ),
      requestId: fc.option(fc.string({ unit: headerCharacter, maxLength: 200 }), { freq: 3 }),
    })
    .map((r): FuzzRequest => {
      const headers: Record<string, string> = {};
      if (r.key in keys) headers.authorization = `Bearer ${keys[r.key]}`;
      else if (r.key === 'malformed') headers.authorization = 'Bearer aff_admin_nope_00000000';
      else if (r.key === 'basic') headers.authorization = 'Basic dXNlcjpwYXNz';
      headerParams.forEach((p, i) => {
        const value = r.extraHeaders[i];
        if (value !== null && value !== undefined) headers[p.name] = value;
      });
      if (r.requestId !== null) headers['x-request-id'] = r.requestId;
      let body = r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body;
      if (body !== undefined) {
        if (r.contentType !== 'none') headers['content-type'] = r.contentType;
        if (r.encoding === 'gzip') body = gzipSync(body);
        if (r.encoding === 'deflate') body = deflateSync(body);
        if (r.encoding !== 'none') headers['content-encoding'] = r.encoding.replace('-unzipped', '');
      }
      return { method: r.method, path: r.path, query: r.query, headers, body };
    });
}

function operationsOf(document: Schema): Operation[] {
  return Object.entries<Record<string, Schema>>(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method,
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

describe('fuzzing the API from its OpenAPI document', () => {
  let service: TestService;
  let document: Schema;
  let signal: TestOrg;
  let pulse: TestOrg;

  beforeAll(async () => {
    service = await startTestService({
      env: { RATE_LIMIT_BATCH_PER_MIN: '1000000', RATE_LIMIT_STREAM_PER_MIN: '1000000', LOG_LEVEL: 'warn' },
    });
    signal = await service.createOrg('brain');
    pulse = await service.createOrg('pulse');
    document = (await service.request('GET', '/v1/affective/openapi.json')).body;
  });
  afterAll(() => service.close());

  it(`should answer ${RUNS} generated requests without a 5xx, each 4xx in the error shape`, async () => {
    const keys = { admin: signal.adminKey, ingest: signal.ingestKey, pulseIngest: pulse.ingestKey };
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThanOrEqual(20);
    const request = fc.oneof(
      ...operations.map((operation) => ({
        // A run of the aggregation is the slowest answer; ask for it less often than the rest.
        weight: operation.path === '/aggregate' ? 1 : 4,
        arbitrary: requestOf(operation, document, keys),
      })),
    );
    let sent = 0;
    const property = fc.asyncProperty(request, async (r) => {
      sent++;
      const url = `${service.url}/v1/affective${r.path}${r.query ? `?${r.query}` : ''}`;
      const response = await fetch(url, {
        method: r.method,
        headers: r.headers,
        body: r.body,
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      const text = await response.text();
      const said = `${r.method} ${r.path} → ${response.status} ${text.slice(0, 300)}`;
      if (response.status >= 500) throw new Error(`5xx: ${said}`);
      if (response.status >= 400 && r.method !== 'HEAD') {
        const body = JSON.parse(text);
        const fine =
          response.headers.get('content-type')?.startsWith('application/json') &&
          Object.keys(body).join() === 'error' &&
          Object.keys(body.error).sort().join() === 'code,details,message,request_id' &&
          (ERROR_CODES as readonly string[]).includes(body.error.code) &&
          Array.isArray(body.error.details) &&
          body.error.request_id === response.headers.get('x-request-id');
        if (!fine) throw new Error(`not the error shape: ${said}`);
      }
      if (response.status < 300 && response.status !== 204 && r.method !== 'HEAD') {
        // The report is the one answer that is not JSON.
        if (!r.path.endsWith('.pdf')) JSON.parse(text);
        else if (!response.headers.get('content-type')?.startsWith('application/pdf'))
          throw new Error(`a report that is not a PDF: ${said}`);
      }
    });
    try {
      await fc.assert(property, { seed: SEED, numRuns: RUNS });
    } catch (err) {
      throw new Error(`FUZZ_SEED=${SEED} reproduces this run.\n${(err as Error).message}`);
    }
    expect(sent).toBeGreaterThanOrEqual(2_000);
    expect((await service.request('GET', '/healthz')).status).toBe(200);
    expect((await service.request('GET', '/v1/affective/configure', { key: signal.adminKey })).status).toBe(
      200,
    );
  }, 300_000);
});
