import type { LoginPayload, SessionValue } from '@kalaro/contract/account';
import {
  encryptForServer,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  importPublicKey,
} from '@kalaro/contract/encryption';
import { endpoints } from '@kalaro/contract/endpoints';
import type { StartupSettings } from '@kalaro/contract/operator';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../src/config.ts';
import { TEST_PASSWORD_HASHING } from '../src/config.ts';
import { membersTable } from '../src/modules/accounts/tables.ts';
import { adminHeaders, json, startTestApp, type TestApp } from './helpers.ts';

/** A clock the tests move by hand. */
export interface FakeClock {
  t: number;
  now: () => number;
  advance(ms: number): void;
}
export function fakeClock(start = Date.now()): FakeClock {
  const clock: FakeClock = {
    t: start,
    now: () => clock.t,
    advance: (ms) => {
      clock.t += ms;
    },
  };
  return clock;
}

export const CAPTCHA_ANSWER = '4821';

export interface AccountsTestApp extends TestApp {
  clock: FakeClock;
}

/** A test app on a fake clock with a known captcha answer; `accounts` adds to its account options. */
export async function startAccountsApp(
  overrides: Partial<AppOptions> = {},
  accounts: Partial<NonNullable<AppOptions['accounts']>> = {},
): Promise<AccountsTestApp> {
  const clock = fakeClock();
  const t = await startTestApp({
    accounts: {
      outboxEnabled: true,
      passwordHashing: TEST_PASSWORD_HASHING,
      now: clock.now,
      captchaText: () => CAPTCHA_ANSWER,
      ...accounts,
    },
    ...overrides,
  });
  return { ...t, clock };
}

/** The same with the demo accounts seeded (the demo agent's three-level team included). */
export const startDemoAccountsApp = (): Promise<AccountsTestApp> =>
  startAccountsApp({}, { seedDemoAccounts: true });

const publicKeys = new WeakMap<FastifyInstance, Promise<CryptoKey>>();
export function serverPublicKey(app: FastifyInstance): Promise<CryptoKey> {
  let key = publicKeys.get(app);
  if (!key) {
    key = app
      .inject({ method: 'GET', url: endpoints.system.startup.path })
      .then((r) => importPublicKey(json<{ value: StartupSettings }>(r).value.security.publicKey));
    publicKeys.set(app, key);
  }
  return key;
}

export const encryptionHeaders = { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME };

export async function seal(app: FastifyInstance, body: unknown, now?: number) {
  return encryptForServer(await serverPublicKey(app), body, now);
}

/** POSTs an encrypted call the way the web app does. */
export async function sendSealed(
  t: AccountsTestApp,
  endpoint: { method: string; path: string },
  body: unknown,
  { remoteAddress = '10.0.0.1', headers = {} }: { remoteAddress?: string; headers?: object } = {},
) {
  return t.app.inject({
    method: endpoint.method as 'POST',
    url: endpoint.path,
    remoteAddress,
    headers: { ...encryptionHeaders, ...headers },
    payload: await seal(t.app, body, t.clock.now()),
  });
}

export const login = (
  t: AccountsTestApp,
  payload: Partial<LoginPayload> & Record<string, unknown>,
  remoteAddress?: string,
) => sendSealed(t, endpoints.auth.login, { type: 'username', ...payload }, { remoteAddress });

/** A fresh captcha and its (test) answer, for a login that needs one. */
export async function solvedCaptcha(t: AccountsTestApp) {
  const response = await t.app.inject({ method: 'GET', url: endpoints.auth.captcha.path });
  const { captchaId } = json<{ value: { captchaId: string } }>(response).value;
  return { captchaId, captcha: CAPTCHA_ANSWER };
}

export async function loginOk(
  t: AccountsTestApp,
  username: string,
  password: string,
  ip?: string,
  extra: Partial<LoginPayload> = {},
) {
  const response = await login(t, { username, password, ...extra }, ip);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return json<{ value: SessionValue }>(response).value;
}

/**
 * Registers the way the web app does, the age-and-agreement box ticked
 * (`acceptTerms: true`); a test sends `acceptTerms: undefined` to leave it out.
 */
export const registerCall = (
  t: AccountsTestApp,
  /** Loose on purpose: tests send wrong types too. */
  payload: Record<string, unknown>,
  remoteAddress?: string,
) =>
  sendSealed(
    t,
    endpoints.auth.register,
    { registerUrl: 'kalaro.example', registerMethod: 'H5', type: 0, acceptTerms: true, ...payload },
    { remoteAddress },
  );

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Starts a trial account (free play) and returns its session token. Trials are
 * limited per IP: tests that start several give each its own `remoteAddress`.
 */
export async function startTrial(t: Pick<TestApp, 'app'>, remoteAddress?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: endpoints.auth.trial.path,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`trial failed: ${response.body}`);
  return json<{ value: SessionValue }>(response).value.token;
}

/** The id of the member with this username. */
export async function memberIdOf(t: Pick<TestApp, 'app'>, username: string): Promise<string> {
  const [row] = await t.app.db
    .select({ id: membersTable.id })
    .from(membersTable)
    .where(eq(membersTable.username, username));
  return row!.id;
}

/** Newest message first. */
export async function outbox(t: TestApp, to: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: endpoints.admin.outbox.path,
    query: { to },
    headers: adminHeaders,
  });
  return json<{ value: { messages: { code: string | null; text: string; channel: string }[] } }>(
    response,
  ).value.messages;
}

/** Asks for an SMS code and reads it from the outbox. */
export async function smsCodeFor(
  t: AccountsTestApp,
  mobileNum: string,
  purpose: 'register' | 'login' | 'reset',
  remoteAddress = '10.9.0.1',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: endpoints.auth.smsCode.path,
    remoteAddress,
    payload: { mobileNum, countryDialingCode: '+63', purpose },
  });
  if (response.statusCode !== 200) throw new Error(`sms code failed: ${response.body}`);
  const [latest] = await outbox(t, `+63${mobileNum}`);
  return latest?.code ?? '';
}
