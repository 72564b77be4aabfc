import { sql, type SQL } from 'drizzle-orm';

/** Sum of a bigint expression as a JavaScript number, 0 over no rows (minor units stay far below 2^53). */
export const sumOf = (expression: SQL) =>
  sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
