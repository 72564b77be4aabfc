import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from './ttl-cache.ts';

/**
 * One cached answer: the envelope serialised once, its ETag, and its brotli and
 * gzip forms made the first time a client asks for them.
 */
export class CachedAnswer {
  readonly etag: string;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(readonly body: Buffer) {
    this.etag = etagOf(body);
  }

  /** The bytes for `encoding` (compressed once; small bodies are sent as they are). */
  bytes(encoding: Encoding): Buffer {
    if (encoding === 'br') {
      return (this.br ??= brotliCompressSync(this.body, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length,
        },
      }));
    }
    if (encoding === 'gzip') return (this.gzip ??= gzipSync(this.body, { level: 9 }));
    return this.body;
  }
}

type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compressing saves less than the header costs. */
const COMPRESS_FROM_BYTES = 1024;

/** A strong ETag: the first 32 characters of the SHA-256 of the bytes, base64url. */
export const etagOf = (body: Buffer | string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110
 * asks for If-None-Match; `*` matches any current representation).
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The best encoding the client accepts: brotli, else gzip, else none (`q=0` refuses one). */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * Sends a cached answer: 304 without a body when the client holds this ETag,
 * else the bytes in the best encoding it accepts. `no-cache`: a browser asks
 * again each time, and gets a 304 while nothing changed.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  const encoding =
    answer.body.length < COMPRESS_FROM_BYTES
      ? 'identity'
      : pickEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  // A set Content-Encoding tells the compression plugin the bytes are ready.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(answer.bytes(encoding));
}

/**
 * The answers of one read endpoint, by key, for `ttlMs` at most (a safety net:
 * writes empty it at once through `forget`). A miss loads once however many
 * requests wait for it; a load started before `forget` is not kept.
 */
export class ReadCache {
  private readonly answers: TtlCache<Promise<CachedAnswer>>;

  constructor(ttlMs: number, maxEntries = 1_000, now: () => number = Date.now) {
    this.answers = new TtlCache(maxEntries, ttlMs, now);
  }

  get(key: string, load: () => Promise<Buffer>): Promise<CachedAnswer> {
    const cached = this.answers.get(key);
    if (cached) return cached;
    const answer = load().then((body) => new CachedAnswer(body));
    this.answers.set(key, answer);
    // A failure is not kept: the next request tries again.
    answer.catch(() => {
      if (this.answers.get(key) === answer) this.answers.delete(key);
    });
    return answer;
  }

  forget(): void {
    this.answers.clear();
  }
}
