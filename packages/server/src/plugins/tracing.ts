import { FastifyOtelInstrumentation } from '@fastify/otel';
import fp from 'fastify-plugin';
import { startTracing, type TracingOptions } from '../lib/tracing.ts';

/** Probes and the scrape: not worth a trace each. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Optional OpenTelemetry tracing (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set):
 * a span per request, named by its route pattern, with its lifecycle hooks and
 * handler as child spans. Registered before any route so that every route is
 * covered; the buffered spans are sent when the app closes.
 */
export default fp<{ tracing?: TracingOptions }>(
  async (app, { tracing }) => {
    if (!tracing) return;
    const { provider, shutdown } = startTracing(tracing);
    const instrumentation = new FastifyOtelInstrumentation({
      ignorePaths: ({ url }) => UNTRACED.has(url),
    });
    instrumentation.setTracerProvider(provider);
    await app.register(instrumentation.plugin());
    app.addHook('onClose', shutdown);
  },
  { name: 'tracing' },
);
