import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of this process (`/metrics`, served by plugins/metrics.ts when
 * METRICS_TOKEN is set; docs/operations.md lists them). One registry per process:
 * the modules count business events with `countEvent` (a counter's increment, cheap
 * enough to happen whether or not anyone scrapes), the metrics plugin times requests
 * and reads the database pool. Amounts are in the currency's major units (PHP).
 */
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];

/** Latency buckets in seconds: the cached reads answer in about a millisecond. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every answer's latency, by route pattern (`/wps/games/:id`, not the URL) and method. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to its answer, by route pattern and method',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

/** Every answer by route pattern, method and status: the request rate and the error rate. */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Answers by route pattern, method and status code (5xx: errors)',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers,
});

/** The label of a request that matched no route (never the raw URL: unbounded). */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface PoolStats {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

let poolSource: (() => PoolStats) | undefined;

/** The PostgreSQL pool's figures at scrape time (none with the embedded PGlite). */
export function setPoolSource(source: (() => PoolStats) | undefined): void {
  poolSource = source;
}
export const poolSourceIs = (source: (() => PoolStats) | undefined) => poolSource === source;

new Gauge({
  name: 'kalaro_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, max); absent on PGlite',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    const stats = poolSource?.();
    if (!stats) return;
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'max' }, stats.max);
  },
});
new Gauge({
  name: 'kalaro_db_pool_waiting',
  help: 'Queries waiting for a PostgreSQL pool connection; absent on PGlite',
  registers,
  collect() {
    this.reset();
    const stats = poolSource?.();
    if (stats) this.set(stats.waiting);
  },
});

/** A figure read when Prometheus scrapes (a count in the database, a connection's state). */
export type ScrapeSource = () => number | Promise<number>;

/**
 * A gauge whose value is read at scrape time from the source its owner sets (a
 * module or a plugin, which lib/ cannot import). Returns the setter, which hands
 * back an unset function for the owner's close. An unlabelled gauge always shows
 * a value (0 while no source is set); one with `labels` is absent then.
 */
function scrapeGauge(name: string, help: string, labels?: Record<string, string>) {
  let source: ScrapeSource | undefined;
  new Gauge({
    name,
    help,
    labelNames: Object.keys(labels ?? {}),
    registers,
    async collect() {
      this.reset();
      if (source) this.set(labels ?? {}, await source());
    },
  });
  return (next: ScrapeSource) => {
    source = next;
    return () => {
      if (source === next) source = undefined;
    };
  };
}

/** Lottery bets waiting for their draw (placed, not yet settled). */
export const setOpenLotteryBetsSource = scrapeGauge(
  'kalaro_lottery_open_bets',
  'Lottery bets placed on draws not yet settled',
);

/** 1 while the Redis connection is ready, 0 while it is away; absent without Redis. */
export const setRedisUpSource = scrapeGauge(
  'kalaro_redis_up',
  'Whether the Redis connection is ready (1) or away (0); absent without Redis',
  { connection: 'commands' },
);

let defaultsStarted = false;
/**
 * Node's own figures: event-loop lag (`nodejs_eventloop_lag_*`), heap, GC, CPU,
 * handles. Started with the first app that serves /metrics (they sample all the time).
 */
export function startDefaultMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

// --- business events -------------------------------------------------------------

const registrations = new Counter({
  name: 'kalaro_registrations_total',
  help: 'New member accounts: the registration form, or an agent opening a downline',
  labelNames: ['via'] as const,
  registers,
});
const logins = new Counter({
  name: 'kalaro_logins_total',
  help: 'Member logins that opened a session, by method (password, sms)',
  labelNames: ['method'] as const,
  registers,
});
const loginFailures = new Counter({
  name: 'kalaro_login_failures_total',
  help: 'Member logins refused for a wrong username or password',
  registers,
});
const depositsApproved = new Counter({
  name: 'kalaro_deposits_approved_total',
  help: 'Deposit requests approved, by the operator (review) or a payment gateway (gateway)',
  labelNames: ['via'] as const,
  registers,
});
const depositsApprovedAmount = new Counter({
  name: 'kalaro_deposits_approved_amount_total',
  help: 'Amount of the approved deposit requests (currency units, before fees and bonus)',
  labelNames: ['via'] as const,
  registers,
});
const withdrawalsPaid = new Counter({
  name: 'kalaro_withdrawals_paid_total',
  help: 'Withdrawal requests the operator approved (paid)',
  registers,
});
const withdrawalsPaidAmount = new Counter({
  name: 'kalaro_withdrawals_paid_amount_total',
  help: 'Amount of the paid withdrawal requests (currency units)',
  registers,
});
const stakes = new Counter({
  name: 'kalaro_stakes_total',
  help: 'Bets placed on the in-house games, by game (slot, lottery)',
  labelNames: ['game'] as const,
  registers,
});
const stakesAmount = new Counter({
  name: 'kalaro_stakes_amount_total',
  help: 'Amount staked on the in-house games (currency units), by game',
  labelNames: ['game'] as const,
  registers,
});
const wins = new Counter({
  name: 'kalaro_wins_total',
  help: 'Winning bets paid on the in-house games, by game',
  labelNames: ['game'] as const,
  registers,
});
const winsAmount = new Counter({
  name: 'kalaro_wins_amount_total',
  help: 'Amount won on the in-house games (currency units), by game',
  labelNames: ['game'] as const,
  registers,
});

const major = (amountMinor: number) => amountMinor / 100;

// Every series exists from the start at 0, so rate() and increase() see the first event.
for (const via of ['form', 'agent', 'social']) registrations.inc({ via }, 0);
for (const method of ['password', 'sms', 'social']) logins.inc({ method }, 0);
for (const via of ['review', 'gateway']) {
  depositsApproved.inc({ via }, 0);
  depositsApprovedAmount.inc({ via }, 0);
}
for (const game of ['slot', 'lottery']) {
  for (const counter of [stakes, stakesAmount, wins, winsAmount]) counter.inc({ game }, 0);
}

export type InhouseGame = 'slot' | 'lottery';

export type BusinessEvent =
  | { kind: 'registration'; via: 'form' | 'agent' | 'social' }
  | { kind: 'login'; method: 'password' | 'sms' | 'social' }
  | { kind: 'login-failure' }
  | { kind: 'deposit-approved'; via: 'review' | 'gateway'; amountMinor: number }
  | { kind: 'withdrawal-paid'; amountMinor: number }
  | { kind: 'stake'; game: InhouseGame; amountMinor: number }
  | { kind: 'win'; game: InhouseGame; amountMinor: number };

/**
 * Counts one business event. Call it once the transaction that made it has
 * committed (a rolled-back bet is not a bet), never for an idempotent replay.
 */
export function countEvent(event: BusinessEvent): void {
  switch (event.kind) {
    case 'registration':
      return registrations.inc({ via: event.via });
    case 'login':
      return logins.inc({ method: event.method });
    case 'login-failure':
      return loginFailures.inc();
    case 'deposit-approved':
      depositsApproved.inc({ via: event.via });
      return depositsApprovedAmount.inc({ via: event.via }, major(event.amountMinor));
    case 'withdrawal-paid':
      withdrawalsPaid.inc();
      return withdrawalsPaidAmount.inc(major(event.amountMinor));
    case 'stake':
      stakes.inc({ game: event.game });
      return stakesAmount.inc({ game: event.game }, major(event.amountMinor));
    case 'win':
      wins.inc({ game: event.game });
      return winsAmount.inc({ game: event.game }, major(event.amountMinor));
  }
}
