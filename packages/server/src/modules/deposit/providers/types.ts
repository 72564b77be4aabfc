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
}

/** The providers this server runs, by id. */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;
