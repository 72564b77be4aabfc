import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A point in time with its time zone: every timestamp column of the schema. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A uuid column referencing `target`, whose rows go with the row they point to
 * (`on delete cascade`). The accounts tables build the member reference on it
 * (`memberRef`), so this layer needs no module.
 */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'cascade' });
