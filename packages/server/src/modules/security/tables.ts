import type { SecurityQuestionId } from '@kalaro/contract/security-questions';
import { pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { memberRef } from '../accounts/tables.ts';

/**
 * A member's security questions, one row per question in the order chosen.
 * The answer is kept only as the argon2id hash of its normalised form.
 */
export const memberSecurityAnswersTable = pgTable(
  'member_security_answers',
  {
    memberId: memberRef('member_id').notNull(),
    position: smallint('position').notNull(),
    questionId: text('question_id').$type<SecurityQuestionId>().notNull(),
    answerHash: text('answer_hash').notNull(),
    setAt: at('set_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.position] }),
    unique('member_security_answers_question').on(t.memberId, t.questionId),
  ],
);
