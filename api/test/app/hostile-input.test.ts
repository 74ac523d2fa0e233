/**
 * Hostile input: for every JSON route in the server's own OpenAPI document (built from the routes'
 * TypeBox schemas), fast-check generates params, queries and bodies, shaped by the schema, arbitrary, and with
 * every number beyond int32 (2^31, 2^53, such digit strings in paths and queries); the answer is never a 5xx,
 * and a JSON answer with a declared schema for its status matches it. Every number in a request schema must be
 * bounded. Then malformed and truncated multipart and huge headers against a real server listening on loopback,
 * which must keep answering. Real app and database; runs bounded (HOSTILE_RUNS, default 4 per route and kind).
 */
import net from 'node:net';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { buildWorld, type World } from '../authz/harness.js';
import { LAST } from '../authz/matrix.js';
import { normalizeRoute } from '../authz/routes.js';
import { apiCall, createTestContext, type HttpMethod, type TestContext } from '../helpers/helpers.js';

type Schema = Record<string, any>;
const RUNS = Number(process.env.HOSTILE_RUNS ?? 4);

let ctx: TestContext;
let world: World;
let spec: Schema;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildWorld(ctx);
  spec = (ctx.app as any).swagger();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** Routes that end the caller's session or delete the company or member under test, or are not JSON. */
const SKIP = new Set(
  [
    ...LAST,
    'POST /api/properties/:id/documents/upload', // multipart: below
    'POST /api/stripe/webhook', // signed raw body: stripe.test.ts
    'POST /api/two-factor/enable',
    'POST /api/two-factor/disable',
    'POST /api/auth/change-password',
  ].map(normalizeRoute),
);

const resolve = (s: Schema | undefined): Schema | undefined => {
  if (!s?.$ref) return s;
  const name = String(s.$ref).split('/').pop()!;
  return spec.components?.schemas?.[name];
};

/** Integers a database column cannot hold or that overflow int32 / int64 / the safe range of a JS number. */
const BIG_NUMBERS = [2 ** 31, 2 ** 31 + 1, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, -(2 ** 53), 2 ** 63, 1e20, -1];
/** The same, as the digit strings a path or query parameter carries. */
const BIG_DIGITS = [
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9223372036854775808',
  '99999999999999999999999',
  '-2147483649',
  '-1',
  '0',
  '1e10',
];

/**
 * A value shaped by the JSON schema (valid or nearly so: bounds and formats are followed where simple). With
 * `overflow`, every integer and number is one beyond int32 (or past any bound) instead.
 */
function arb(schema: Schema | undefined, depth = 0, overflow = false): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (!s || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...alts.map((a: Schema) => arb(a, depth + 1, overflow)));
  const type = Array.isArray(s.type) ? s.type : [s.type];
  const options: fc.Arbitrary<unknown>[] = [];
  for (const t of type) {
    if (t === 'null' || s.nullable) options.push(fc.constant(null));
    if (t === 'string') {
      if (s.format === 'uuid') options.push(fc.uuid());
      else if (s.format === 'email') options.push(fc.emailAddress());
      else if (s.format === 'date-time')
        options.push(
          fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString()),
        );
      else if (s.format === 'date')
        options.push(
          fc
            .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
            .map((d) => d.toISOString().slice(0, 10)),
        );
      else options.push(fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) }));
    }
    if ((t === 'integer' || t === 'number') && overflow) options.push(fc.constantFrom(...BIG_NUMBERS));
    else if (t === 'integer')
      options.push(
        fc.oneof(fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1000 }), fc.constantFrom(...BIG_NUMBERS)),
      );
    else if (t === 'number') options.push(fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true }));
    if (t === 'boolean') options.push(fc.boolean());
    if (t === 'array')
      options.push(
        fc.array(arb(s.items, depth + 1, overflow), {
          minLength: Math.max(s.minItems ?? 0, overflow ? 1 : 0),
          maxLength: Math.min(s.maxItems ?? 3, 3),
        }),
      );
    if (t === 'object' || (t === undefined && s.properties)) {
      const props: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries<Schema>(s.properties ?? {})) props[k] = arb(v, depth + 1, overflow);
      options.push(
        fc.record(props, {
          requiredKeys: overflow ? Object.keys(props) : (s.required ?? []).filter((k: string) => k in props),
        }),
      );
    }
  }
  return options.length ? fc.oneof(...options) : fc.jsonValue({ maxDepth: 1 });
}

/** Something a client should never send: wrong types, odd strings, deep values. */
const hostile = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    'a\u0000b',
    '%zz',
    '../../etc/passwd',
    "' OR 1=1 --",
    '\u0000',
    'NaN',
    '-1',
    '1e309',
    '[]',
    '{}',
    'x'.repeat(5000),
  ),
);

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
((addFormats as any).default ?? addFormats)(ajv);
const validators = new Map<Schema, ReturnType<Ajv['compile']>>();
function validateResponse(schema: Schema, body: unknown): string | null {
  let v = validators.get(schema);
  if (!v) {
    v = ajv.compile({ ...schema, components: spec.components ?? {} });
    validators.set(schema, v);
  }
  return v(body) ? null : ajv.errorsText(v.errors);
}

interface Operation {
  route: string;
  method: HttpMethod;
  path: string;
  op: Schema;
}
function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Schema>(spec.paths)) {
    for (const [m, op] of Object.entries<Schema>(item)) {
      const method = m.toUpperCase() as HttpMethod;
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const route = `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
      if (SKIP.has(normalizeRoute(route)) || path.startsWith('/api/docs')) continue;
      out.push({ route, method, path, op });
    }
  }
  return out;
}

type Kind = 'shaped' | 'hostile' | 'overflow';

function requestArb(o: Operation, kind: Kind) {
  const params: Schema[] = (o.op.parameters ?? []).map(resolve);
  const pathParams: Record<string, fc.Arbitrary<unknown>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) {
    // Overflow: every parameter is a number too big for its column (digits in a string parameter too).
    const a =
      kind === 'overflow'
        ? fc.oneof(arb(p.schema, 0, true), fc.constantFrom(...BIG_DIGITS))
        : kind === 'shaped'
          ? arb(p.schema)
          : hostile;
    if (p.in === 'path')
      pathParams[p.name] =
        kind === 'overflow'
          ? fc.constantFrom(...BIG_DIGITS)
          : fc.oneof(a, fc.constantFrom(world.ids.property, world.ids.propertyDocument));
    if (p.in === 'query') query[p.name] = a;
  }
  const bodySchema = o.op.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    path: fc.record(pathParams),
    query: fc.record(query, { requiredKeys: kind === 'overflow' ? Object.keys(query) : [] }),
    body: bodySchema
      ? kind === 'hostile'
        ? hostile
        : arb(bodySchema, 0, kind === 'overflow')
      : fc.constant(undefined),
  });
}

const str = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Every integer or number without both bounds, and every array without maxItems, in a request schema. */
function unbounded(schema: Schema | undefined, where: string, out: string[], depth = 0): void {
  const s = resolve(schema);
  if (!s || depth > 12) return;
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) unbounded(alt, where, out, depth + 1);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if ((types.includes('integer') || types.includes('number')) && (s.minimum === undefined || s.maximum === undefined))
    out.push(`${where}: ${types.join('|')} without minimum and maximum`);
  if (types.includes('array')) {
    if (s.maxItems === undefined) out.push(`${where}: array without maxItems`);
    unbounded(s.items, `${where}[]`, out, depth + 1);
  }
  for (const [k, v] of Object.entries<Schema>(s.properties ?? {})) unbounded(v, `${where}.${k}`, out, depth + 1);
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    unbounded(s.additionalProperties, `${where}.*`, out, depth + 1);
}

describe('every number a client sends is bounded', () => {
  it('every integer and number in every params, query and body schema has a minimum and a maximum; every array a maxItems', () => {
    const found: string[] = [];
    for (const [path, item] of Object.entries<Schema>(spec.paths)) {
      for (const [m, op] of Object.entries<Schema>(item)) {
        if (!op || typeof op !== 'object') continue;
        for (const p of (op.parameters ?? []).map(resolve))
          unbounded(p?.schema, `${m.toUpperCase()} ${path} ${p?.in} ${p?.name}`, found);
        for (const [type, content] of Object.entries<Schema>(op.requestBody?.content ?? {}))
          unbounded(content.schema, `${m.toUpperCase()} ${path} body(${type})`, found);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('hostile input on every JSON route', () => {
  it('never answers 5xx and every JSON answer matches its declared schema', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let requests = 0;
    for (const o of ops) {
      for (const kind of ['shaped', 'hostile', 'overflow'] as const) {
        await fc
          .assert(
            fc.asyncProperty(requestArb(o, kind), async (req) => {
              const url =
                o.path.replace(/\{([^}]+)\}/g, (_, name) => {
                  const value = encodeURIComponent(str(req.path[name]) || 'x');
                  // A segment '.' or '..' (or its escape %2E, which URL parsers treat alike) is a dot segment: the
                  // URL resolves to another route, as it would in any browser. Such a value cannot reach this one.
                  return /^(\.|%2e){1,2}$/i.test(value) ? `x${value}` : value;
                }) +
                (Object.keys(req.query).length
                  ? '?' +
                    new URLSearchParams(
                      Object.entries(req.query).map(([k, v]): [string, string] => [k, str(v)]),
                    ).toString()
                  : '');
              const res = await apiCall(ctx.app, o.method, url, world.tokens.admin, req.body);
              requests += 1;
              if (res.statusCode >= 500) {
                failures.push(
                  `${o.route} ${url} ${JSON.stringify(req.body)?.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
                );
                return false;
              }
              const declared = o.op.responses?.[String(res.statusCode)]?.content?.['application/json']?.schema;
              if (declared && String(res.headers['content-type'] ?? '').includes('application/json')) {
                const error = validateResponse(declared, res.json());
                if (error) {
                  failures.push(`${o.route} ${url} -> ${res.statusCode} does not match its schema: ${error}`);
                  return false;
                }
              }
              return true;
            }),
            { numRuns: RUNS, endOnFailure: true },
          )
          .catch(() => undefined); // collected in `failures`, all routes reported at once
      }
    }
    console.log(`hostile input: ${ops.length} operations, ${requests} requests`);
    expect(failures).toEqual([]);
  }, 600_000);
});

/** Raw HTTP/1.1 over a socket: the whole answer text (or '' when the server closed without one). */
function raw(port: number, chunks: string[], endEarly = false): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('timeout')));
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('close', () => resolvePromise(data));
    socket.on('error', (e) =>
      data ? resolvePromise(data) : (e as any).code === 'ECONNRESET' ? resolvePromise(data) : reject(e),
    );
    socket.on('connect', () => {
      for (const c of chunks) socket.write(c);
      if (endEarly) socket.end();
    });
  });
}

describe('malformed transport on a listening server', () => {
  let port: number;
  beforeAll(async () => {
    const server = await ctx.buildAnother({});
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as net.AddressInfo).port;
  });

  const health = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.status;
  };

  it('a truncated multipart upload is refused and the server keeps answering', async () => {
    const boundary = 'XBOUNDARY';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 partial`;
    const answer = await raw(
      port,
      [
        `POST /api/properties/${world.ids.property}/documents/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${world.tokens.admin}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n`,
        head,
      ],
      true,
    );
    expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
    expect(await health()).toBe(200);
  });

  it('a malformed multipart body (no closing boundary, bad headers) answers 4xx', async () => {
    const body = `--B\r\nContent-Disposition: garbage\r\n\r\nhello\r\n--B-`;
    const answer = await raw(port, [
      `POST /api/properties/${world.ids.property}/documents/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${world.tokens.admin}\r\n` +
        `Content-Type: multipart/form-data; boundary=B\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect(await health()).toBe(200);
  });

  it('a multipart request without a boundary answers 4xx', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/properties/${world.ids.property}/documents/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.tokens.admin}`, 'content-type': 'multipart/form-data' },
      body: 'not multipart',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('huge headers are refused (431) and the server keeps answering', async () => {
    const answer = await raw(port, [
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(200_000)}\r\nConnection: close\r\n\r\n`,
    ]);
    expect(answer === '' || /^HTTP\/1\.1 431/.test(answer)).toBe(true);
    expect(await health()).toBe(200);
  });

  it('a body sent very slowly gets 408 Request Timeout and the server keeps answering meanwhile', async () => {
    const slow = await ctx.buildAnother({ REQUEST_TIMEOUT_MS: '1500' });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const slowPort = (slow.server.address() as net.AddressInfo).port;
    const started = Date.now();
    const socket = net.connect(slowPort, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolveClosed) => socket.on('close', () => resolveClosed()));
    await new Promise<void>((resolveConnected) => socket.on('connect', () => resolveConnected()));
    socket.write(
      `POST /api/reports HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${world.tokens.admin}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    // One byte every 100 ms: the body would take 100 s.
    const drip = setInterval(() => socket.writable && socket.write(' '), 100);
    try {
      // Meanwhile other clients are served at once.
      const res = await fetch(`http://127.0.0.1:${slowPort}/api/health`);
      expect(res.status).toBe(200);
      await closed;
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(20_000); // 1.5 s limit; generous for a loaded machine
    expect((await fetch(`http://127.0.0.1:${slowPort}/api/health`)).status).toBe(200);
  }, 30_000);

  it('an injected request (no connection to close) gets no body timer', async () => {
    const app = await ctx.buildAnother({ REQUEST_TIMEOUT_MS: '1234' });
    const delays: Array<number | undefined> = [];
    const original = globalThis.setTimeout;
    globalThis.setTimeout = ((handler: () => void, ms?: number) => {
      delays.push(ms);
      return original(handler, ms);
    }) as typeof setTimeout;
    try {
      const res = await apiCall(app, 'POST', '/api/reports', world.tokens.admin, { subject: 'Injected' });
      expect(res.statusCode).toBeLessThan(500);
    } finally {
      globalThis.setTimeout = original;
    }
    expect(delays).not.toContain(1234);
  });

  it('a truncated JSON body is refused and the server keeps answering', async () => {
    const answer = await raw(
      port,
      [
        `POST /api/reports HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${world.tokens.admin}\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: close\r\n\r\n{"subject": "trunc`,
      ],
      true,
    );
    expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
    expect(await health()).toBe(200);
  });
});
