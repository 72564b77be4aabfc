import { SOCIAL_PROVIDERS } from '@kalaro/contract/social-login-rules';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/**
 * A provider's identity linked to a member: the provider's subject (`sub`, its
 * stable id of the person, never the e-mail) signs that member in. One member
 * per identity, one identity per provider and member.
 */
export const socialLoginsTable = pgTable(
  'social_logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    memberId: memberRef('member_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_logins_subject_uq').on(t.provider, t.subject),
    uniqueIndex('social_logins_member_uq').on(t.memberId, t.provider),
  ],
);
