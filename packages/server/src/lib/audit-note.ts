import type { FastifyRequest } from 'fastify';

/** What an admin write changed, as its handler tells it (the audit hook records it). */
export interface AuditNote {
  /** What it changed, e.g. `operator/<id>`; by default the call's path. */
  target?: string;
  /** The values before; by default none (a creation). */
  before?: unknown;
  /** The values after; by default the call's answer. */
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditNote?: AuditNote;
  }
}

/** Tells the audit log what this admin write changed (before and after). */
export function noteChange(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note };
}
