/**
 * A payout gateway simulated for the end-to-end server (e2e/serve.ts starts it
 * and names it in `PAYMENT_GATEWAYS`). It speaks the HTTP gateway protocol of
 * docs/configuration.md (Payment gateways, Payouts), every message signed:
 * `POST /payout` takes a payout (once per order id) and answers it pending,
 * `POST /query` with `type: payout` answers its status (404 when unknown). The
 * test plays the bank through `POST /e2e/settle` `{ orderId, status, notify }`:
 * the payout is paid (or failed) in the gateway's books and, with `notify`, the
 * gateway's signed callback goes to the server at once; without, the server
 * learns it when it asks (its scheduled check, or Check now in the back office).
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  signFields,
  verifyGatewaySignature,
} from '../../packages/server/src/modules/deposit/providers/http-gateway.ts';
import { E2E_PAYOUT_GATEWAY } from './env.ts';

interface Payout {
  orderId: string;
  amount: string;
  currency: string;
  status: 'pending' | 'paid' | 'failed';
  reference: string;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The `PAYMENT_GATEWAYS` value that names the gateway listening on `port`. */
export function payoutGatewayConfig(port: number): string {
  const url = `http://127.0.0.1:${port}`;
  const { id, merchantId, secret, currency } = E2E_PAYOUT_GATEWAY;
  return JSON.stringify([
    {
      id,
      merchantId,
      secret,
      currency,
      createUrl: `${url}/create`,
      queryUrl: `${url}/query`,
      payoutUrl: `${url}/payout`,
      enabled: true,
    },
  ]);
}

/** Starts the gateway on `port`; its callbacks go to the server at `serverUrl`. */
export async function startPayoutGateway(port: number, serverUrl: string): Promise<Server> {
  const { id, merchantId, secret } = E2E_PAYOUT_GATEWAY;
  const payouts = new Map<string, Payout>();
  let serial = 0;

  const notify = async (payout: Payout) => {
    const body = signFields(secret, {
      merchantId,
      orderId: payout.orderId,
      eventId: randomUUID(),
      status: payout.status,
      amount: payout.amount,
      currency: payout.currency,
      timestamp: Date.now(),
    });
    const answer = await fetch(`${serverUrl}/wps/withdraw/payout-callback/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    let fields: Record<string, unknown>;
    try {
      fields = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      return send(response, 400, { error: 'not JSON' });
    }
    if (request.url === '/e2e/settle') {
      const payout = payouts.get(String(fields.orderId));
      if (!payout) return send(response, 404, { error: 'no such payout' });
      payout.status = fields.status === 'failed' ? 'failed' : 'paid';
      return send(response, 200, fields.notify ? await notify(payout) : { status: payout.status });
    }
    if (!verifyGatewaySignature(secret, fields) || fields.merchantId !== merchantId) {
      return send(response, 401, { error: 'bad signature' });
    }
    const orderId = String(fields.orderId);
    if (request.url === '/payout') {
      const payout = payouts.get(orderId) ?? {
        orderId,
        amount: String(fields.amount),
        currency: String(fields.currency),
        status: 'pending',
        reference: `E2E-${++serial}`,
      };
      payouts.set(orderId, payout);
      const { reference, status } = payout;
      return send(response, 200, signFields(secret, { orderId, reference, status }));
    }
    if (request.url === '/query' && fields.type === 'payout') {
      const payout = payouts.get(orderId);
      if (!payout) return send(response, 404, { error: 'no such payout' });
      const { amount, currency, status } = payout;
      return send(response, 200, signFields(secret, { orderId, amount, currency, status }));
    }
    return send(response, 404, { error: 'no such call' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: String(error) }),
    );
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}
