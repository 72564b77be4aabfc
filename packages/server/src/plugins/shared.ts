import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { CacheTopic } from '../lib/cache-topics.ts';
import { MemoryLimiter, RedisLimiter, type Limiter } from '../lib/limiter.ts';
import { setRedisUpSource } from '../lib/metrics.ts';
import type { HoldLease } from '../lib/periodic.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What several instances must share: counters, cache invalidation, leases. */
    shared: SharedState;
  }
}

/**
 * State that must agree across instances. Without `REDIS_URL` it lives in this
 * process (one instance); with it, in Redis: rate-limit and back-off counters,
 * cache invalidation (published, so every instance empties its copy at once) and
 * leases that let one instance run scheduled work.
 */
export interface SharedState {
  /** `'redis'` when counters, invalidation and leases are shared; `'memory'` otherwise. */
  readonly kind: 'memory' | 'redis';
  /** The Redis connection (for `@fastify/rate-limit`), when there is one. */
  readonly redis: Redis | undefined;
  /** The key prefix of everything this installation keeps in Redis. */
  readonly prefix: string;
  /** Sliding-window counters named `name` (one family of keys per name). */
  limiter(name: string, now: () => number, factor?: number): Limiter;
  /**
   * Runs `handler` when any instance (this one too) calls `invalidate(topic)`,
   * with the payload given there (what of the topic changed), if any.
   */
  onInvalidate(topic: CacheTopic, handler: (payload: string | undefined) => void): void;
  /**
   * Empties `topic`'s caches here at once (before it returns), and on every other
   * instance. `payload` (no `:` needed, any text) narrows what changed.
   */
  invalidate(topic: CacheTopic, payload?: string): void;
  /**
   * True while this instance holds lease `name` (taken when free, renewed when
   * ours, for `ttlMs`): scheduled work runs on one instance; another takes over
   * within `ttlMs` when the holder stops. Always true without Redis.
   */
  holdLease: HoldLease;
  /** True the first time `key` is claimed on any instance within `ttlMs` (one-time nonces). */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
}

export interface SharedOptions {
  redisUrl?: string;
  /** Prefix of every Redis key and channel (default `kalaro:`): several installations may share a Redis. */
  redisKeyPrefix?: string;
}

/** Takes the lease when free, renews it when ours; 1 when held by us after the call. */
const LEASE_SCRIPT = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;

/** Keys claimed within their time to live; expired ones are swept once there are many. */
function memoryClaims() {
  const claimed = new Map<string, number>();
  return async (key: string, ttlMs: number): Promise<boolean> => {
    const now = Date.now();
    if (claimed.size > 10_000) {
      for (const [k, expires] of claimed) if (expires <= now) claimed.delete(k);
    }
    const expires = claimed.get(key);
    if (expires !== undefined && expires > now) return false;
    claimed.set(key, now + ttlMs);
    return true;
  };
}

/** A Redis message: the topic, then `:` and the payload when there is one. */
const encodeMessage = (topic: CacheTopic, payload: string | undefined) =>
  payload === undefined ? topic : `${topic}:${payload}`;

function decodeMessage(message: string): { topic: CacheTopic; payload: string | undefined } {
  const colon = message.indexOf(':');
  return colon < 0
    ? { topic: message as CacheTopic, payload: undefined }
    : { topic: message.slice(0, colon) as CacheTopic, payload: message.slice(colon + 1) };
}

function memoryState(): SharedState {
  const handlers = new Map<CacheTopic, ((payload: string | undefined) => void)[]>();
  return {
    kind: 'memory',
    redis: undefined,
    prefix: '',
    limiter: (_name, now, factor) => new MemoryLimiter(now, factor),
    onInvalidate: (topic, handler) =>
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]),
    invalidate: (topic, payload) => handlers.get(topic)?.forEach((handler) => handler(payload)),
    holdLease: async () => true,
    claimOnce: memoryClaims(),
  };
}

async function redisState(
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<SharedState & { close(): Promise<void> }> {
  // Fail fast rather than queue: a request must not hang on a Redis that is away.
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [redis, subscriber]) {
    connection.on('error', (err: Error) => log.warn({ err }, 'redis connection error'));
  }
  await Promise.all([redis.connect(), subscriber.connect()]);

  const channel = `${prefix}invalidate`;
  const instanceId = randomUUID();
  const local = memoryState();
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => {
    const { topic, payload } = decodeMessage(message);
    local.invalidate(topic, payload);
  });

  return {
    kind: 'redis',
    redis,
    prefix,
    limiter: (name, now, factor) => new RedisLimiter(redis, `${prefix}limit:${name}:`, now, factor),
    onInvalidate: local.onInvalidate,
    invalidate: (topic, payload) => {
      local.invalidate(topic, payload);
      redis.publish(channel, encodeMessage(topic, payload)).catch((err: unknown) => {
        log.warn(
          { err, topic, payload },
          'cache invalidation not published; other instances follow within their TTL',
        );
      });
    },
    holdLease: async (name, ttlMs) => {
      try {
        const held = await redis.eval(LEASE_SCRIPT, 1, `${prefix}lease:${name}`, instanceId, ttlMs);
        return held === 1;
      } catch (err) {
        log.warn({ err, lease: name }, 'lease not checked; skipping this pass');
        return false;
      }
    },
    claimOnce: async (key, ttlMs) =>
      (await redis.set(`${prefix}once:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK',
    close: async () => {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}

/** Decorates `app.shared`: in memory, or on Redis when `redisUrl` is given. */
export default fp<SharedOptions>(
  async (app, opts) => {
    if (!opts.redisUrl) {
      app.decorate('shared', memoryState());
      return;
    }
    const state = await redisState(opts.redisUrl, opts.redisKeyPrefix ?? 'kalaro:', app.log);
    app.log.info('redis ready: counters, cache invalidation and leases are shared');
    app.decorate('shared', state);
    const unsetRedisUp = setRedisUpSource(() => (state.redis?.status === 'ready' ? 1 : 0));
    app.addHook('onClose', async () => {
      unsetRedisUp();
      await state.close();
    });
  },
  { name: 'shared' },
);
