import { vi } from 'vitest';
import { fromBase64 } from '@kalaro/contract/encryption';
import type { EncryptedBody, SealedPayload } from '@kalaro/contract/encryption';
import type { StartupSettings } from '@kalaro/contract/operator';

export interface Recorded {
  method: string;
  path: string;
  search: string;
  body: string | undefined;
  headers: Record<string, string>;
}

type Reply = { status?: number; body: unknown };
/** A fixed answer, or one made per call (a promise: an answer that arrives later). */
type Answer = Reply | ((call: Recorded) => Reply | Promise<Reply>);

/** An envelope answer. */
export const ok = (value: unknown) => ({ status: 200, body: { success: true, value } });
export const fail = (status: number, errorCode: string, value?: unknown) => ({
  status,
  body: { success: false, errorCode, message: errorCode, value },
});

/**
 * A fetch stub for the http client: answers start-up and the given
 * "METHOD /path" handlers, records every call, and answers 404 otherwise.
 */
export function apiFetch(settings: StartupSettings, handlers: Record<string, Answer>) {
  const calls: Recorded[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const call: Recorded = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? init.body : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    let answer: Reply = fail(404, 'route.not_found');
    if (key === 'GET /wps/system/startup') answer = ok(settings);
    else if (handlers[key]) {
      const handler = handlers[key];
      answer = typeof handler === 'function' ? await handler(call) : handler;
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    find: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/**
 * A real RSA-OAEP key pair: `publicKey` (base64 SPKI) for the start-up settings,
 * so that encrypted bodies can be sealed in tests, and `open`, which reads a
 * recorded sealed body back as the server would.
 */
export async function testKeyPair(): Promise<{
  publicKey: string;
  open: (body: string | undefined) => Promise<unknown>;
}> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const open = async (body: string | undefined) => {
    const sealed = JSON.parse(body ?? '{}') as EncryptedBody;
    const key = await crypto.subtle.unwrapKey(
      'raw',
      fromBase64(sealed.key),
      pair.privateKey,
      { name: 'RSA-OAEP' },
      { name: 'AES-GCM' },
      false,
      ['decrypt'],
    );
    const data = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
      key,
      fromBase64(sealed.data),
    );
    return (JSON.parse(new TextDecoder().decode(data)) as SealedPayload<unknown>).body;
  };
  return { publicKey: btoa(String.fromCharCode(...spki)), open };
}

/** A real RSA-OAEP public key (base64 SPKI) so that encrypted bodies can be sealed in tests. */
export const testPublicKey = async (): Promise<string> => (await testKeyPair()).publicKey;
