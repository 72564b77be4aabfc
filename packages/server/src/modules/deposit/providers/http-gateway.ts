import { createHmac } from 'node:crypto';
import { minorToAmount } from '@kalaro/contract/money';
import { httpGatewayCallbackBody, parseAmountMinor } from '@kalaro/contract/payments';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.ts';
import { sameDigest } from '../../../lib/tokens.ts';
import {
  GatewayRefused,
  type PaymentCallbackEvent,
  type PaymentProvider,
  type PaymentStatus,
  type PayoutCapability,
} from './types.ts';

/** One gateway of `PAYMENT_GATEWAYS` (config.ts): who the merchant is and where to call. */
export interface HttpGatewayConfig {
  /** The provider id operator channels name, and the callback path's `:provider`. */
  id: string;
  merchantId: string;
  /** Signs every message both ways; never logged nor returned. */
  secret: string;
  /** ISO 4217 currency of the amounts. */
  currency: string;
  /** Where a payment is created (answers the hosted page). */
  createUrl: string;
  /** Where a payment's status is asked. */
  queryUrl: string;
  /** Where a payout is sent (gateways that pay out). */
  payoutUrl?: string;
  enabled: boolean;
}

/** The field that carries the signature; it is not signed itself. */
export const SIGN_FIELD = 'sign';
const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;
/** Wait this long for the gateway to answer. */
const GATEWAY_TIMEOUT_MS = 10_000;

type Fields = Record<string, string | number>;

/**
 * The string a message is signed over: every field but `sign` whose value is
 * a string or a number, sorted by name (code-unit order), as `name=value`
 * joined with `&` (values as they are, not URL-encoded).
 */
export function signingString(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((k) => k !== SIGN_FIELD)
    .filter((k) => typeof fields[k] === 'string' || typeof fields[k] === 'number')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&');
}

/** Lower-case hex HMAC-SHA256, keyed with the secret, of the signing string. */
export const gatewaySignature = (secret: string, fields: Record<string, unknown>): string =>
  createHmac('sha256', secret).update(signingString(fields), 'utf8').digest('hex');

/** The fields with their `sign` added. */
export const signFields = <T extends Fields>(secret: string, fields: T): T & { sign: string } => ({
  ...fields,
  sign: gatewaySignature(secret, fields),
});

/** Constant-time check of a message's `sign` against its other fields. */
export function verifyGatewaySignature(secret: string, fields: Record<string, unknown>): boolean {
  const given = fields[SIGN_FIELD];
  return (
    typeof given === 'string' &&
    HEX_SIGNATURE.test(given) &&
    sameDigest(given, gatewaySignature(secret, fields))
  );
}

const amountText = z.string().max(32);
const currencyCode = z.string().regex(/^[A-Z]{3}$/);

const createAnswer = z.object({ payUrl: z.url().max(2048) });
const payoutAnswer = z.object({
  orderId: z.uuid(),
  reference: z.string().min(1).max(128),
  status: z.enum(['paid', 'failed', 'pending']),
  sign: z.string(),
});
const queryAnswer = z.object({
  orderId: z.uuid(),
  status: z.enum(['paid', 'failed', 'pending']),
  amount: amountText,
  currency: currencyCode,
  sign: z.string(),
});

/** Connection errors that happen before a request leaves (fetch's cause carries the code). */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function neverSent(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' && NOT_SENT_CODES.has(cause.code);
}

function readJsonObject(rawBody: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('request.malformed', 'The body is not JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new AppError('request.malformed', 'The body is not a JSON object');
  }
  return json as Record<string, unknown>;
}

/**
 * A payment gateway reached over HTTP, configured by the operator
 * (`PAYMENT_GATEWAYS`): a payment is created by a signed POST to `createUrl`
 * (answers the hosted page), the gateway calls back with a signed JSON body,
 * and a request's status can be asked at `queryUrl`. With a `payoutUrl`, it
 * pays withdrawals out too: a signed POST there sends one (the answer is
 * signed), its callback is read as a payment's and its status asked at
 * `queryUrl` with `type: payout`. Every message, both ways,
 * carries `sign` = hex HMAC-SHA256 of its other fields sorted by name.
 */
export function createHttpGateway(
  config: HttpGatewayConfig,
  now: () => number = Date.now,
): PaymentProvider {
  const post = async (url: string, fields: Fields): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signFields(config.secret, fields)),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
    } catch (error) {
      if (neverSent(error)) {
        throw new GatewayRefused(`Gateway ${config.id} cannot be reached`, null, { cause: error });
      }
      throw error;
    }
    if (response.status >= 400 && response.status < 500) {
      throw new GatewayRefused(`Gateway ${config.id} answered ${response.status}`, response.status);
    }
    if (!response.ok) throw new Error(`Gateway ${config.id} answered ${response.status}`);
    return response.json();
  };

  /** Verifies and reads a callback (of a payment or of a payout). */
  const parseCallback = (rawBody: string): PaymentCallbackEvent => {
    const fields = readJsonObject(rawBody);
    if (!verifyGatewaySignature(config.secret, fields)) {
      throw new AppError('deposit.callback_signature_invalid', 'The signature does not verify');
    }
    const parsed = httpGatewayCallbackBody.safeParse(fields);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body';
      throw new AppError('validation.failed', `Invalid body: ${field}`, { field });
    }
    const body = parsed.data;
    if (body.merchantId !== config.merchantId) {
      throw new AppError('deposit.callback_mismatch', 'The merchant is not this server’s');
    }
    return {
      eventId: body.eventId,
      requestId: body.orderId,
      outcome: body.status,
      // A negative or malformed amount matches no request.
      amountMinor: parseAmountMinor(body.amount) ?? -1,
      occurredAt: body.timestamp,
      currency: body.currency,
    };
  };

  /** A signed answer about `requestId`, read by `schema`; throws when it does not verify. */
  const signedAnswer = <T extends { orderId: string }>(
    raw: unknown,
    schema: z.ZodType<T>,
    requestId: string,
  ): T => {
    if (
      typeof raw !== 'object' ||
      raw === null ||
      !verifyGatewaySignature(config.secret, raw as Record<string, unknown>)
    ) {
      throw new Error(`Gateway ${config.id} answered without a valid signature`);
    }
    const answer = schema.parse(raw);
    if (answer.orderId !== requestId)
      throw new Error(`Gateway ${config.id} answered another order`);
    return answer;
  };

  /** The status query of a payment, or of a payout (`{ type: 'payout' }`). */
  const queryOrder = async (requestId: string, extra: Fields): Promise<PaymentStatus> => {
    const raw = await post(config.queryUrl, {
      merchantId: config.merchantId,
      orderId: requestId,
      timestamp: now(),
      ...extra,
    });
    const answer = signedAnswer(raw, queryAnswer, requestId);
    return {
      outcome: answer.status,
      amountMinor: parseAmountMinor(answer.amount) ?? -1,
      currency: answer.currency,
    };
  };

  const payoutOf = (payoutUrl: string): PayoutCapability => ({
    async create({ id, amountMinor, currency, card }) {
      const raw = await post(payoutUrl, {
        merchantId: config.merchantId,
        orderId: id,
        amount: minorToAmount(amountMinor),
        currency,
        bankCode: card.bankCode,
        cardNumber: card.cardNumber,
        payeeName: card.payeeName,
        timestamp: now(),
      });
      const answer = signedAnswer(raw, payoutAnswer, id);
      return { reference: answer.reference, outcome: answer.status };
    },
    query: (requestId) => queryOrder(requestId, { type: 'payout' }),
    parseCallback,
  });

  return {
    id: config.id,
    kind: 'gateway',
    currency: config.currency,
    async start({ id, amountMinor, language }) {
      const answer = createAnswer.parse(
        await post(config.createUrl, {
          merchantId: config.merchantId,
          orderId: id,
          amount: minorToAmount(amountMinor),
          currency: config.currency,
          language,
          timestamp: now(),
        }),
      );
      return { payUrl: answer.payUrl };
    },
    parseCallback,
    query: (requestId) => queryOrder(requestId, {}),
    ...(config.payoutUrl ? { payout: payoutOf(config.payoutUrl) } : {}),
  };
}
