import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryLimiter, RedisLimiter, type Limiter } from '../src/lib/limiter.ts';

/** Redis for the shared limiter's tests (CI sets it when a Redis answers on this machine). */
const REDIS_URL = process.env.TEST_REDIS_URL;
const connections: Redis[] = [];
afterAll(async () => {
  await Promise.all(connections.map((c) => c.quit()));
});

function redisLimiter(prefix: string, now: () => number, factor?: number): Limiter {
  const redis = new Redis(REDIS_URL!);
  connections.push(redis);
  return new RedisLimiter(redis, prefix, now, factor);
}

const kinds: {
  kind: string;
  make: (prefix: string, now: () => number, factor?: number) => Limiter;
}[] = [
  { kind: 'memory', make: (_prefix, now, factor) => new MemoryLimiter(now, factor) },
  ...(REDIS_URL ? [{ kind: 'redis', make: redisLimiter }] : []),
];
if (!REDIS_URL) console.warn('limiter.test: TEST_REDIS_URL unset, the Redis limiter is not tested');

describe.each(kinds)('$kind limiter', ({ make }) => {
  it('counts hits per key over sliding windows and scales by the factor', async () => {
    const prefix = `kalaro-test:${randomUUID()}:`;
    let now = 1_000_000;
    const limiter = make(prefix, () => now);
    const limits = [
      { max: 1, windowMs: 60_000 },
      { max: 3, windowMs: 3_600_000 },
    ];
    expect(await limiter.hit('a', limits)).toBe(0);
    expect(await limiter.hit('a', limits)).toBe(60);
    expect(await limiter.retryAfter('a', limits)).toBe(60);
    expect(await limiter.hit('b', limits)).toBe(0);
    now += 60_000;
    expect(await limiter.retryAfter('a', limits)).toBe(0);
    expect(await limiter.hit('a', limits)).toBe(0);
    now += 60_000;
    expect(await limiter.hit('a', limits)).toBe(0);
    now += 60_000;
    expect(await limiter.hit('a', limits)).toBe(3_600 - 180);
    expect(await limiter.count('a', 3_600_000)).toBe(3);
    expect(await limiter.count('a', 90_000)).toBe(1);
    await limiter.reset('a');
    expect(await limiter.count('a', 3_600_000)).toBe(0);
    expect(await limiter.hit('a', limits)).toBe(0);

    const relaxed = make(`${prefix}relaxed:`, () => now, 2);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await relaxed.hit('x', [{ max: 1, windowMs: 1000 }]));
    expect(answers).toEqual([0, 0, 1]);
  });

  it('never asks for more than the window when a hit was recorded by a clock running ahead', async () => {
    const prefix = `kalaro-test:${randomUUID()}:`;
    let now = 5_000_000;
    const limiter = make(prefix, () => now);
    const limits = [{ max: 1, windowMs: 60_000 }];
    expect(await limiter.hit('k', limits)).toBe(0);
    now -= 1_500; // the next hit is checked on a clock 1.5 s behind the first one's
    expect(await limiter.hit('k', limits)).toBe(60);
    expect(await limiter.retryAfter('k', limits)).toBe(60);
  });
});

describe.runIf(REDIS_URL)('redis limiter shared by two instances', () => {
  it('lets exactly `max` of many simultaneous hits through, whichever instance takes them', async () => {
    const prefix = `kalaro-test:${randomUUID()}:`;
    const now = () => Date.now();
    const a = redisLimiter(prefix, now);
    const b = redisLimiter(prefix, now);
    const limits = [{ max: 10, windowMs: 60_000 }];
    const waits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit('10.0.0.1', limits)),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(waits.filter((w) => w > 0 && w <= 60)).toHaveLength(50);
    expect(await b.count('10.0.0.1', 60_000)).toBe(10);
  });
});
