import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  signFields,
  verifyGatewaySignature,
} from '../../src/modules/deposit/providers/http-gateway.ts';

export interface FakeOrder {
  orderId: string;
  amount: string;
  currency: string;
  status: 'pending' | 'paid' | 'failed';
}

export interface FakeGatewayOptions {
  merchantId: string;
  secret: string;
  /** The clock of the callbacks' timestamps (the server's). */
  now: () => number;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A payment gateway over real HTTP, as `PAYMENT_GATEWAYS` describes one:
 * `POST /create` takes a signed order and answers its hosted page, `POST /payout`
 * takes a signed payout (once per order id) and answers its reference signed,
 * `POST /query` answers an order's (or with `type: payout` a payout's) status
 * signed; all refuse a bad signature (401). It keeps
 * its own books of the orders and signs the callbacks the test delivers.
 */
export class FakeGateway {
  readonly orders = new Map<string, FakeOrder>();
  /** Every body received, raw (the secret must never be among them). */
  readonly received: string[] = [];
  /** Payouts it was asked to make, by order id (a resent order is the same payout). */
  readonly payouts = new Map<string, FakeOrder & { reference: string }>();
  /** How many payout calls it received (each one, resent or not). */
  payoutCalls = 0;
  /** The status a new payout is answered with. */
  payoutAnswer: 'pending' | 'paid' | 'failed' = 'pending';
  /** Sign the payout answers with this secret instead (a forged answer). */
  payoutSecret: string | null = null;
  /** Answer every call with this HTTP status instead (a gateway down). */
  failWith: number | null = null;
  /** Status queries received, by order id. */
  readonly queries = new Map<string, number>();
  /** Answer the status queries of these orders with this HTTP status instead. */
  readonly queryFailWith = new Map<string, number>();
  /** While set, a status query is answered only once it resolves (after `onQuery` is told). */
  queryGate: Promise<void> | null = null;
  /** Told of each status query as it arrives (its order id). */
  onQuery: ((orderId: string) => void) | null = null;
  private server: Server | null = null;
  private serial = 0;

  constructor(private readonly options: FakeGatewayOptions) {}

  get url(): string {
    const address = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void readBody(request).then((raw) => {
        this.received.push(raw);
        const answer = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (this.failWith !== null) return answer(this.failWith, { error: 'down' });
        let fields: Record<string, unknown>;
        try {
          fields = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return answer(400, { error: 'not JSON' });
        }
        if (
          !verifyGatewaySignature(this.options.secret, fields) ||
          fields.merchantId !== this.options.merchantId
        ) {
          return answer(401, { error: 'bad signature' });
        }
        const orderId = String(fields.orderId);
        if (request.url === '/create') {
          this.orders.set(orderId, {
            orderId,
            amount: String(fields.amount),
            currency: String(fields.currency),
            status: 'pending',
          });
          return answer(200, { payUrl: `${this.url}/pay/${orderId}` });
        }
        if (request.url === '/payout') {
          this.payoutCalls += 1;
          const payout = this.payouts.get(orderId) ?? {
            orderId,
            amount: String(fields.amount),
            currency: String(fields.currency),
            status: this.payoutAnswer,
            reference: `PO-${this.serial++}`,
          };
          this.payouts.set(orderId, payout);
          const { orderId: id, reference, status } = payout;
          const secret = this.payoutSecret ?? this.options.secret;
          return answer(200, signFields(secret, { orderId: id, reference, status }));
        }
        if (request.url === '/query') {
          this.queries.set(orderId, (this.queries.get(orderId) ?? 0) + 1);
          this.onQuery?.(orderId);
          const failWith = this.queryFailWith.get(orderId);
          if (failWith !== undefined) return answer(failWith, { error: 'down' });
          if (this.queryGate) {
            const gate = this.queryGate;
            return void gate.then(() => this.answerQuery(fields, answer));
          }
          return this.answerQuery(fields, answer);
        }
        return answer(404, { error: 'no such call' });
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  /** A status query's answer from the books, as they are when it is answered. */
  private answerQuery(
    fields: Record<string, unknown>,
    answer: (status: number, body: unknown) => void,
  ): void {
    const orderId = String(fields.orderId);
    const order = fields.type === 'payout' ? this.payouts.get(orderId) : this.orders.get(orderId);
    if (!order) return answer(404, { error: 'no such order' });
    if ('reference' in order) {
      const { orderId: id, amount, currency, status } = order;
      return answer(
        200,
        signFields(this.options.secret, { orderId: id, amount, currency, status }),
      );
    }
    return answer(200, signFields(this.options.secret, { ...order }));
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.close();
    await once(this.server, 'close');
  }

  /**
   * The player pays (or fails) an order on the hosted page: the gateway's books
   * change and the signed callback body it sends is returned; `over` changes
   * fields before signing (a wrong amount, currency, an old timestamp, a replay's eventId).
   */
  settle(
    orderId: string,
    status: 'paid' | 'failed',
    over: Record<string, string | number> = {},
    book: Map<string, FakeOrder> = this.orders,
  ): string {
    const order = book.get(orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    order.status = status;
    return JSON.stringify(
      signFields(this.options.secret, {
        merchantId: this.options.merchantId,
        orderId,
        eventId: `fake-${this.serial++}`,
        status,
        amount: order.amount,
        currency: order.currency,
        timestamp: this.options.now(),
        ...over,
      }),
    );
  }

  /** The bank pays (or fails) a payout: the signed payout callback body, as `settle`. */
  settlePayout(
    orderId: string,
    status: 'paid' | 'failed',
    over: Record<string, string | number> = {},
  ): string {
    return this.settle(orderId, status, over, this.payouts);
  }
}
