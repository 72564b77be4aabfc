/**
 * A small in-process cache with a time to live and a size bound (oldest entry
 * out first): the catalogue's counts, the help entries, the read cache's answers.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  /** Swaps a held entry's value, keeping its expiry (nothing when the key is not held). */
  replace(key: string, value: V): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = value;
  }

  /** The cached value, or `load()`'s, stored for next time. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Removes every entry whose value matches (a walk over all of them). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A {@link TtlCache} filled by loads that callers share: a miss loads once
 * however many requests wait for it, and a load under way when its key is
 * forgotten is not kept (it may have read the database before the write that
 * caused the forgetting), so nothing stale outlives an invalidation.
 */
export class LoadingCache<V> {
  private readonly cache: TtlCache<V>;
  private readonly loading = new Map<string, Promise<V | undefined>>();

  constructor(maxEntries: number, ttlMs: number, now: () => number = Date.now) {
    this.cache = new TtlCache(maxEntries, ttlMs, now);
  }

  get(key: string): V | undefined {
    return this.cache.get(key);
  }

  /**
   * The cached value, else the one `load` answers (shared with the callers
   * already waiting for that key), kept when defined and `keep` says so.
   */
  load(
    key: string,
    load: () => Promise<V | undefined>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V | undefined> {
    const cached = this.cache.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded: Promise<V | undefined> = load().then(
      (value) => {
        // Still the load of this key: nothing forgot it meanwhile.
        if (this.loading.get(key) !== loaded) return value;
        this.loading.delete(key);
        if (value !== undefined && keep(value)) this.cache.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  delete(key: string): void {
    this.loading.delete(key);
    this.cache.delete(key);
  }

  /** Forgets the matching entries, and every load under way (its value is not known yet). */
  deleteWhere(matches: (value: V) => boolean): void {
    this.loading.clear();
    this.cache.deleteWhere(matches);
  }

  clear(): void {
    this.loading.clear();
    this.cache.clear();
  }
}
