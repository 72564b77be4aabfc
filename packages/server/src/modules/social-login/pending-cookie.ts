import { createHmac, timingSafeEqual } from 'node:crypto';
import { SOCIAL_PROVIDERS, type SocialProvider } from './model.ts';
import type { PendingAuthorization } from './oidc.ts';

/** How long a player has to come back from the provider. */
export const PENDING_TTL_MS = 10 * 60_000;

export interface PendingCookie extends PendingAuthorization {
  provider: SocialProvider;
  /** Unix ms after which the callback is refused. */
  expiresAt: number;
  /** Link mode: the signed-in member the identity is linked to (the callback does not sign in). */
  linkMemberId?: string;
}

const sign = (body: string, key: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

/** The pending authorization as a signed cookie value (kept HttpOnly by the caller). */
export function sealPending(
  pending: PendingAuthorization,
  provider: SocialProvider,
  key: string,
  now: number,
  linkMemberId?: string,
): string {
  const value: PendingCookie = {
    ...pending,
    provider,
    expiresAt: now + PENDING_TTL_MS,
    ...(linkMemberId ? { linkMemberId } : {}),
  };
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${sign(body, key)}`;
}

/** The pending authorization, or why it is refused: forged (bad signature or shape) or expired. */
export function openPending(
  cookie: string | undefined,
  key: string,
  now: number,
): { ok: true; value: PendingCookie } | { ok: false; reason: 'missing' | 'forged' | 'expired' } {
  if (!cookie) return { ok: false, reason: 'missing' };
  const [body, mac, extra] = cookie.split('.');
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(sign(body, key));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'forged' };
  }
  let value: PendingCookie;
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString()) as PendingCookie;
  } catch {
    return { ok: false, reason: 'forged' };
  }
  if (
    !SOCIAL_PROVIDERS.includes(value.provider) ||
    typeof value.state !== 'string' ||
    typeof value.nonce !== 'string' ||
    typeof value.codeVerifier !== 'string' ||
    typeof value.expiresAt !== 'number' ||
    (value.linkMemberId !== undefined && typeof value.linkMemberId !== 'string')
  ) {
    return { ok: false, reason: 'forged' };
  }
  if (now > value.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, value };
}
