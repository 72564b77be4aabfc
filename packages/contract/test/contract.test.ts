import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/endpoints.ts';
import { errorCatalogue, isErrorCode } from '../src/errors.ts';
import { envelope } from '../src/envelope.ts';
import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../src/endpoint.ts';
import { routes } from '../src/routes.ts';

const all: EndpointDefinition[] = Object.values(endpoints).flatMap((group) => Object.values(group));
const allRoutes = Object.values(routes).flatMap((group) => Object.values(group));

describe('endpoint table', () => {
  it('declares each method + path once', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every route of routes.ts its schemas, and nothing more', () => {
    expect(all.length).toBe(allRoutes.length);
    for (const [group, calls] of Object.entries(routes))
      for (const [name, route] of Object.entries(calls)) {
        const endpoint = (endpoints as Record<string, Record<string, EndpointDefinition>>)[group]?.[
          name
        ];
        expect(endpoint, `${group}.${name}`).toMatchObject(route);
      }
  });

  it('keeps the API under /wps (the health checks excepted)', () => {
    for (const e of all) {
      expect(['/healthz', '/readyz'].includes(e.path) || e.path.startsWith('/wps/')).toBe(true);
    }
  });

  it('names only catalogued error codes', () => {
    for (const e of all) for (const code of e.errors) expect(isErrorCode(code)).toBe(true);
  });

  it("declares the errors of each call's auth, derived from its route", () => {
    const expected = {
      public: [],
      optional: [],
      member: ['auth.required', 'auth.session_expired', 'auth.password_change_required'],
      realMember: [
        'auth.required',
        'auth.session_expired',
        'auth.trial_restricted',
        'auth.password_change_required',
      ],
      admin: ['admin.token_invalid', 'admin.forbidden'],
      vendor: ['vendor.signature_invalid', 'vendor.timestamp_expired'],
    } as const;
    const authCodes = new Set(Object.values(expected).flat());
    for (const e of all) {
      const declared = e.errors.filter((code) => authCodes.has(code as never));
      expect(declared, `${e.method} ${e.path}`).toEqual(expected[e.auth]);
    }
    const endpoint = defineEndpoint(
      'example',
      { method: 'POST', path: '/wps/example', auth: 'realMember', flag: 'MOBILECODELOGIN' },
      { summary: 'x', value: z.null(), errors: ['validation.failed', 'auth.required'] },
    );
    expect(endpoint.errors).toEqual([
      'auth.required',
      'auth.session_expired',
      'auth.trial_restricted',
      'auth.password_change_required',
      'validation.failed',
      'system.maintenance',
      'feature.disabled',
    ]);
  });

  it('names the permission of every admin call, and of no other', () => {
    for (const e of all) {
      if (e.auth === 'admin') expect(e.permission, e.path).toBeDefined();
      else expect(e.permission, e.path).toBeUndefined();
    }
  });

  it('keeps every operator session call under /wps/admin (its cookie is scoped there)', () => {
    for (const e of [
      ...Object.values(endpoints.operatorAccounts),
      ...all.filter((x) => x.auth === 'admin'),
    ])
      expect(e.path.startsWith('/wps/admin/'), e.path).toBe(true);
  });

  it('gives a body schema only to methods that carry a body', () => {
    for (const e of all) if (e.method === 'GET') expect(e.body).toBeUndefined();
  });
});

describe('error catalogue', () => {
  it('maps every code to an HTTP error status and a message key', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.messageKey, code).toMatch(/^[a-z_.]+$/);
    }
  });

  it('contains the specification message keys', () => {
    expect(isErrorCode('modify.new.old.same')).toBe(true);
    expect(isErrorCode('invitation_code_error')).toBe(true);
    expect(isErrorCode('free_reject')).toBe(true);
    expect(isErrorCode('no.such.code')).toBe(false);
  });
});

describe('envelope', () => {
  it('accepts a success with a value and a failure with an error code', () => {
    const schema = envelope(z.object({ n: z.number() }));
    expect(schema.safeParse({ success: true, value: { n: 1 } }).success).toBe(true);
    expect(schema.safeParse({ success: false, errorCode: 'x' }).success).toBe(true);
    expect(schema.safeParse({ success: true, value: { n: 'one' } }).success).toBe(false);
  });
});
