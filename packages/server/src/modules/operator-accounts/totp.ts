import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 s. */
const PERIOD_S = 30;

export const newTotpSecret = (): string => generateSecret();

export function totpUri(issuer: string, username: string, secret: string): string {
  return generateURI({ issuer, label: username, secret });
}

export const qrSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/**
 * The time step of `code` for `secret` at `nowMs` (one step of clock drift
 * either way), or null when it is wrong or not newer than `afterStep` (a code is
 * accepted once).
 */
export async function checkTotp(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: PERIOD_S,
    });
    if (!result.valid) return null;
    const step = Math.floor(nowMs / 1000 / PERIOD_S) + result.delta;
    return afterStep !== null && step <= afterStep ? null : step;
  } catch {
    return null;
  }
}
