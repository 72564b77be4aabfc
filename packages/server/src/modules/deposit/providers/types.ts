import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderKind } from '@kalaro/contract/payments';

/** What a provider needs to start taking the money of a new deposit request. */
export interface PaymentStartRequest {
  id: string;
  channelId: string;
  amountMinor: number;
  /** The player's language (EN, TY), for a hosted page. */
  language: string;
}

export interface PaymentStart {
  /** The hosted payment page to open; null when the player pays another way (a bank transfer). */
  payUrl: string | null;
}

/** A gateway's notice about a request, after its signature was verified. */
export interface PaymentCallbackEvent {
  /** Unique per event (per provider): a second one with the same id is a replay. */
  eventId: string;
  requestId: string;
  outcome: 'paid' | 'failed';
  amountMinor: number;
  /** When the gateway sent it (ms since the epoch); old or future events are refused. */
  occurredAt: number;
  /** The currency the gateway took, when it says; one other than the provider's is refused. */
  currency?: string;
}

/** What a gateway answers when asked about a request (its status query). */
export interface PaymentStatus {
  outcome: 'paid' | 'failed' | 'pending';
  amountMinor: number;
  currency: string;
}

/** What a payout gateway needs to pay a withdrawal to a member's bank card. */
export interface PayoutRequest {
  /** The withdrawal's id: the gateway's order id, so a resent payout is the same order. */
  id: string;
  amountMinor: number;
  /** ISO 4217; the gateway's own. */
  currency: string;
  card: { bankCode: string; cardNumber: string; payeeName: string };
}

/** The gateway's answer to a payout it accepted (its signature verified). */
export interface PayoutAccepted {
  /** The gateway's own reference of the payout. */
  reference: string;
  outcome: 'pending' | 'paid' | 'failed';
}

/**
 * A gateway that pays out: sends a withdrawal to a bank card, answers its
 * status and calls back (signed like its payment callbacks) when it is paid or failed.
 */
/**
 * A gateway call that certainly did nothing there: the connection was refused
 * (or the host not found) before anything was sent, or the gateway answered
 * 4xx (`status`). Any other failure (a timeout, a 5xx, an answer that is not
 * the gateway's) leaves open whether the gateway acted on the call.
 */
export class GatewayRefused extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GatewayRefused';
  }
}

export interface PayoutCapability {
  /**
   * Sends a payout. Throws GatewayRefused when nothing was sent (or the gateway
   * refused it); any other error leaves open whether the gateway took it.
   */
  create(request: PayoutRequest): Promise<PayoutAccepted>;
  /**
   * What the gateway knows of a payout (its answer's signature verified);
   * GatewayRefused with status 404 when it has no such payout.
   */
  query(requestId: string): Promise<PaymentStatus>;
  /** As `parseCallback`, for the payout callback. */
  parseCallback(rawBody: string, headers: IncomingHttpHeaders): PaymentCallbackEvent;
}

/**
 * A way of taking a deposit. The deposit service knows providers only through
 * this interface: a new one is added by registering it (providers/registry.ts).
 */
export interface PaymentProvider {
  /** The id operator channels name in `provider` ("manual", "demo", …). */
  readonly id: string;
  readonly kind: PaymentProviderKind;
  /** Called once a request is stored (pending). */
  start(request: PaymentStartRequest): Promise<PaymentStart>;
  /**
   * Gateways: checks the signature over the raw body (constant time) and reads
   * the event; throws AppError('deposit.callback_signature_invalid') when it does
   * not verify, and a 4xx AppError for a malformed body.
   */
  parseCallback?(rawBody: string, headers: IncomingHttpHeaders): PaymentCallbackEvent;
  /** The currency the gateway takes (ISO 4217); callbacks and answers in another are refused. */
  readonly currency?: string;
  /**
   * Gateways that answer a status query: what the gateway knows of a request
   * (the answer's signature verified); throws when it cannot tell.
   */
  query?(requestId: string): Promise<PaymentStatus>;
  /** Gateways that pay withdrawals out. */
  readonly payout?: PayoutCapability;
}

/** The providers this server runs, by id. */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;
