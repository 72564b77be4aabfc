import type { Redis } from 'ioredis';

/**
 * Counters over sliding windows, on an injectable clock so tests do not sleep:
 * in this process's memory (one instance), or in Redis (`REDIS_URL`) so that
 * every instance behind a load balancer counts the same hits.
 */
export interface Limit {
  /** Most hits allowed within `windowMs`. */
  max: number;
  windowMs: number;
}

export interface Limiter {
  /** Seconds until `key` may hit again under every limit, or 0 when it may now. */
  retryAfter(key: string, limits: readonly Limit[]): Promise<number>;
  /** Records a hit when every limit allows it; answers the seconds to wait otherwise (0 = done). */
  hit(key: string, limits: readonly Limit[]): Promise<number>;
  /** Hits of `key` within `windowMs`. */
  count(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

/** `max` scaled by the factor (e2e runs many logins from one address), never below 1. */
const allowed = (max: number, factor: number) => Math.max(1, Math.floor(max * factor));

export class MemoryLimiter implements Limiter {
  private readonly hits = new Map<string, number[]>();
  private sweeps = 0;

  constructor(
    private readonly now: () => number,
    /** Multiplies every `max`. */
    private readonly factor = 1,
    /** Upper bound on keys kept; the oldest are dropped past it. */
    private readonly maxKeys = 100_000,
  ) {}

  private wait(key: string, limits: readonly Limit[]): number {
    const now = this.now();
    const times = this.hits.get(key) ?? [];
    let wait = 0;
    for (const { max, windowMs } of limits) {
      const inWindow = times.filter((t) => t > now - windowMs);
      const most = allowed(max, this.factor);
      if (inWindow.length >= most) {
        const oldest = inWindow[inWindow.length - most] ?? now;
        wait = Math.max(wait, Math.min(windowMs, oldest + windowMs - now));
      }
    }
    return Math.ceil(wait / 1000);
  }

  async retryAfter(key: string, limits: readonly Limit[]): Promise<number> {
    return this.wait(key, limits);
  }

  async hit(key: string, limits: readonly Limit[]): Promise<number> {
    const wait = this.wait(key, limits);
    if (wait > 0) return wait;
    const now = this.now();
    const longest = Math.max(...limits.map((l) => l.windowMs));
    const times = (this.hits.get(key) ?? []).filter((t) => t > now - longest);
    times.push(now);
    this.hits.delete(key); // re-insert: Map order is then least recently used first
    this.hits.set(key, times);
    if (++this.sweeps % 1000 === 0 || this.hits.size > this.maxKeys) this.sweep(longest);
    return 0;
  }

  async count(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    return (this.hits.get(key) ?? []).filter((t) => t > now - windowMs).length;
  }

  async reset(key: string): Promise<void> {
    this.hits.delete(key);
  }

  private sweep(windowMs: number) {
    const now = this.now();
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= now - windowMs)) this.hits.delete(key);
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}

/**
 * One sorted set per key (score = time of the hit), checked and added to in one
 * Lua script so that two instances cannot both take the last allowed hit.
 * KEYS[1] the set; ARGV: now, record (1/0), a unique member, then (allowed, windowMs) pairs.
 * Answers the milliseconds to wait (0 = allowed, and recorded when asked).
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local longest = 0
for i = 4, #ARGV, 2 do longest = math.max(longest, tonumber(ARGV[i + 1])) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - longest)
local wait = 0
for i = 4, #ARGV, 2 do
  local most = tonumber(ARGV[i])
  local window = tonumber(ARGV[i + 1])
  local inWindow = redis.call('ZCOUNT', KEYS[1], '(' .. (now - window), '+inf')
  if inWindow >= most then
    local oldest = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. (now - window), '+inf',
      'WITHSCORES', 'LIMIT', inWindow - most, 1)
    -- another instance's clock may run a little ahead: never ask for more than the window
    wait = math.max(wait, math.min(window, tonumber(oldest[2]) + window - now))
  end
end
if wait == 0 and ARGV[2] == '1' then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], longest)
end
return wait
`;

let sequence = 0;

export class RedisLimiter implements Limiter {
  constructor(
    private readonly redis: Redis,
    /** Key prefix of this limiter's sets (`<REDIS_KEY_PREFIX>limit:<name>:`). */
    private readonly prefix: string,
    private readonly now: () => number,
    private readonly factor = 1,
  ) {}

  private async run(key: string, limits: readonly Limit[], record: boolean): Promise<number> {
    const now = this.now();
    const member = `${now}:${process.pid}:${++sequence}:${Math.random()}`;
    const pairs = limits.flatMap((l) => [allowed(l.max, this.factor), l.windowMs]);
    const waitMs = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.prefix + key,
      now,
      record ? 1 : 0,
      member,
      ...pairs,
    )) as number;
    return Math.ceil(waitMs / 1000);
  }

  retryAfter(key: string, limits: readonly Limit[]): Promise<number> {
    return this.run(key, limits, false);
  }

  hit(key: string, limits: readonly Limit[]): Promise<number> {
    return this.run(key, limits, true);
  }

  count(key: string, windowMs: number): Promise<number> {
    return this.redis.zcount(this.prefix + key, `(${this.now() - windowMs}`, '+inf');
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
