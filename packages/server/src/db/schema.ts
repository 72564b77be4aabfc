import type { OperatorConfig } from '@kalaro/contract/operator';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * Operator configuration, one row per operator. The JSON document is validated
 * with the contract's `operatorConfig` on every read and write (see
 * modules/operator/service.ts), so the column type is only a promise.
 */
export const operatorConfigTable = pgTable('operator_config', {
  id: text('id').primaryKey(),
  config: jsonb('config').$type<OperatorConfig>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export * from '../modules/games/tables.ts';
export * from '../modules/accounts/tables.ts';
export * from '../modules/games/member-tables.ts';
export * from '../modules/wallet/tables.ts';
export * from '../modules/bets/tables.ts';
export * from '../modules/inhouse/tables.ts';
export * from '../modules/lottery/tables.ts';
export * from '../modules/outbox/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/messages/tables.ts';
export * from '../modules/help/tables.ts';
export * from '../modules/rewards/tables.ts';
export * from '../modules/vip/tables.ts';
export * from '../modules/rebate/tables.ts';
export * from '../modules/missions/tables.ts';
export * from '../modules/uploads/tables.ts';
export * from '../modules/promotions/tables.ts';
export * from '../modules/feedback/tables.ts';
export * from '../modules/deposit/tables.ts';
export * from '../modules/withdraw/tables.ts';
export * from '../modules/agent/tables.ts';
export * from '../modules/red-rain/tables.ts';
export * from '../modules/campaigns/tables.ts';
export * from '../modules/operator-accounts/tables.ts';
export * from '../modules/audit/tables.ts';
export * from '../modules/protection/tables.ts';
export * from '../modules/vendor-wallet/tables.ts';
export * from '../modules/admin/tables.ts';
export * from '../modules/security/tables.ts';
export * from '../modules/reports/tables.ts';
export * from '../modules/social-login/tables.ts';
