import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's (or proxy's) x-request-id when it is harmless to log; otherwise a new UUID. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Names who made the call in the request's later log lines ("request completed"
 * included): the member's or the operator's id, never a token or a name that
 * could be one.
 */
export function logCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: { memberId: string } | { operatorId: string },
): void {
  const log = request.log.child(caller);
  request.log = log;
  reply.log = log;
}
