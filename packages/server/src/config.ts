import type { HttpGatewayConfig } from './modules/deposit/providers/http-gateway.ts';
import { SOCIAL_PROVIDERS, type SocialProviderConfig } from './modules/social-login/model.ts';
import type { SeamlessVendorConfig } from './modules/games/providers/seamless.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SmsProviderConfig } from './lib/sms-gateway.ts';
import type { TracingOptions } from './lib/tracing.ts';

/**
 * `packages/server`, from this file's location so the defaults do not depend on
 * the cwd. This file runs from `src/config.ts` or, compiled, inside
 * `dist/server.js`: one folder below `packages/server` either way.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository's root. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** Folder of the embedded database; undefined = in memory. */ dataDir?: string;
    }
  | {
      kind: 'postgres';
      url: string;
      /** Schema to use instead of `public` (tests). */ schema?: string;
    };

export type TrustProxy = boolean | number | string[];

export interface RateLimitOptions {
  max: number;
  timeWindowMs: number;
}

/** Argon2id cost. OWASP minimum: m=19456 KiB, t=2, p=1. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}
export const OWASP_PASSWORD_HASHING: PasswordHashing = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
/** Cheap hashing so the suites stay fast; refused outside NODE_ENV=test (see lib/password.ts). */
export const TEST_PASSWORD_HASHING: PasswordHashing = {
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
};

/** Accounts and sessions. Every field has a safe default in `buildApp`. */
export interface AccountOptions {
  /** Writes SMS and e-mail to the outbox table (read by the admin outbox call). Off in production. */
  outboxEnabled: boolean;
  /** nodemailer transport URL (smtp://…); when set, e-mail goes there instead of the outbox. */
  smtpUrl?: string;
  /** How long an SMTP connection, greeting or reply may take before the e-mail counts as not sent (default 10 s). */
  smtpTimeoutMs?: number;
  /** An SMS gateway; when set, SMS go there instead of the outbox. */
  sms?: SmsProviderConfig;
  mailFrom: string;
  passwordHashing: PasswordHashing;
  /** RSA private key (PEM) for encrypted bodies; else read or generated in `keyDir`. */
  rsaPrivateKeyPem?: string;
  /** Where a generated key is kept (DATA_DIR/keys); undefined = in memory only. */
  keyDir?: string;
  /** The clock (ms since the epoch); tests pass a fake one. */
  now: () => number;
  /** Captcha text; tests pass a fixed one. */
  captchaText?: () => string;
  /** Multiplies the login/SMS/trial/register limits per IP and per number (default 1). */
  rateLimitFactor?: number;
  /** Seeds the demo logins (README) on a database without members. Default true. */
  seedDemoAccounts?: boolean;
}

/** Fills what the caller left out with the safe defaults (no outbox, OWASP hashing). */
export const resolveAccountOptions = (given: Partial<AccountOptions> = {}): AccountOptions => ({
  outboxEnabled: false,
  mailFrom: 'Kalaro <no-reply@kalaro.example>',
  passwordHashing: OWASP_PASSWORD_HASHING,
  now: () => Date.now(),
  ...given,
});

/** What `buildApp` needs. Tests build it by hand; `server.ts` reads it from the environment. */
export interface AppOptions {
  database: DatabaseOptions;
  /** Bearer token of the admin API; the admin API refuses every call when unset. */
  adminToken?: string;
  webDistDir: string;
  seedFile: string;
  trustProxy: TrustProxy;
  logLevel: string;
  /** Where log lines go (default stdout); tests capture them to check what is logged. */
  logStream?: { write(line: string): void };
  /** Human-readable logs (pino-pretty), development only. */
  prettyLogs: boolean;
  rateLimit: RateLimitOptions;
  /**
   * Production mode (NODE_ENV=production): HSTS is sent and the session cookie is
   * always `Secure`, as the app is served over HTTPS (or on localhost). Default false.
   */
  production?: boolean;
  /**
   * Redis shared by every instance: rate-limit and back-off counters, cache
   * invalidation and the scheduler's lease. Unset: all of it in this process.
   */
  redisUrl?: string;
  /** Prefix of this installation's Redis keys and channel (default `kalaro:`). */
  redisKeyPrefix?: string;
  /**
   * Bearer token of the Prometheus metrics (`GET /metrics`, plugins/metrics.ts).
   * Unset: no `/metrics` and no request timing.
   */
  metricsToken?: string;
  /** OpenTelemetry tracing to a collector (plugins/tracing.ts); unset: off. */
  tracing?: TracingOptions;
  accounts?: Partial<AccountOptions>;
  /** In-house games. */
  inhouse?: InhouseOptions;
  /** In-house draw lottery. */
  lottery?: LotteryConfig;
  /** Where uploaded images are kept (DATA_DIR/uploads); default a folder in the OS temp dir. */
  uploadsDir?: string;
  /** Pay mission prizes on a timer when periods end (the server does; tests pay by hand). Default false. */
  missionPayouts?: boolean;
  /** Pay member-club bonuses on a timer, also to members who never open the benefits screen (the server does). Default false. */
  vipBonuses?: boolean;
  /** Pay agents' salaries, dividends and team rebate on a timer when periods end (the server does; tests pay by hand). Default false. */
  agentPayouts?: boolean;
  /** Fold settled bets into the reports' rollups every minute (the server does; a report folds before it reads). Default false. */
  reportRollup?: boolean;
  /** The scheduled status check of withdrawals left paying at a payout gateway. */
  payoutChecks?: PayoutChecksConfig;
  /** Deposit payment providers. */
  payments?: Partial<PaymentOptions>;
  /** Seamless-wallet game vendors (endpoint, secret, currency, on/off); none by default. */
  seamlessVendors?: readonly SeamlessVendorConfig[];
  /** Social login providers (OpenID Connect / OAuth 2); none by default. */
  socialLogin?: readonly SocialProviderConfig[];
  /**
   * Seed the demo content into an empty database: everything that pays or
   * offers money — rewards (the welcome bonus), mission races, promotions, the member
   * club's levels and bonuses, manual-rebate rates — and the demo's home content and
   * inbox broadcasts that advertise them. Default: on unless `production`
   * (SEED_DEMO_CONTENT), so a production install starts with nothing that pays.
   */
  seedDemoContent?: boolean;
  /**
   * Seed one demo operator per role of the back office (README lists
   * them). Default: on unless `production` (SEED_DEMO_OPERATORS). In production
   * they must enrol an authenticator like anyone.
   */
  seedDemoOperators?: boolean;
}

/** Deposit payment providers; `AppOptions.payments`. */
export interface PaymentOptions {
  /**
   * Run the demo gateway (the hosted payment page `/pay/demo/:id`). Default: on
   * unless NODE_ENV=production (`PAYMENTS_DEMO_GATEWAY=on` turns it on there).
   */
  demoGateway: boolean;
  /** HMAC-SHA256 key of the demo gateway's callbacks; default a random one per process. */
  demoSecret?: string;
  /** Payment gateways reached over HTTP (`PAYMENT_GATEWAYS`); none by default. */
  gateways?: readonly HttpGatewayConfig[];
}

/** Fills what the caller left out: the demo gateway runs outside production, with a random key. */
export const resolvePaymentOptions = (given: Partial<PaymentOptions> = {}): PaymentOptions => ({
  demoGateway: process.env.NODE_ENV !== 'production',
  ...given,
});

/** The scheduled status check of payouts left paying; `AppOptions.payoutChecks`. */
export interface PayoutChecksConfig {
  /** Check on a timer (the server does; tests run a pass by hand). Default false. */
  scheduler?: boolean;
  /** Seconds between checks; default 120. */
  intervalSeconds?: number;
  /** A paying withdrawal is checked once its gateway was last contacted this long ago; default 300. */
  checkAfterSeconds?: number;
}

/** In-house draw lottery; `AppOptions.lottery`. */
export interface LotteryConfig {
  /** Seconds between draws, one lottery per entry (1–3); default 60 and 300. */
  drawIntervalsSeconds?: number[];
  /** Betting stops this long before a draw; default 5. */
  closeBeforeSeconds?: number;
  /** Run the draw scheduler on a timer (the server does; tests tick by hand). Default false. */
  scheduler?: boolean;
  /** Tests: called before each bet is settled; throwing simulates a crash. */
  beforeSettleBet?: (betId: number) => void;
}

export interface InhouseOptions {
  /** Least time between two slot spins of a member; default 2500 ms (player protection). */
  minSpinIntervalMs?: number;
}

export interface ServerConfig extends AppOptions {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
}

/** Relative paths are read from where the user typed the command (npm -w changes the cwd). */
const resolveFromInvocation = (p: string, env: NodeJS.ProcessEnv): string =>
  path.resolve(env.INIT_CWD ?? process.cwd(), p);

/**
 * The SMS gateway of SMS_PROVIDER and its settings. A half-configured one
 * (a setting without the provider, or the provider without what it needs)
 * stops the start with what is missing: a gateway that silently never sends
 * would leave players waiting for codes.
 */
function smsProviderOf(e: z.infer<typeof envSchema>): SmsProviderConfig | undefined {
  const fail = (message: string): never => {
    throw new Error(`Invalid environment:\n  ${message}`);
  };
  const twilio = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
  if (e.SMS_PROVIDER === 'http') {
    if (!e.SMS_HTTP_URL) return fail('SMS_HTTP_URL: required when SMS_PROVIDER=http');
    if (!/\{to\}/.test(e.SMS_HTTP_BODY) || !/\{text\}/.test(e.SMS_HTTP_BODY)) {
      return fail('SMS_HTTP_BODY: must contain {to} and {text}');
    }
    return {
      kind: 'http',
      url: e.SMS_HTTP_URL,
      method: e.SMS_HTTP_METHOD,
      ...(e.SMS_HTTP_AUTHORIZATION ? { authorization: e.SMS_HTTP_AUTHORIZATION } : {}),
      bodyTemplate: e.SMS_HTTP_BODY,
      contentType: e.SMS_HTTP_CONTENT_TYPE,
    };
  }
  if (e.SMS_PROVIDER === 'twilio') {
    const [accountSid, authToken, from] = twilio;
    if (!accountSid || !authToken || !from) {
      return fail(
        'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: all required when SMS_PROVIDER=twilio',
      );
    }
    return { kind: 'twilio', baseUrl: e.TWILIO_BASE_URL, accountSid, authToken, from };
  }
  if (e.SMS_HTTP_URL || e.SMS_HTTP_AUTHORIZATION || twilio.some(Boolean)) {
    return fail('SMS_PROVIDER: set it to http or twilio to use the SMS gateway settings given');
  }
  return undefined;
}

const parseTrustProxy = (raw: string | undefined): TrustProxy => {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
};

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** A JSON variable's value: unset or blank is undefined; text that is not JSON is left to the schema to refuse. */
function parseJsonValue(v: unknown): unknown {
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATA_DIR: optionalString,
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  REDIS_KEY_PREFIX: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  KALARO_ADMIN_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'KALARO_ADMIN_TOKEN must be at least 16 characters').optional(),
  ),
  TRUST_PROXY: z.string().optional(),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  OTEL_SERVICE_NAME: z.preprocess(emptyToUndefined, z.string().max(100).default('kalaro')),
  WEB_DIST_DIR: optionalString,
  SEED_FILE: optionalString,
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1000),
  KALARO_RSA_PRIVATE_KEY: optionalString,
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['http', 'twilio']).optional()),
  SMS_HTTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMS_HTTP_METHOD: z.enum(['POST', 'PUT']).default('POST'),
  SMS_HTTP_AUTHORIZATION: optionalString,
  SMS_HTTP_BODY: z.string().default('{"to":"{to}","text":"{text}"}'),
  SMS_HTTP_CONTENT_TYPE: z.enum(['json', 'form']).default('json'),
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  MAIL_FROM: z.string().default('Kalaro <no-reply@kalaro.example>'),
  ACCOUNT_RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  SEED_DEMO_ACCOUNTS: z.enum(['true', 'false']).default('true'),
  SEED_DEMO_CONTENT: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  SEED_DEMO_OPERATORS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  SLOT_MIN_SPIN_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).default(2500),
  LOTTERY_DRAW_SECONDS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,5}(,\d{1,5}){0,2}$/, 'one to three whole numbers of seconds, e.g. 60,300')
      .default('60,300')
      .transform((v) => v.split(',').map(Number))
      .refine((list) => list.every((n) => n >= 4 && n <= 86_400), 'each between 4 and 86400'),
  ),
  LOTTERY_CLOSE_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  PAYOUT_CHECK_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  PAYOUT_CHECK_AFTER_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
  PAYMENTS_DEMO_GATEWAY: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).optional()),
  PAYMENTS_DEMO_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'PAYMENTS_DEMO_SECRET must be at least 32 characters').optional(),
  ),
  /** Payment gateways over HTTP: a JSON array of { id, merchantId, secret, currency, createUrl, queryUrl, payoutUrl?, enabled }. */
  PAYMENT_GATEWAYS: z.preprocess(
    parseJsonValue,
    z
      .array(
        z
          .object({
            id: z
              .string()
              .regex(/^[a-z0-9_-]{1,32}$/)
              .refine((id) => id !== 'demo' && id !== 'manual', 'demo and manual are taken'),
            merchantId: z.string().min(1).max(128),
            secret: z.string().min(32, 'a gateway secret must be at least 32 characters'),
            currency: z.string().regex(/^[A-Z]{3}$/),
            createUrl: z.url(),
            queryUrl: z.url(),
            payoutUrl: z.url().optional(),
            enabled: z.boolean().default(true),
          })
          .strict(),
      )
      .max(20)
      .optional(),
  ),
  /** Seamless-wallet game vendors: a JSON array of { vendor, endpoint, secret, currency, enabled }. */
  SEAMLESS_VENDORS: z.preprocess(
    parseJsonValue,
    z
      .array(
        z
          .object({
            vendor: z.string().min(1).max(64),
            endpoint: z.url(),
            secret: z.string().min(32, 'a vendor secret must be at least 32 characters'),
            currency: z.string().regex(/^[A-Z]{3}$/),
            enabled: z.boolean().default(true),
          })
          .strict(),
      )
      .max(100)
      .optional(),
  ),
  /** Social login providers: a JSON array of { provider, issuer, clientId, clientSecret, enabled }. */
  SOCIAL_LOGIN_PROVIDERS: z.preprocess(
    parseJsonValue,
    z
      .array(
        z
          .object({
            provider: z.enum(SOCIAL_PROVIDERS),
            issuer: z.url(),
            clientId: z.string().min(1).max(512),
            clientSecret: z.string().min(1).max(1024),
            enabled: z.boolean().default(true),
          })
          .strict(),
      )
      .max(SOCIAL_PROVIDERS.length)
      .refine(
        (list) => new Set(list.map((p) => p.provider)).size === list.length,
        'each provider at most once',
      )
      .optional(),
  ),
});

/** Every environment variable the server reads (a deployment's file may set no other). */
export const ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

/** Reads and checks the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.SLOT_MIN_SPIN_INTERVAL_MS < 2500) {
    throw new Error(
      'Invalid environment:\n  SLOT_MIN_SPIN_INTERVAL_MS: at least 2500 in production (player protection)',
    );
  }
  // The demo gateway credits wallets without real money: in production only when asked for.
  const demoGateway =
    e.PAYMENTS_DEMO_GATEWAY === 'on' ||
    (e.NODE_ENV !== 'production' && e.PAYMENTS_DEMO_GATEWAY !== 'off');
  if (e.NODE_ENV === 'production' && demoGateway && !e.PAYMENTS_DEMO_SECRET) {
    throw new Error(
      'Invalid environment:\n  PAYMENTS_DEMO_SECRET: required when PAYMENTS_DEMO_GATEWAY=on in production',
    );
  }
  const sms = smsProviderOf(e);
  const dataDir = e.DATA_DIR
    ? resolveFromInvocation(e.DATA_DIR, env)
    : path.join(REPO_ROOT, 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    prettyLogs: e.NODE_ENV === 'development',
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    adminToken: e.KALARO_ADMIN_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDistDir: e.WEB_DIST_DIR
      ? resolveFromInvocation(e.WEB_DIST_DIR, env)
      : path.join(REPO_ROOT, 'packages/web/dist'),
    seedFile: e.SEED_FILE
      ? resolveFromInvocation(e.SEED_FILE, env)
      : path.join(SERVER_ROOT, 'seed/operator.json'),
    rateLimit: { max: e.RATE_LIMIT_MAX, timeWindowMs: 60_000 },
    accounts: {
      outboxEnabled: e.NODE_ENV !== 'production',
      smtpUrl: e.SMTP_URL,
      ...(sms ? { sms } : {}),
      mailFrom: e.MAIL_FROM,
      passwordHashing: e.NODE_ENV === 'test' ? TEST_PASSWORD_HASHING : OWASP_PASSWORD_HASHING,
      rsaPrivateKeyPem: e.KALARO_RSA_PRIVATE_KEY,
      keyDir: path.join(dataDir, 'keys'),
      rateLimitFactor: e.ACCOUNT_RATE_LIMIT_FACTOR,
      seedDemoAccounts: e.SEED_DEMO_ACCOUNTS === 'true',
    },
    inhouse: { minSpinIntervalMs: e.SLOT_MIN_SPIN_INTERVAL_MS },
    lottery: {
      drawIntervalsSeconds: e.LOTTERY_DRAW_SECONDS,
      closeBeforeSeconds: e.LOTTERY_CLOSE_SECONDS,
      scheduler: true,
    },
    uploadsDir: path.join(dataDir, 'uploads'),
    missionPayouts: true,
    vipBonuses: true,
    agentPayouts: true,
    reportRollup: true,
    payoutChecks: {
      scheduler: true,
      intervalSeconds: e.PAYOUT_CHECK_SECONDS,
      checkAfterSeconds: e.PAYOUT_CHECK_AFTER_SECONDS,
    },
    payments: {
      demoGateway,
      demoSecret: e.PAYMENTS_DEMO_SECRET,
      ...(e.PAYMENT_GATEWAYS ? { gateways: e.PAYMENT_GATEWAYS } : {}),
    },
    seamlessVendors: e.SEAMLESS_VENDORS ?? [],
    socialLogin: e.SOCIAL_LOGIN_PROVIDERS ?? [],
    // Content that pays real money: in production only when asked for.
    seedDemoContent:
      e.SEED_DEMO_CONTENT === undefined
        ? e.NODE_ENV !== 'production'
        : e.SEED_DEMO_CONTENT === 'true',
    // Operators with known passwords: in production only when asked for (a demo).
    seedDemoOperators:
      e.SEED_DEMO_OPERATORS === undefined
        ? e.NODE_ENV !== 'production'
        : e.SEED_DEMO_OPERATORS === 'true',
  };
}
