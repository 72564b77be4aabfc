import { z } from 'zod';

/**
 * The audit log: every admin write with who made it, when, from
 * where, what and the values before and after. Append-only.
 */
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** 'token': the automation token (`KALARO_ADMIN_TOKEN`). */
  actorKind: z.enum(['operator', 'token']),
  operatorId: z.string().nullable(),
  actorName: z.string(),
  ip: z.string(),
  /** The call: `<group>.<name>` of the contract, e.g. `deposit.adminReview`. */
  action: z.string(),
  /** What it changed, e.g. `deposit:1f2e…` (the call's path parameters). */
  target: z.string().nullable(),
  /** The values before and after (JSON objects); null when there were none (a creation, an ending). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const day = z.iso.date();

export const auditQuery = z
  .object({
    operator: z.string().max(64).optional(),
    action: z.string().max(80).optional(),
    target: z.string().max(120).optional(),
    /** UTC days, inclusive. */
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    /** `csv`: every entry the filters match (no paging), as a CSV file streamed from the database. */
    format: z.enum(['json', 'csv']).optional(),
  })
  .strict();

export const auditValue = z.object({
  entries: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
