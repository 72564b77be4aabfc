import { propagation } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export interface TracingOptions {
  /**
   * The OpenTelemetry collector's OTLP/HTTP base URL (OTEL_EXPORTER_OTLP_ENDPOINT);
   * spans go to `<endpoint>/v1/traces`. Unset: no tracing at all.
   */
  endpoint: string;
  /** The service name spans carry (OTEL_SERVICE_NAME; default `kalaro`). */
  serviceName: string;
}

export interface Tracing {
  provider: NodeTracerProvider;
  /** Sends what is still buffered, then stops. */
  shutdown(): Promise<void>;
}

/**
 * A tracer provider that batches spans to the collector over OTLP/HTTP (JSON).
 * Incoming `traceparent` headers continue the caller's trace (W3C trace context).
 * The provider is handed to the instrumentation, not registered globally, so an
 * app without tracing and one with it can share a process (the tests do).
 */
export function startTracing({ endpoint, serviceName }: TracingOptions): Tracing {
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  return { provider, shutdown: () => provider.shutdown() };
}
