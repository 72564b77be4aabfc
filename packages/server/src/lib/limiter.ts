/**
 * In-memory counters over a sliding window, on an injectable clock so tests do
 * not sleep. One process only for now (REDIS_URL will share them later).
 */
export interface Limit {
  /** Most hits allowed within `windowMs`. */
  max: number;
  windowMs: number;
}

export class Limiter {
  private readonly hits = new Map<string, number[]>();
  private sweeps = 0;

  constructor(
    private readonly now: () => number,
    /** Multiplies every `max` (e2e runs many logins from one address). */
    private readonly factor = 1,
    /** Upper bound on keys kept; the oldest are dropped past it. */
    private readonly maxKeys = 100_000,
  ) {}

  /** Seconds until `key` may hit again under every limit, or 0 when it may now. */
  retryAfter(key: string, limits: readonly Limit[]): number {
    const now = this.now();
    const times = this.hits.get(key) ?? [];
    let wait = 0;
    for (const { max, windowMs } of limits) {
      const inWindow = times.filter((t) => t > now - windowMs);
      const allowed = Math.max(1, Math.floor(max * this.factor));
      if (inWindow.length >= allowed) {
        const oldest = inWindow[inWindow.length - allowed] ?? now;
        wait = Math.max(wait, oldest + windowMs - now);
      }
    }
    return Math.ceil(wait / 1000);
  }

  /** Records a hit when every limit allows it; answers the seconds to wait otherwise (0 = done). */
  hit(key: string, limits: readonly Limit[]): number {
    const wait = this.retryAfter(key, limits);
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

  /** Hits of `key` within `windowMs`. */
  count(key: string, windowMs: number): number {
    const now = this.now();
    return (this.hits.get(key) ?? []).filter((t) => t > now - windowMs).length;
  }

  reset(key: string): void {
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
