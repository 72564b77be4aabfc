import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { addRouteHook } from '../../lib/route-hooks.ts';
import { adminIdempotencyKeysTable as k } from './tables.ts';

/** The header a client sends once per intended write, and again on each retry of it. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Says that an answer is the first request's, sent again. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered. */
const KEPT_MS = 24 * 3_600_000;
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,64}$/;

interface Claim {
  actor: string;
  key: string;
  stored: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
    /** The answer is the first request's, sent again: nothing was written (no audit row). */
    idempotencyReplayed?: boolean;
  }
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.routeOptions.url} ${request.url} ${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/**
 * Admin writes made with an `Idempotency-Key` header happen once: the first request
 * with a key claims it, and a retry with the same key (a lost answer, a double
 * submit) gets the first answer again, marked `Idempotent-Replayed: true`, instead
 * of creating a second reward or message. The same key on another request answers
 * 422 `admin.idempotency_key_reused`; while the first still runs, 409
 * `admin.request_in_progress`. A refused or failed write forgets its key, so the
 * retry runs. Keys belong to the operator (the automation token: its own) and are
 * kept a day. Registered before the routes it watches; POST only (PUT, PATCH and
 * DELETE are idempotent by their nature here).
 */
export default fp<{ now: () => number }>(
  async (app, opts) => {
    async function claim(request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined || !request.actor) return;
      if (typeof header !== 'string' || !KEY_FORMAT.test(header)) {
        throw new AppError(
          'validation.failed',
          'Idempotency-Key must be 8 to 64 letters, digits, - or _',
        );
      }
      const actor = request.actor.operatorId ?? request.actor.kind;
      const fingerprint = fingerprintOf(request);
      const now = opts.now();
      await app.db
        .delete(k)
        .where(and(eq(k.actor, actor), lt(k.createdAt, new Date(now - KEPT_MS))));
      const [claimed] = await app.db
        .insert(k)
        .values({ actor, key: header, fingerprint, createdAt: new Date(now) })
        .onConflictDoNothing()
        .returning({ key: k.key });
      if (claimed) {
        request.idempotencyClaim = { actor, key: header, stored: false };
        return;
      }
      const [first] = await app.db
        .select()
        .from(k)
        .where(and(eq(k.actor, actor), eq(k.key, header)));
      if (!first || first.fingerprint !== fingerprint) {
        throw new AppError(
          'admin.idempotency_key_reused',
          'This Idempotency-Key was used for another request',
        );
      }
      if (first.status === null || first.answer === null) {
        throw new AppError('admin.request_in_progress', 'The first request with this key runs');
      }
      // Sent as the value it was, so the route's serialiser makes the same bytes of it.
      request.idempotencyReplayed = true;
      return reply
        .code(first.status)
        .header(REPLAYED_HEADER, 'true')
        .send(JSON.parse(first.answer) as unknown);
    }

    /** A success is kept before it leaves: a retry that overtakes the answer gets it. */
    async function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const held = request.idempotencyClaim;
      const answer = payload as { success?: boolean } | null;
      if (!held || reply.statusCode >= 300 || !answer?.success) return payload;
      await app.db
        .update(k)
        .set({ status: reply.statusCode, answer: JSON.stringify(payload) })
        .where(and(eq(k.actor, held.actor), eq(k.key, held.key)));
      held.stored = true;
      return payload;
    }

    /** A refused or failed write forgets its key: the retry runs. */
    async function forget(request: FastifyRequest) {
      const held = request.idempotencyClaim;
      if (!held || held.stored) return;
      await app.db.delete(k).where(and(eq(k.actor, held.actor), eq(k.key, held.key)));
    }

    app.addHook('onRoute', (route) => {
      if (route.config?.auth !== 'admin' || route.method !== 'POST') return;
      addRouteHook(route, 'preHandler', claim);
      addRouteHook(route, 'preSerialization', keep);
      addRouteHook(route, 'onResponse', forget);
    });
  },
  { name: 'admin-idempotency', dependencies: ['db', 'auth'] },
);
