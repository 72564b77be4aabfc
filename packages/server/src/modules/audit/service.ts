import type { AuditEntry } from '@kalaro/contract/audit';
import type { auditQuery } from '@kalaro/contract/audit';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AdminActor } from '../../lib/actor.ts';
import { keysetRows, type CsvValue } from '../../lib/csv.ts';
import { prefixPattern } from '../../lib/like.ts';
import { auditLogTable } from './tables.ts';

export interface AuditRecord {
  actor: AdminActor;
  ip: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  at: Date;
}

export async function recordAudit(db: Pick<Db, 'insert'>, record: AuditRecord): Promise<void> {
  await db.insert(auditLogTable).values({
    at: record.at,
    actorKind: record.actor.kind,
    operatorId: record.actor.operatorId,
    actorName: record.actor.username,
    ip: record.ip,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

const DAY_MS = 86_400_000;

/** A stored value as the log shows it: an object, else wrapped (`{ value }`), or null. */
const asObject = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };

type AuditFilters = Pick<
  z.output<typeof auditQuery>,
  'operator' | 'action' | 'target' | 'from' | 'to'
>;

/** The filters as a condition: operator name, action (prefix), target (prefix) and UTC days. */
function auditWhere(query: AuditFilters): SQL | undefined {
  const where: SQL[] = [];
  if (query.operator) where.push(eq(auditLogTable.actorName, query.operator.toLowerCase()));
  if (query.action) where.push(ilike(auditLogTable.action, prefixPattern(query.action)));
  if (query.target) where.push(ilike(auditLogTable.target, prefixPattern(query.target)));
  if (query.from) where.push(gte(auditLogTable.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    where.push(lt(auditLogTable.at, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  }
  return where.length ? and(...where) : undefined;
}

/** Newest first; filters by operator name, action (prefix), target (prefix) and UTC days. */
export async function listAudit(db: Db, query: z.output<typeof auditQuery>) {
  const condition = auditWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLogTable)
      .where(condition)
      .orderBy(desc(auditLogTable.at), desc(auditLogTable.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLogTable).where(condition),
  ]);
  const entries: AuditEntry[] = rows.map(entryOf);
  return { entries, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

const entryOf = (row: typeof auditLogTable.$inferSelect): AuditEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  actorKind: row.actorKind,
  operatorId: row.operatorId,
  actorName: row.actorName,
  ip: row.ip,
  action: row.action,
  target: row.target,
  before: asObject(row.before),
  after: asObject(row.after),
});

export const AUDIT_CSV_HEADER = [
  'id',
  'at',
  'actorKind',
  'operatorId',
  'actor',
  'ip',
  'action',
  'target',
  'before',
  'after',
];

/**
 * Every entry the filters match, newest first (by id: the order they were
 * written), as CSV lines read a keyset page at a time; before and after as JSON.
 */
export async function* auditCsvRows(
  db: Db,
  query: AuditFilters,
  batch?: number,
): AsyncGenerator<CsvValue[]> {
  const condition = auditWhere(query);
  const rows = keysetRows(
    (after: number | undefined, size) =>
      db
        .select()
        .from(auditLogTable)
        .where(and(condition, after === undefined ? undefined : lt(auditLogTable.id, after)))
        .orderBy(desc(auditLogTable.id))
        .limit(size),
    (row) => row.id,
    batch,
  );
  for await (const row of rows) {
    const entry = entryOf(row);
    yield [
      entry.id,
      entry.at,
      entry.actorKind,
      entry.operatorId,
      entry.actorName,
      entry.ip,
      entry.action,
      entry.target,
      entry.before === null ? '' : JSON.stringify(entry.before),
      entry.after === null ? '' : JSON.stringify(entry.after),
    ];
  }
}
