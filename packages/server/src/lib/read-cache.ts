import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from './ttl-cache.ts';

/** Headers of a cached answer besides the security ones: the same on every send of it. */
type AnswerHeaders = Readonly<Record<string, string>>;

/**
 * One cached answer: the envelope serialised once, its ETag, its brotli and
 * gzip forms made the first time a client asks for them, and the headers of
 * each form (so a send sets them without working anything out).
 */
export class CachedAnswer {
  readonly etag: string;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;
  private readonly headerSets = new Map<Encoding | 304, AnswerHeaders>();

  /** `cacheControl`: `no-cache` for an answer anyone may get, `private, no-cache` for one caller's. */
  constructor(
    readonly body: Buffer,
    private readonly cacheControl = 'no-cache',
  ) {
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

  /** The encoding this client gets: none for a small body, else the best it accepts. */
  encodingFor(acceptEncoding: string | undefined): Encoding {
    return this.body.length < COMPRESS_FROM_BYTES ? 'identity' : pickEncoding(acceptEncoding);
  }

  /** The headers of the answer in `encoding`, or of its 304. */
  headers(form: Encoding | 304): AnswerHeaders {
    let headers = this.headerSets.get(form);
    if (!headers) {
      const common = { etag: this.etag, 'cache-control': this.cacheControl };
      headers = Object.freeze(
        form === 304
          ? { ...common, vary: 'accept-encoding' }
          : {
              'content-type': 'application/json; charset=utf-8',
              ...common,
              vary: 'accept-encoding',
              // A set Content-Encoding tells the compression plugin the bytes are ready.
              ...(form === 'identity' ? {} : { 'content-encoding': form }),
            },
      );
      this.headerSets.set(form, headers);
    }
    return headers;
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
  if (header === etag) return true;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The best encoding the client accepts: brotli, else gzip, else none (`q=0` refuses one). */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  // Browsers send one of a handful of headers: each is worked out once.
  let picked = pickedEncodings.get(header);
  if (picked === undefined) {
    picked = parseAcceptEncoding(header);
    if (pickedEncodings.size >= PICKED_MAX) pickedEncodings.clear();
    pickedEncodings.set(header, picked);
  }
  return picked;
}

const pickedEncodings = new Map<string, Encoding>();
const PICKED_MAX = 256;

function parseAcceptEncoding(header: string): Encoding {
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
): FastifyReply {
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).headers(answer.headers(304)).send();
  }
  const encoding = answer.encodingFor(request.headers['accept-encoding']);
  return reply.headers(answer.headers(encoding)).send(answer.bytes(encoding));
}

/**
 * The answers of one read endpoint, by key, for `ttlMs` at most (a safety net:
 * writes empty it at once through `forget`). A miss loads once however many
 * requests wait for it; a load started before `forget` is not kept.
 */
export class ReadCache {
  /** The answer once loaded, else the load under way (shared by the requests that wait). */
  private readonly answers: TtlCache<CachedAnswer | Promise<CachedAnswer>>;

  constructor(ttlMs: number, maxEntries = 1_000, now: () => number = Date.now) {
    this.answers = new TtlCache(maxEntries, ttlMs, now);
  }

  /** The answer when it is in memory (no promise, no microtask: the common case). */
  peek(key: string): CachedAnswer | undefined {
    const cached = this.answers.get(key);
    return cached instanceof CachedAnswer ? cached : undefined;
  }

  get(key: string, load: () => Promise<Buffer>): Promise<CachedAnswer> {
    const cached = this.answers.get(key);
    if (cached) return Promise.resolve(cached);
    const answer = load().then((body) => new CachedAnswer(body));
    this.answers.set(key, answer);
    answer.then(
      // Still this key's load (no `forget` since): kept as the answer itself.
      (loaded) => {
        if (this.answers.get(key) === answer) this.answers.replace(key, loaded);
      },
      // A failure is not kept: the next request tries again.
      () => {
        if (this.answers.get(key) === answer) this.answers.delete(key);
      },
    );
    return answer;
  }

  forget(): void {
    this.answers.clear();
  }
}
