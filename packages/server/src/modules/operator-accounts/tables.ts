import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from '@kalaro/contract/operator-roles';
import { at } from '../../db/columns.ts';

/** The back office's accounts: people of the operator, not members. */
export const operatorsTable = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case. */
    username: text('username').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** The authenticator's secret (base32) once enrolled; null before. */
    totpSecret: text('totp_secret'),
    /** A secret shown at sign-in, waiting for its first code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The RFC 6238 time step of the last code accepted: a code is used once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Seeded for a demo outside production: may sign in without an authenticator there. */
    demo: boolean('demo').notNull().default(false),
    /**
     * The password was given by someone else (an owner, `create-owner`): only the
     * password change, `me` and sign-out answer until the operator sets its own.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastSignInAt: at('last_sign_in_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_key').on(t.username)],
);

/**
 * Operators' sessions. `stage` 'code': the password was right, the code is
 * awaited (five minutes); 'active': signed in. Read from the database on every
 * call, so an ended session is refused on every instance at once.
 */
export const operatorSessionsTable = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operatorsTable.id),
    tokenHash: text('token_hash').notNull(),
    stage: text('stage', { enum: ['code', 'active'] }).notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    endedAt: at('ended_at'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_key').on(t.tokenHash),
    index('operator_sessions_live_idx')
      .on(t.operatorId)
      .where(sql`${t.endedAt} is null`),
  ],
);
