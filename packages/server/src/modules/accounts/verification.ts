import { LANGUAGE_COOKIE } from '@kalaro/contract/static-shell';
import { AppError } from '../../lib/errors.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { randomDigits, sameDigest, sha256 } from '../../lib/tokens.ts';
import type { Db } from '../../db/client.ts';
import type { MessageChannel } from '../outbox/service.ts';
import {
  addCodeAttempt,
  findLatestCode,
  deleteCode,
  insertCode,
  insertCaptcha,
  takeCaptcha,
  useCode,
  type CodePurpose,
} from './repo.ts';
import { captchaText as randomCaptchaText, drawCaptcha, svgDataUrl } from './captcha.ts';

export const CAPTCHA_TTL_MS = 2 * 60_000;
/** How long an SMS code stays valid (the startup answer's value.expiredMinutes). */
export const SMS_CODE_EXPIRED_MINUTES = 5;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_LIMITS = {
  perPhone: [
    { max: 1, windowMs: 60_000 },
    { max: 5, windowMs: 60 * 60_000 },
  ],
  perIp: [{ max: 20, windowMs: 60 * 60_000 }],
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// --- captcha -----------------------------------------------------------------

export async function createCaptcha(
  db: Db,
  now: number,
  text: () => string = randomCaptchaText,
  keepAnswer?: (captchaId: string, answer: string) => Promise<void>,
) {
  const answer = text();
  const captchaId = await insertCaptcha(db, sha256(answer), new Date(now + CAPTCHA_TTL_MS));
  await keepAnswer?.(captchaId, answer);
  return {
    captchaId,
    image: svgDataUrl(drawCaptcha(answer)),
    expiresInSeconds: CAPTCHA_TTL_MS / 1000,
  };
}

/**
 * Checks a captcha answer; the captcha is spent whether the answer is right or
 * not. `value` goes in the error envelope (login sends { captcha: true }).
 */
export async function checkCaptcha(
  db: Db,
  now: number,
  captchaId: string | undefined,
  answer: string | undefined,
  value?: unknown,
) {
  if (!captchaId || !answer?.trim()) {
    throw new AppError('auth.captcha_required', 'Enter the captcha', value);
  }
  const taken = UUID.test(captchaId) ? await takeCaptcha(db, captchaId, new Date(now)) : undefined;
  if (!taken || !sameDigest(taken.answerHash, sha256(answer.trim()))) {
    throw new AppError('auth.captcha_invalid', 'Wrong or expired captcha', value);
  }
}

// --- SMS codes ---------------------------------------------------------------

const codeHash = (phone: string, purpose: CodePurpose, code: string) =>
  sha256(`${phone}:${purpose}:${code}`);

export interface Phone {
  /** "+63" */
  dialCode: string;
  /** National number, digits only, no trunk 0. */
  mobile: string;
  /** "+639171234567" */
  e164: string;
}

/** Digits only, without a leading trunk zero; the dial code keeps its plus. */
export function toPhone(mobileNum: string, dialCode: string): Phone {
  const mobile = mobileNum.replace(/\D/g, '').replace(/^0+/, '');
  const dial = `+${dialCode.replace(/\D/g, '')}`;
  return { dialCode: dial, mobile, e164: `${dial}${mobile}` };
}

export function assertPhoneLooksValid(phone: Phone, field = 'mobileNum') {
  if (!/^\d{6,15}$/.test(phone.mobile) || !/^\+\d{1,4}$/.test(phone.dialCode)) {
    throw new AppError('validation.failed', `Invalid body: ${field}`, {
      field,
      messageKey: 'error_mobile_invalid',
    });
  }
}

export async function assertRate(
  limiter: Limiter,
  key: string,
  limits: Parameters<Limiter['hit']>[1],
) {
  const wait = await limiter.hit(key, limits);
  if (wait > 0) {
    throw new AppError('rate.limited', `Too many requests, retry in ${wait} s`, {
      retryAfterSeconds: wait,
    });
  }
}

/** The languages a code's text is written in (the app's, from its language cookie). */
export type TextLanguage = 'EN' | 'TY';

/** The language of the app that made the request (its language cookie); English otherwise. */
export const textLanguageOf = (request: {
  cookies?: Record<string, string | undefined>;
}): TextLanguage =>
  request.cookies?.[LANGUAGE_COOKIE]?.trim().toUpperCase() === 'TY' ? 'TY' : 'EN';

/** The text of a code, in the player's language, from the operator. Pure. */
export function codeText(
  language: TextLanguage,
  operatorName: string,
  code: string,
  minutes: number,
): string {
  return language === 'TY'
    ? `${operatorName}: ang iyong verification code ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto. Huwag itong ibahagi kaninuman.`
    : `${operatorName}: your verification code is ${code}. It expires in ${minutes} minutes. Never share it.`;
}

/**
 * Makes, stores (hashed) and sends a 6-digit code. A code the provider did not
 * take is removed again (the one sent before it still counts) and the caller
 * gets `sms.unavailable` / `email.unavailable`: never "sent".
 */
export async function sendCode(
  db: Db,
  channel: MessageChannel,
  now: number,
  merchantCode: string,
  phone: Phone,
  purpose: CodePurpose,
  from: { operatorName: string; language: TextLanguage },
) {
  const code = randomDigits(6);
  const stored = await insertCode(db, {
    merchantCode,
    phone: phone.e164,
    purpose,
    codeHash: codeHash(phone.e164, purpose, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + SMS_CODE_EXPIRED_MINUTES * 60_000),
  });
  try {
    await channel.send({
      to: phone.e164,
      code,
      subject: from.operatorName,
      text: codeText(from.language, from.operatorName, code, SMS_CODE_EXPIRED_MINUTES),
    });
  } catch (error) {
    await deleteCode(db, stored.id);
    throw error;
  }
}

/**
 * Checks the newest code for this phone and purpose without spending it (a
 * wrong one counts an attempt). Answers a function that spends it.
 */
export async function checkCode(
  db: Db,
  now: number,
  merchantCode: string,
  phone: Phone,
  purpose: CodePurpose,
  code: string | undefined,
): Promise<() => Promise<void>> {
  const row = code ? await findLatestCode(db, merchantCode, phone.e164, purpose) : undefined;
  if (!row || !code) throw new AppError('verification.code_error');
  if (row.expiresAt.getTime() <= now) throw new AppError('verification.code_expired');
  if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw new AppError('verification.code_error');
  if (!sameDigest(row.codeHash, codeHash(phone.e164, purpose, code))) {
    await addCodeAttempt(db, row.id);
    throw new AppError('verification.code_error');
  }
  return async () => {
    if (!(await useCode(db, row.id, new Date(now)))) throw new AppError('verification.code_error');
  };
}
