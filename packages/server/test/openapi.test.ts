import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EndpointDefinition } from '@kalaro/contract/endpoint';
import type { AuthRequirement } from '@kalaro/contract/route-info';
import { endpoints } from '@kalaro/contract/endpoints';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from './helpers.ts';

const SERVER_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const SESSION = [{ sessionCookie: [] }, { sessionToken: [] }];
/** The credentials each `auth` of the contract takes (`{}`: none). */
const SECURITY: Record<AuthRequirement, object[]> = {
  public: [],
  optional: [{}, ...SESSION],
  member: SESSION,
  realMember: SESSION,
  admin: [{ operatorSession: [] }, { adminToken: [] }],
  vendor: [{ vendorSignature: [] }],
};

type Operation = { operationId?: string; security?: object[]; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** Every endpoint of the contract with its group and name. */
const contractEndpoints = Object.entries(endpoints).flatMap(([group, table]) =>
  Object.entries<EndpointDefinition>(table).map(([name, endpoint]) => ({ group, name, endpoint })),
);

describe('the OpenAPI document', () => {
  let t: TestApp;
  let source: string;
  let doc: Document;
  const operationOf = (endpoint: EndpointDefinition) =>
    // OpenAPI writes path parameters as {name}.
    doc.paths[endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];

  beforeAll(async () => {
    t = await startTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    source = response.body;
    doc = json<Document>(response);
  });
  afterAll(() => t.close());

  it("passes Redocly's recommended lint (redocly.yaml) without an error or a warning", async () => {
    // Built-in rules and a document without external $refs: nothing is fetched.
    const config = await loadConfig({ configPath: path.join(SERVER_DIR, 'redocly.yaml') });
    const problems = await lintFromString({
      source,
      // The name .redocly.lint-ignore.yaml gives the document.
      absoluteRef: path.join(SERVER_DIR, 'openapi.json'),
      config,
    });
    const found = problems
      .filter((p) => !p.ignored)
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(found).toEqual([]);
  });

  it('names each operation group.name after its contract endpoint, with its credentials', () => {
    expect(contractEndpoints.length).toBeGreaterThanOrEqual(100);
    for (const { group, name, endpoint } of contractEndpoints) {
      const operation = operationOf(endpoint);
      expect(operation?.operationId, endpoint.path).toBe(`${group}.${name}`);
      expect(operation?.security, `${group}.${name}`).toEqual(SECURITY[endpoint.auth]);
    }
  });

  it('documents the refusals of every call that can be refused: all but the health checks', () => {
    for (const { endpoint } of contractEndpoints) {
      const responses = Object.keys(operationOf(endpoint)?.responses ?? {});
      const healthCheck =
        endpoint === endpoints.system.health || endpoint === endpoints.system.ready;
      expect(responses.includes('4XX'), endpoint.path).toBe(!healthCheck);
      expect(responses, endpoint.path).toContain('5XX');
    }
  });
});
