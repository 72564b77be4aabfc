import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { demoGatewayCallbackBody, parseAmountMinor } from '@kalaro/contract/payments';
import { AppError } from '../../../lib/errors.ts';
import type { PaymentCallbackEvent, PaymentProvider } from './types.ts';

export const DEMO_PROVIDER_ID = 'demo';
/** The hosted payment page of a request: `${DEMO_PAY_PREFIX}/<request id>`. */
export const DEMO_PAY_PREFIX = '/pay/demo';
export const SIGNATURE_HEADER = 'x-kalaro-signature';

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** The `x-kalaro-signature` value of a raw body: `sha256=<hex HMAC-SHA256>`. */
export const signDemoCallback = (secret: string, rawBody: string): string =>
  `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;

/** Constant-time check of the header against the body's HMAC. */
export function verifyDemoSignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
): boolean {
  const match = typeof header === 'string' ? SIGNATURE.exec(header.trim()) : null;
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'hex');
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(given, expected);
}

export interface DemoProvider extends PaymentProvider {
  /** Signs a callback body the way the demo gateway does (its hosted page, tests). */
  sign(rawBody: string): string;
}

/**
 * The demo gateway: a hosted payment page served by this server
 * (`GET /pay/demo/:id`, see ../pay-page.ts) whose Pay and Cancel buttons send
 * a signed callback (`demoGatewayCallbackBody`, HMAC-SHA256 over the raw body)
 * through the real callback route. No real money moves: off in production
 * unless configured.
 */
export function createDemoProvider(secret: string = randomBytes(32).toString('hex')): DemoProvider {
  return {
    id: DEMO_PROVIDER_ID,
    kind: 'gateway',
    start: ({ id, language }) =>
      Promise.resolve({
        payUrl: `${DEMO_PAY_PREFIX}/${id}?${new URLSearchParams({ language }).toString()}`,
      }),
    sign: (rawBody) => signDemoCallback(secret, rawBody),
    parseCallback(rawBody: string, headers: IncomingHttpHeaders): PaymentCallbackEvent {
      if (!verifyDemoSignature(secret, rawBody, headers[SIGNATURE_HEADER])) {
        throw new AppError('deposit.callback_signature_invalid', 'The signature does not verify');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError('request.malformed', 'The body is not JSON');
      }
      const parsed = demoGatewayCallbackBody.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || 'body';
        throw new AppError('validation.failed', `Invalid body: ${field}`, { field });
      }
      const body = parsed.data;
      return {
        eventId: body.eventId,
        requestId: body.requestId,
        outcome: body.status,
        // A negative or malformed amount matches no request.
        amountMinor: parseAmountMinor(body.amount) ?? -1,
        occurredAt: body.timestamp,
      };
    },
  };
}
