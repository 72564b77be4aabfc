import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@kalaro/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './helpers.ts';

interface OtlpSpan {
  traceId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** A stand-in OpenTelemetry collector: keeps every OTLP/HTTP JSON export it receives. */
async function startCollector() {
  const exports: { path: string; contentType: string; body: OtlpExport }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      exports.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: JSON.parse(body) as OtlpExport,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let t: TestApp;
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';

  beforeAll(async () => {
    collector = await startCollector();
    t = await startTestApp({ tracing: { endpoint: collector.url, serviceName: 'kalaro-test' } });
  });
  afterAll(() => collector.close());

  it('sends a span per request to the collector, in the caller’s trace, when the app closes', async () => {
    const startup = await t.app.inject({
      method: 'GET',
      url: endpoints.system.startup.path,
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(startup.statusCode).toBe(200);
    const probe = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(probe.statusCode).toBe(200);
    await t.close();

    expect(collector.exports.length).toBeGreaterThan(0);
    expect(collector.exports.every((e) => e.path === '/v1/traces')).toBe(true);
    expect(collector.exports[0]!.contentType).toContain('application/json');
    const resources = collector.exports.flatMap((e) => e.body.resourceSpans);
    expect(
      resources[0]!.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue,
    ).toBe('kalaro-test');
    const spans = resources.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    // The request's span continues the caller's: same trace, the caller's span as parent.
    const request = spans.find(
      (s) =>
        attribute(s, 'http.route') === endpoints.system.startup.path &&
        s.traceId === traceId &&
        s.parentSpanId === '00f067aa0ba902b7',
    );
    expect(request, JSON.stringify(spans.map((s) => [s.name, s.attributes]))).toBeDefined();
    expect(attribute(request!, 'http.response.status_code')).toBe(200);
    // The probe is not traced.
    expect(spans.some((s) => attribute(s, 'http.route') === '/healthz')).toBe(false);
  });
});

describe('tracing configuration', () => {
  it('is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'kalaro',
    });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'k2' })
        .tracing?.serviceName,
    ).toBe('k2');
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toThrow();
  });
});
