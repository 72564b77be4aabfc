import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The app's Content-Security-Policy: only our own origin runs code. Images may
 * come from the operator's CDNs (any https host); nothing may frame the app.
 * No upgrade-insecure-requests: a plain-http local install must keep working.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'https:'],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The API's answers (JSON, never a page: every contract endpoint's path starts
 * with it) carry the OWASP REST set instead of the page's: a CSP that allows
 * nothing at all and no framing, nosniff, DENY framing, same-origin resource
 * policy, no referrer. Without the headers that only a document reads (opener
 * policy, origin-agent cluster, DNS prefetch, and the IE and Flash era ones):
 * about 470 of an answer's 970 header bytes, the largest part of a small read's cost.
 */
export const API_PREFIX = '/wps/';
export const API_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/** A year of HTTPS-only, subdomains included: sent in production only (see `production`). */
export const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * The headers Helmet would set, worked out once: they are the same on every
 * answer, and building them per request (what `@fastify/helmet` does) cost
 * about a seventh of a cached read's time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (err?: unknown) => void (failure = err),
  );
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers, response compression and the request id echoed to the caller.
 * `production` adds HSTS: there the app is served over HTTPS (a plain-http
 * development or test server must not pin a browser to HTTPS for a year).
 */
export default fp<{ production?: boolean }>(
  async (app, opts) => {
    const strictTransportSecurity = opts.production ? HSTS : false;
    const pageHeaders = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity,
    });
    const apiHeaders = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      strictTransportSecurity,
    });
    await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
    app.addHook('onRequest', (request, reply, done) => {
      reply
        .headers(request.url.startsWith(API_PREFIX) ? apiHeaders : pageHeaders)
        .header('x-request-id', request.id);
      done();
    });
  },
  { name: 'security' },
);
