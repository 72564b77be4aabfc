import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** The first path (a.b.0) under `value` whose string holds a NUL character, if any. */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulPath(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * No text the API stores or looks up may hold a NUL character (PostgreSQL's
 * text refuses it, and no name, code or message needs one): a query, path or
 * JSON body that carries one is refused as invalid (400 validation.failed)
 * before any route runs, rather than failing deep in the database as a 500.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const at = nulPath(value);
      if (at !== undefined) {
        const field = at || part;
        throw new AppError('validation.failed', `Invalid ${part}: ${field}`, {
          field,
          issues: [
            { path: field, code: 'nul_character', message: 'Must not contain a NUL character' },
          ],
        });
      }
    }
  });
}
