import { endpoints } from '@kalaro/contract/endpoints';
import { FLAG } from '@kalaro/contract/constants';
import { and, count, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateMember } from '../src/modules/accounts/repo.ts';
import { membersTable } from '../src/modules/accounts/tables.ts';
import { socialLoginsTable } from '../src/modules/social-login/tables.ts';
import { PENDING_COOKIE } from '../src/modules/social-login/routes.ts';
import {
  bearer,
  loginOk,
  registerCall,
  startAccountsApp,
  type AccountsTestApp,
} from './account-helpers.ts';
import { expectError, json, putOperatorConfig } from './helpers.ts';

const { socialLogin, member } = endpoints;
const START = socialLogin.start.path.replace(':provider', 'google');
const LINK_START = socialLogin.linkStart.path.replace(':provider', 'google');
const LINKED = socialLogin.linked.path;
const unlinkPath = (provider: string) => socialLogin.unlink.path.replace(':provider', provider);

/** Who the local provider says signs in next (the ID token's claims). */
interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

type Cookies = Record<string, string>;

/** The cookies an answer sets (name → value; an expired one is left out). */
function cookiesOf(response: { cookies: { name: string; value: string; maxAge?: number }[] }) {
  const set: Cookies = {};
  for (const c of response.cookies) if (c.value && c.maxAge !== 0) set[c.name] = c.value;
  return set;
}

const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

describe('social login against a local OpenID provider', () => {
  const provider = new OAuth2Server();
  let next: Person = { sub: 'nobody' };
  let t: AccountsTestApp;

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, next);
    });
    t = await startAccountsApp({
      socialLogin: [
        {
          provider: 'google',
          issuer: provider.issuer.url ?? '',
          clientId: 'kalaro-test',
          clientSecret: 'not-a-real-secret',
          enabled: true,
        },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });
  beforeEach(() => putOperatorConfig(t));

  /** The start: a redirect to the provider, and the pending cookie. */
  async function startLogin(headers: Record<string, string> = {}) {
    const response = await t.app.inject({ method: 'GET', url: START, headers });
    expect(response.statusCode, response.body).toBe(302);
    return { location: new URL(response.headers.location as string), cookies: cookiesOf(response) };
  }

  /** The provider's answer to its authorization page (it signs `person` in at once): the callback address. */
  async function authorize(location: URL): Promise<URL> {
    const answer = await fetch(location, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  }

  /** The address callbacks come from (the login and registration limits count per address). */
  let callbackIp = '10.7.0.1';
  const callback = (url: URL, cookies: Cookies, remoteAddress = callbackIp) =>
    t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { cookie: cookieHeader(cookies) },
      remoteAddress,
    });

  /** Start, the provider, the callback: the callback's answer and what it needs to be replayed. */
  async function journey(person: Person, headers: Record<string, string> = {}) {
    next = person;
    const started = await startLogin(headers);
    const back = await authorize(started.location);
    const session = headers.cookie ? { cookie: headers.cookie } : {};
    const cookies = { ...started.cookies, ...parseCookieHeader(session.cookie) };
    const response = await callback(back, cookies);
    return { response, back, cookies };
  }

  const parseCookieHeader = (header: string | undefined): Cookies =>
    Object.fromEntries(
      (header ?? '')
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    );

  /** The login screen's address the callback sent the browser to with the error's code. */
  const refusedWith = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), 'http://x');
    expect(location.pathname).toBe('/m/login');
    return location.searchParams.get('socialError');
  };

  const signedIn = async (response: Awaited<ReturnType<typeof callback>>) => {
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe('/m/home');
    const token = cookiesOf(response).kalaro_session;
    expect(token).toBeTruthy();
    const info = await t.app.inject({
      method: 'GET',
      url: member.info.path,
      headers: bearer(token ?? ''),
    });
    expect(info.statusCode, info.body).toBe(200);
    return json<{ value: { id: string; account: string; email: string | null } }>(info).value;
  };

  const linksOf = async (memberId: string) =>
    t.app.db.select().from(socialLoginsTable).where(eq(socialLoginsTable.memberId, memberId));

  it('offers only the providers configured here and switched on by the operator', async () => {
    const offered = await t.app.inject({ method: 'GET', url: socialLogin.providers.path });
    // Facebook's switch is on in the seed, but no Facebook client is configured.
    expect(json(offered)).toEqual({ success: true, value: { providers: ['google'] } });

    await putOperatorConfig(t, (c) => {
      c.whitelabel[FLAG.GOOGLE_LOGIN] = false;
    });
    const none = await t.app.inject({ method: 'GET', url: socialLogin.providers.path });
    expect(json(none)).toEqual({ success: true, value: { providers: [] } });
    expectError(await t.app.inject({ method: 'GET', url: START }), 404, 'auth.social_unavailable');
  });

  it('answers 404 for a provider that is not configured, whatever its switch', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: socialLogin.start.path.replace(':provider', 'facebook'),
    });
    expectError(response, 404, 'auth.social_unavailable');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('redirects to the provider with state, nonce and an S256 challenge kept in a signed HttpOnly cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: START });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    const q = location.searchParams;
    expect(q.get('client_id')).toBe('kalaro-test');
    expect(q.get('redirect_uri')).toBe('http://localhost/wps/auth/social/google/callback');
    expect(q.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === PENDING_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/wps/auth/social',
      maxAge: 600,
    });
    expect(response.body).not.toContain('not-a-real-secret');
  });

  it('registers and links a member on the first login, and signs the same member in on the next', async () => {
    const jane = {
      sub: 'google-jane-1',
      email: 'Jane.Doe@example.com',
      email_verified: true,
      name: 'Jane Doe',
    };
    const first = await journey(jane);
    const created = await signedIn(first.response);
    expect(created.account).toBe('janedoe');
    expect(created.email).toBe('jane.doe@example.com');
    expect(await linksOf(created.id)).toEqual([
      expect.objectContaining({ provider: 'google', subject: 'google-jane-1' }),
    ]);
    const [row] = await t.app.db.select().from(membersTable).where(eq(membersTable.id, created.id));
    expect(row).toMatchObject({ type: 0, status: 'active', registerMethod: 'H5' });
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    // No password: the linked identity is the member's only way to sign in.
    expect(row?.passwordHash).toBeNull();

    const again = await signedIn((await journey(jane)).response);
    expect(again.id).toBe(created.id);
    const [{ n } = { n: 0 }] = await t.app.db
      .select({ n: count() })
      .from(membersTable)
      .where(eq(membersTable.email, 'jane.doe@example.com'));
    expect(n).toBe(1);
  });

  it('makes up another free account name when the first is taken, and keeps an unchecked e-mail out', async () => {
    const taken = await registerCall(t, {
      username: 'samsmith',
      password: 'Sam12345',
      confirmPassword: 'Sam12345',
      method: 'username',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const sam = await signedIn(
      (
        await journey({
          sub: 'google-sam-2',
          email: 'sam.smith@example.com',
          email_verified: false,
        })
      ).response,
    );
    expect(sam.account).toMatch(/^samsmith\d{4}$/);
    expect(sam.email).toBeNull();
  });

  it('refuses a callback whose state is not the one sent (forged), and sets no session', async () => {
    next = { sub: 'google-forged' };
    const started = await startLogin();
    const back = await authorize(started.location);
    back.searchParams.set('state', 'forged-state-forged-state-forged-state-00');
    const response = await callback(back, started.cookies);
    expect(refusedWith(response)).toBe('auth.social_invalid');
    expect(cookiesOf(response).kalaro_session).toBeUndefined();
    expect(
      await t.app.db
        .select()
        .from(socialLoginsTable)
        .where(eq(socialLoginsTable.subject, 'google-forged')),
    ).toEqual([]);
  });

  it('refuses a callback without its pending cookie, or with one tampered with', async () => {
    next = { sub: 'google-no-cookie' };
    const started = await startLogin();
    const back = await authorize(started.location);
    expect(refusedWith(await callback(back, {}))).toBe('auth.social_invalid');
    const value = started.cookies[PENDING_COOKIE] ?? '';
    const tampered = { [PENDING_COOKIE]: `${value.slice(0, -2)}xx` };
    expect(refusedWith(await callback(back, tampered))).toBe('auth.social_invalid');
  });

  it('refuses a replayed callback, even with its cookie', async () => {
    const person = { sub: 'google-replay', email: 'replay@example.com', email_verified: true };
    const { response, back, cookies } = await journey(person);
    await signedIn(response);
    // The callback clears the pending cookie; a replay brings the old one back.
    expect(response.cookies.find((c) => c.name === PENDING_COOKIE)?.value).toBe('');
    const replay = await callback(back, cookies);
    expect(refusedWith(replay)).toBe('auth.social_invalid');
    expect(cookiesOf(replay).kalaro_session).toBeUndefined();
  });

  it('says so when the player cancels at the provider', async () => {
    const started = await startLogin();
    const back = new URL('http://localhost/wps/auth/social/google/callback');
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', started.location.searchParams.get('state') ?? '');
    expect(refusedWith(await callback(back, started.cookies))).toBe('auth.social_cancelled');
  });

  it('refuses a disabled member and a locked one, as a password login does', async () => {
    const person = { sub: 'google-gate', email: 'gate@example.com', email_verified: true };
    const { id } = await signedIn((await journey(person)).response);

    await updateMember(t.app.db, id, { status: 'disabled' });
    t.app.sessions.memberChanged(id);
    const disabled = await journey(person);
    expect(refusedWith(disabled.response)).toBe('user.not_found_or_disabled');
    expect(cookiesOf(disabled.response).kalaro_session).toBeUndefined();

    await updateMember(t.app.db, id, {
      status: 'active',
      lockedUntil: new Date(t.clock.now() + 60_000),
    });
    expect(refusedWith((await journey(person)).response)).toBe('auth.account_locked');
    await updateMember(t.app.db, id, { lockedUntil: null });
    await signedIn((await journey(person)).response);
  });

  it('registers under the registration rules: not while registration is off or the form asks for more', async () => {
    const person = { sub: 'google-rules', email: 'rules@example.com', email_verified: true };
    await putOperatorConfig(t, (c) => {
      c.register[FLAG.USERNAME_REGISTER] = false;
    });
    expect(refusedWith((await journey(person)).response)).toBe('register.disabled');

    await putOperatorConfig(t, (c) => {
      c.registration.fields.birthDate = { enabled: true, required: true };
    });
    expect(refusedWith((await journey(person)).response)).toBe('auth.social_signup_incomplete');
    const [{ n } = { n: 0 }] = await t.app.db
      .select({ n: count() })
      .from(socialLoginsTable)
      .where(eq(socialLoginsTable.subject, 'google-rules'));
    expect(n).toBe(0);
  });

  it('links the identity to the member signed in, who then signs in with it', async () => {
    const registered = await registerCall(t, {
      username: 'linkme1',
      password: 'Link1234',
      confirmPassword: 'Link1234',
      method: 'username',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { token } = await loginOk(t, 'linkme1', 'Link1234', '10.7.0.9');
    const person = { sub: 'google-linked', email: 'other@example.com', email_verified: true };
    const linked = await signedIn(
      (await journey(person, { cookie: `kalaro_session=${token}` })).response,
    );
    expect(linked.account).toBe('linkme1');
    const fresh = await signedIn((await journey(person)).response);
    expect(fresh.id).toBe(linked.id);
    const rows = await t.app.db
      .select()
      .from(socialLoginsTable)
      .where(
        and(eq(socialLoginsTable.memberId, linked.id), eq(socialLoginsTable.provider, 'google')),
      );
    expect(rows).toHaveLength(1);
  });
  describe('linked accounts of the member signed in', () => {
    let seq = 0;
    let test = 0;
    beforeEach(() => {
      test += 1;
      callbackIp = `10.9.${test}.1`;
    });
    /** A member registered with the form (a password of their own), signed in. */
    async function passwordMember() {
      seq += 1;
      const username = `pwlink${seq}`;
      const registered = await registerCall(t, {
        username,
        password: 'Link1234',
        confirmPassword: 'Link1234',
        method: 'username',
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const { token } = await loginOk(t, username, 'Link1234', `10.8.0.${seq}`);
      const info = await t.app.inject({
        method: 'GET',
        url: member.info.path,
        headers: bearer(token),
      });
      return { token, id: json<{ value: { id: string } }>(info).value.id };
    }

    const listed = async (token: string) => {
      const response = await t.app.inject({ method: 'GET', url: LINKED, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return json<{
        value: {
          accounts: { provider: string; linkedAt: string }[];
          hasPassword: boolean;
          offered: string[];
        };
      }>(response).value;
    };

    /** The start in link mode with the member's session cookie, the provider, the callback (session cookie sent along). */
    async function linkJourney(person: Person, token: string, callbackSession = token) {
      next = person;
      const session = { cookie: `kalaro_session=${token}` };
      const started = await t.app.inject({ method: 'GET', url: LINK_START, headers: session });
      expect(started.statusCode, started.body).toBe(302);
      const back = await authorize(new URL(started.headers.location as string));
      const cookies: Cookies = { ...cookiesOf(started) };
      if (callbackSession) cookies.kalaro_session = callbackSession;
      return callback(back, cookies);
    }

    /** Where the callback sent the browser: the security centre, with its query. */
    const backAtSecurityCentre = (response: {
      statusCode: number;
      headers: Record<string, unknown>;
    }) => {
      expect(response.statusCode).toBe(302);
      const location = new URL(String(response.headers.location), 'http://x');
      expect(location.pathname).toBe('/m/securityCenter');
      return location.searchParams;
    };

    const socialMember = async (sub: string) => {
      const first = await journey({ sub, email: `${sub}@example.com`, email_verified: true });
      const token = cookiesOf(first.response).kalaro_session ?? '';
      const { id } = await signedIn(first.response);
      return { token, id };
    };

    it('answers 401 to a visitor: list, unlink and the link start', async () => {
      expectError(await t.app.inject({ method: 'GET', url: LINKED }), 401, 'auth.required');
      expectError(
        await t.app.inject({ method: 'DELETE', url: unlinkPath('google') }),
        401,
        'auth.required',
      );
      const start = await t.app.inject({ method: 'GET', url: LINK_START });
      expectError(start, 401, 'auth.required');
      expect(start.cookies.find((c) => c.name === PENDING_COOKIE)).toBeUndefined();
    });

    it('lists the provider and linked date, never the provider id of the person, and no password of a social sign-up', async () => {
      const { token } = await socialMember('google-list-1');
      const response = await t.app.inject({ method: 'GET', url: LINKED, headers: bearer(token) });
      expect(response.body).not.toContain('google-list-1');
      const value = await listed(token);
      expect(value).toEqual({
        accounts: [{ provider: 'google', linkedAt: expect.any(String) }],
        hasPassword: false,
        offered: ['google'],
      });
      expect(Number.isNaN(Date.parse(value.accounts[0]?.linkedAt ?? ''))).toBe(false);

      const pw = await passwordMember();
      expect(await listed(pw.token)).toEqual({
        accounts: [],
        hasPassword: true,
        offered: ['google'],
      });
    });

    it('links Google to a password member in link mode: the member stays signed in, sees it, and signs in with it', async () => {
      const pw = await passwordMember();
      const person = {
        sub: 'google-link-mode',
        email: 'linkmode@example.com',
        email_verified: true,
      };
      const response = await linkJourney(person, pw.token);
      expect(backAtSecurityCentre(response).get('linked')).toBe('google');
      // No new session: the one the member has goes on.
      expect(cookiesOf(response).kalaro_session).toBeUndefined();
      expect((await listed(pw.token)).accounts.map((a) => a.provider)).toEqual(['google']);

      const again = await signedIn((await journey(person)).response);
      expect(again.id).toBe(pw.id);
      // Linking the same identity again changes nothing.
      expect(backAtSecurityCentre(await linkJourney(person, pw.token)).get('linked')).toBe(
        'google',
      );
      expect(await linksOf(pw.id)).toHaveLength(1);
    });

    it('refuses to link an identity that signs another member in, or a second one of the provider', async () => {
      const other = await socialMember('google-taken');
      const pw = await passwordMember();
      const refused = await linkJourney({ sub: 'google-taken' }, pw.token);
      expect(backAtSecurityCentre(refused).get('socialError')).toBe('auth.social_linked_elsewhere');
      expect(cookiesOf(refused).kalaro_session).toBeUndefined();
      expect(await linksOf(pw.id)).toEqual([]);
      expect(await linksOf(other.id)).toHaveLength(1);

      expect(
        backAtSecurityCentre(await linkJourney({ sub: 'google-mine' }, pw.token)).get('linked'),
      ).toBe('google');
      const second = await linkJourney({ sub: 'google-second' }, pw.token);
      expect(backAtSecurityCentre(second).get('socialError')).toBe('auth.social_already_linked');
      expect((await linksOf(pw.id)).map((l) => l.subject)).toEqual(['google-mine']);
    });

    it('refuses a link callback once the member who started it is no longer signed in', async () => {
      const pw = await passwordMember();
      const response = await linkJourney({ sub: 'google-no-session' }, pw.token, '');
      expect(backAtSecurityCentre(response).get('socialError')).toBe('auth.session_expired');
      expect(await linksOf(pw.id)).toEqual([]);
    });

    it('unlinks: the identity no longer signs the member in', async () => {
      const pw = await passwordMember();
      await linkJourney({ sub: 'google-unlink' }, pw.token);
      const response = await t.app.inject({
        method: 'DELETE',
        url: unlinkPath('google'),
        headers: bearer(pw.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toEqual({
        success: true,
        value: { accounts: [], hasPassword: true, offered: ['google'] },
      });
      expect(await linksOf(pw.id)).toEqual([]);
      expectError(
        await t.app.inject({
          method: 'DELETE',
          url: unlinkPath('google'),
          headers: bearer(pw.token),
        }),
        404,
        'auth.social_not_linked',
      );
      // The identity now registers a new member instead.
      const fresh = await signedIn(
        (
          await journey({
            sub: 'google-unlink',
            email: 'unlinked@example.com',
            email_verified: true,
          })
        ).response,
      );
      expect(fresh.id).not.toBe(pw.id);
    });

    it('refuses to unlink the only way to sign in of a member a social login registered', async () => {
      const { token, id } = await socialMember('google-last-way');
      expectError(
        await t.app.inject({ method: 'DELETE', url: unlinkPath('google'), headers: bearer(token) }),
        409,
        'auth.social_last_sign_in',
      );
      expect(await linksOf(id)).toHaveLength(1);
      // Once the member has a password of their own, the identity may go.
      await updateMember(t.app.db, id, {
        passwordHash: '$argon2id$v=19$m=16,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
      });
      const ok = await t.app.inject({
        method: 'DELETE',
        url: unlinkPath('google'),
        headers: bearer(token),
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await linksOf(id)).toEqual([]);
    });

    it('answers 400 for an unknown provider and 404 for one not offered', async () => {
      const pw = await passwordMember();
      const session = bearer(pw.token);
      expectError(
        await t.app.inject({ method: 'DELETE', url: unlinkPath('twitter'), headers: session }),
        400,
        'validation.failed',
      );
      expectError(
        await t.app.inject({
          method: 'GET',
          url: socialLogin.linkStart.path.replace(':provider', 'twitter'),
          headers: session,
        }),
        400,
        'validation.failed',
      );
      expectError(
        await t.app.inject({
          method: 'GET',
          url: socialLogin.linkStart.path.replace(':provider', 'facebook'),
          headers: session,
        }),
        404,
        'auth.social_unavailable',
      );
      expectError(
        await t.app.inject({ method: 'DELETE', url: unlinkPath('facebook'), headers: session }),
        404,
        'auth.social_not_linked',
      );
    });
  });
});
