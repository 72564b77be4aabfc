import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoutes } from '@kalaro/contract/routes/admin';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { memberRoutes } from '@kalaro/contract/routes/member';
import { systemRoutes } from '@kalaro/contract/routes/system';
import { ApiError } from '@/shared/http/api-error';
import { errorMessageKey } from '@/shared/http/error-message';
import { buildPath, buildQuery, call, CALL_TIMEOUT_MS } from '@/shared/http/client';
import { getSession, setSession } from '@/shared/session/session';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('http client', () => {
  it('sends a form-encoded body when asked', async () => {
    const fetchMock = respond(200, { success: true, value: { done: true } });
    vi.stubGlobal('fetch', fetchMock);
    await call(authRoutes, 'forgotPasswordByEmail', {
      body: { username: 'demo', email: 'a+b@example.com' },
      form: true,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('username=demo&email=a%2Bb%40example.com');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
  });

  it('forgets the local session when the server no longer knows it', async () => {
    setSession({ merchantCode: 'K', userName: 'demo', type: 0, firstTimeLogin: false });
    vi.stubGlobal('fetch', respond(401, { success: false, errorCode: 'auth.invalid_credentials' }));
    await call(memberRoutes, 'info').catch(() => undefined);
    expect(getSession()).not.toBeNull();
    vi.stubGlobal('fetch', respond(401, { success: false, errorCode: 'auth.session_expired' }));
    await call(memberRoutes, 'info').catch(() => undefined);
    expect(getSession()).toBeNull();
  });

  it('calls the contract path and unwraps the envelope value', async () => {
    const fetchMock = respond(200, { success: true, value: { status: 'ok' } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(call(systemRoutes, 'health')).resolves.toEqual({ status: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/healthz');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON body', async () => {
    const fetchMock = respond(200, { success: true, value: {} });
    vi.stubGlobal('fetch', fetchMock);
    const body = { merchantCode: 'x' } as never;
    await call(adminRoutes, 'putOperatorConfig', { body, query: {} });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"merchantCode":"x"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body and no Content-Type to a call that takes none (the server refuses any other)', async () => {
    const fetchMock = respond(200, { success: true, value: {} });
    vi.stubGlobal('fetch', fetchMock);
    await call(authRoutes, 'trial');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/auth/trial');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws an ApiError with status, code and message on failure', async () => {
    vi.stubGlobal(
      'fetch',
      respond(503, { success: false, errorCode: 'system.maintenance', message: 'Down' }),
    );
    const error = await call(systemRoutes, 'startup').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, errorCode: 'system.maintenance', message: 'Down' });
    expect(errorMessageKey(error)).toBe('error_platform_maintenance');
  });

  it('treats success:false as a failure even with status 200', async () => {
    vi.stubGlobal('fetch', respond(200, { success: false, errorCode: 'free_reject' }));
    await expect(call(systemRoutes, 'startup')).rejects.toMatchObject({ errorCode: 'free_reject' });
  });

  it('reports a network failure as offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await call(systemRoutes, 'startup').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, errorCode: 'network.offline' });
    expect(errorMessageKey(error)).toBe('error_network');
  });

  describe('on a network that never answers', () => {
    /** A fetch that hangs until its signal aborts it, as a stalled mobile connection does. */
    const hang = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal('fetch', hang);
    });
    afterEach(() => vi.useRealTimers());

    it('gives a read up after its time with network.timeout, and says the network is slow', async () => {
      const answer = call(systemRoutes, 'startup').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS.read - 1);
      expect(hang.mock.calls.at(-1)?.[1].signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await answer;
      expect(error).toMatchObject({ status: 0, errorCode: 'network.timeout' });
      expect(errorMessageKey(error)).toBe('error_network_timeout');
    });

    it('gives a write longer than a read', async () => {
      let settled = false;
      const answer = call(authRoutes, 'trial')
        .catch((e: unknown) => e)
        .finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS.read);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS.write - CALL_TIMEOUT_MS.read);
      expect(await answer).toMatchObject({ errorCode: 'network.timeout' });
    });

    it("passes the caller's own abort on as it is, not as a timeout", async () => {
      const leave = new AbortController();
      const answer = call(systemRoutes, 'startup', { signal: leave.signal }).catch(
        (e: unknown) => e,
      );
      leave.abort();
      const error = await answer;
      expect(error).toBeInstanceOf(DOMException);
      expect(error).toMatchObject({ name: 'AbortError' });
    });
  });

  it('maps unknown codes to the unknown-error text', () => {
    expect(errorMessageKey(new ApiError(500, 'whatever'))).toBe('error_unknown');
    expect(errorMessageKey(new Error('x'))).toBe('error_unknown');
  });

  it('builds paths and query strings', () => {
    expect(buildPath('/wps/games/:id', { id: 'a b' })).toBe('/wps/games/a%20b');
    expect(() => buildPath('/wps/games/:id')).toThrow();
    expect(buildQuery({ a: 1, b: undefined, c: ['x', 'y'], d: true })).toBe('?a=1&c=x&c=y&d=true');
    expect(buildQuery({})).toBe('');
  });
});
