import { randomUUID } from 'node:crypto';
import { LIMIT } from '@kalaro/contract/constants';
import { endpoints } from '@kalaro/contract/endpoints';
import { isErrorCode } from '@kalaro/contract/errors';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/accounts/sessions.ts';
import {
  loginOk,
  memberIdOf,
  startDemoAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, json } from './helpers.ts';

/**
 * Hostile input for every endpoint of the OpenAPI document: wrong types, missing
 * and unknown fields, huge strings, unicode and control characters, odd numbers,
 * malformed JSON, wrong content types, oversized bodies, forged and ended
 * tokens. Every answer must be a 2xx (the input happened to be valid) or a 4xx
 * envelope with an `errorCode`, never a 5xx; a refused request changes nothing
 * in the database. A call that takes no body refuses any it is sent. Seeded (FUZZ_SEED) so a failure reproduces; FUZZ_RUNS sets
 * the cases per endpoint.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  /** A valid value of each path parameter, from its schema (for cases meant to reach the body). */
  pathSamples: string[];
  queryParams: string[];
  bodyFields: string[];
  hasBody: boolean;
  /** The credential the endpoint takes (its OpenAPI security). */
  auth: 'none' | 'member' | 'admin';
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: ParamSchema }[];
        security?: Record<string, unknown>[];
        requestBody?: {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        };
      }
    >
  >;
};

interface ParamSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
}

/** A value a path parameter's schema accepts (every id of the API is a positive integer or a UUID). */
function sampleOf(schema: ParamSchema = {}): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  if (schema.format === 'uuid') return randomUUID();
  return 'x';
}

function operationsOf(doc: OpenApi): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/wps/') && !path.startsWith('/pay/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      const security = op.security ?? [];
      const schemes = security.flatMap((s) => Object.keys(s));
      // An empty requirement: the call takes no credential (it reads a session when there is one).
      const anonymous = security.some((s) => Object.keys(s).length === 0);
      list.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        pathSamples: params.filter((p) => p.in === 'path').map((p) => sampleOf(p.schema)),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        hasBody: op.requestBody !== undefined,
        auth: schemes.includes('adminToken')
          ? 'admin'
          : schemes.includes('sessionToken') && !anonymous
            ? 'member'
            : 'none',
      });
    }
  }
  return list;
}

/** Strings a hostile client sends. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u0007\r\n',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '𝓚𝓪𝓵𝓪𝓻𝓸',
    'null',
    'NaN',
    '-1',
    '0',
    '1e309',
    '99999999999999999999999',
    '1.005',
    '-0.01',
  ),
  fc.constantFrom(5_000, 70_000).map((n) => 'x'.repeat(n)),
);

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 0.001, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 2 ** 63),
);

/** Any JSON value, of the wrong type where a field expects another. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  number,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nasty, number), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(nasty, number), { maxKeys: 3 }),
);

type Auth = 'none' | 'member' | 'admin' | 'forged' | 'ended';

interface Case {
  auth: Auth;
  params: string[];
  query: [string, string][];
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; contentType: string };
}

function caseFor(op: Operation): fc.Arbitrary<Case> {
  const queryKey = fc.oneof(
    op.queryParams.length ? fc.constantFrom(...op.queryParams) : fc.constant('unknown'),
    fc.string({ maxLength: 12 }),
  );
  const objectBody = fc
    .tuple(
      fc.subarray(op.bodyFields),
      fc.array(fc.tuple(fc.string({ maxLength: 10 }), wrongValue), { maxLength: 2 }),
    )
    .chain(([fields, extra]) =>
      fc
        .tuple(...fields.map(() => wrongValue))
        .map((values) =>
          Object.fromEntries([...fields.map((f, i) => [f, values[i]] as const), ...extra]),
        ),
    );
  const body = fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 4, arbitrary: objectBody.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: wrongValue.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.constantFrom('{', '{"a":', '[1,', '{"__proto__":{"x":1}}', 'nul', '"\\ud800"'),
            fc.constant('{"a":"' + 'y'.repeat(LIMIT.BODY_MAX_BYTES + 10) + '"}'),
            fc.string({ maxLength: 30 }),
          ),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=latin1',
          ),
        )
        .map(([text, contentType]) => ({ kind: 'raw' as const, text, contentType })),
    },
  );
  return fc.record({
    // Mostly the credential the endpoint takes, so most cases reach its validation.
    auth: fc.oneof(
      { weight: 6, arbitrary: fc.constant<Auth>(op.auth) },
      { weight: 1, arbitrary: fc.constantFrom<Auth>('none', 'member', 'admin', 'forged', 'ended') },
    ),
    params: fc.tuple(
      ...op.pathParams.map(() =>
        fc.oneof(
          fc.nat().map(String),
          nasty.filter((s) => s.length > 0 && s.length < 3000),
        ),
      ),
    ),
    query: fc.array(
      fc.tuple(
        queryKey,
        nasty.filter((s) => s.length < 3000),
      ),
      { maxLength: 3 },
    ),
    body: op.hasBody || op.method !== 'GET' ? body : fc.constant({ kind: 'none' as const }),
  });
}

describe('fuzzing every endpoint of the OpenAPI document', () => {
  let t: AccountsTestApp;
  let operations: Operation[];
  const headersFor: Record<Auth, Record<string, string>> = {
    none: {},
    admin: adminHeaders,
    member: {}, // made per case
    forged: { authorization: `Bearer ${'A'.repeat(43)}` },
    ended: {},
  };
  let tables: string[] = [];
  let demoId = '';

  /** A live session of the demo member for each case: a fuzzed logout or password change ends one. */
  async function credentials(auth: Auth): Promise<Record<string, string>> {
    if (auth !== 'member') return headersFor[auth];
    const session = await createSession(
      t.app.db,
      { id: demoId },
      { rememberMe: false, ip: '127.0.0.1' },
      t.clock.now(),
    );
    return { authorization: `Bearer ${session.token}` };
  }

  /** Row counts of every table, and the contents of the tables that hold money and settings. */
  async function fingerprint(): Promise<string> {
    const counts = tables
      .map((name) => `(SELECT count(*) FROM "${name}")::text`)
      .join(` || ',' || `);
    const result = (await t.app.db.execute(
      sql.raw(`SELECT ${counts} AS counts,
        (SELECT md5(coalesce(string_agg(w::text, ',' ORDER BY member_id), '')) FROM wallets w) AS wallets,
        (SELECT md5(coalesce(string_agg(c::text, ','), '')) FROM operator_config c) AS config,
        (SELECT md5(coalesce(string_agg(m.username || m.password_hash || coalesce(m.payment_password_hash, ''), ',' ORDER BY m.id), '')) FROM members m) AS members`),
    )) as unknown as { rows: unknown[] };
    return JSON.stringify(result.rows[0]);
  }

  beforeAll(async () => {
    t = await startDemoAccountsApp();
    operations = operationsOf(
      json<OpenApi>(await t.app.inject({ method: 'GET', url: '/openapi.json' })),
    );
    // A session that has ended (logged out), then the live one (a login ends older sessions).
    const ended = await loginOk(t, 'demo', 'Demo1234');
    await t.app.inject({
      method: endpoints.auth.logout.method,
      url: endpoints.auth.logout.path,
      headers: { authorization: `Bearer ${ended.token}` },
    });
    headersFor.ended = { authorization: `Bearer ${ended.token}` };
    demoId = await memberIdOf(t, 'demo');
    const result = (await t.app.db.execute(
      sql`SELECT table_name FROM information_schema.tables
           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    tables = result.rows.map((r) => r.table_name);
  }, 120_000);
  afterAll(() => t.close());

  it('finds the whole API in the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(100);
    expect(tables.length).toBeGreaterThanOrEqual(20);
  });

  async function send(
    op: Operation,
    c: Case,
    credential: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    let url = op.path;
    op.pathParams.forEach((name, i) => {
      url = url.replace(`{${name}}`, encodeURIComponent(c.params[i] ?? ''));
    });
    if (c.query.length) url += `?${new URLSearchParams(c.query)}`;
    const headers: Record<string, string> = { ...credential };
    let payload: string | undefined;
    if (c.body.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(c.body.value) ?? 'null';
    } else if (c.body.kind === 'raw') {
      headers['content-type'] = c.body.contentType;
      payload = c.body.text;
    }
    return t.app.inject({
      method: op.method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  it(`never answers 5xx, always an envelope, and refusals change nothing (seed ${SEED}, ${RUNS} cases per endpoint)`, async () => {
    let cases = 0;
    const statuses = new Map<number, number>();
    for (const [index, op] of operations.entries()) {
      await fc.assert(
        fc.asyncProperty(caseFor(op), async (c) => {
          cases += 1;
          const credential = await credentials(c.auth);
          const before = await fingerprint();
          const response = await send(op, c, credential);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const where = `${op.method} ${op.path} ${JSON.stringify(c).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const body = json<{ success: boolean; errorCode?: string }>(response);
            expect(body.success, where).toBe(false);
            expect(isErrorCode(body.errorCode ?? ''), `not a catalogue errorCode: ${where}`).toBe(
              true,
            );
            expect(await fingerprint(), `database changed by a refused ${where}`).toBe(before);
          }
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
    }
    console.warn(
      `fuzz: ${cases} cases over ${operations.length} endpoints (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(cases).toBe(operations.length * RUNS);
  }, 240_000);

  /** A contract endpoint as the OpenAPI document names its operation. */
  const keyOf = (e: { method: string; path: string }) =>
    `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`;

  /**
   * The calls whose contract declares no body (GET aside, which never reads one).
   * Nothing and `{}` are what a client sends them (lib/route.ts); anything else
   * is a body they do not take.
   */
  const bodyless = () => {
    const declared = new Set(
      Object.values(endpoints)
        .flatMap((group) => Object.values(group))
        .filter((e) => !('body' in e && e.body) && e.method !== 'GET')
        .map(keyOf),
    );
    return operations.filter((op) => declared.has(`${op.method} ${op.path}`));
  };

  /** JSON a body-less call does not take: anything but nothing, `null` and `{}`. */
  const unwantedJson = wrongValue.filter((value) => {
    const text = JSON.stringify(value) ?? 'null';
    return text !== 'null' && text !== '{}' && text.length < 1_000;
  });

  /** Multipart uploads: no body schema, the handler reads the form and refuses anything else with 415. */
  const uploads = new Set(
    [
      endpoints.promotions.apply,
      endpoints.feedback.submit,
      endpoints.contentAdmin.uploadBannerImage,
    ].map(keyOf),
  );

  it(`refuses a body to every call that takes none: 400 validation.failed (uploads 415), nothing changed (seed ${SEED})`, async () => {
    const ops = bodyless();
    // trial, logout, message read and delete, claims, favourites, …
    expect(ops.length).toBeGreaterThanOrEqual(10);
    const fixed = [[], 'text', 42, true, [{}], { unknown: 1 }];
    for (const [index, op] of ops.entries()) {
      const sendBody = async (body: Case['body']) => {
        const c: Case = { auth: op.auth, params: op.pathSamples, query: [], body };
        const credential = await credentials(c.auth);
        const before = await fingerprint();
        const response = await send(op, c, credential);
        const where = `${op.method} ${op.path} ${JSON.stringify(body).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(await fingerprint(), `database changed by a refused ${where}`).toBe(before);
        return { response, where };
      };
      const upload = uploads.has(`${op.method} ${op.path}`);
      const refused = async (value: unknown) => {
        const { response, where } = await sendBody({ kind: 'json', value });
        expect(response.statusCode, where).toBe(upload ? 415 : 400);
        expect(json(response), where).toMatchObject(
          upload
            ? { success: false, errorCode: 'request.unsupported_media_type' }
            : {
                success: false,
                errorCode: 'validation.failed',
                message: expect.stringMatching(/^Invalid body/),
              },
        );
      };
      for (const value of fixed) await refused(value);
      await fc.assert(fc.asyncProperty(unwantedJson, refused), {
        seed: SEED + index,
        numRuns: RUNS,
        endOnFailure: true,
      });
      // Not JSON at all: the API reads no plain text.
      const text = await sendBody({ kind: 'raw', text: 'text', contentType: 'text/plain' });
      expect(text.response.statusCode, text.where).toBe(415);
      expect(json(text.response), text.where).toMatchObject({
        errorCode: 'request.unsupported_media_type',
      });
    }
  }, 120_000);
});
