import type { OperatorRole } from '@kalaro/contract/operator-roles';
import type { OperatorAccounts } from './service.ts';

/**
 * One demo operator per role, seeded outside production only (README): they may
 * skip enrolling an authenticator there. Production seeds none; the first owner
 * comes from `npm run admin:create-owner`.
 */
export const DEMO_OPERATORS: readonly { username: string; password: string; role: OperatorRole }[] =
  [
    { username: 'admin', password: 'Admin1234', role: 'owner' },
    { username: 'finance', password: 'Finance1234', role: 'finance' },
    { username: 'support', password: 'Support1234', role: 'support' },
    { username: 'content', password: 'Content1234', role: 'content' },
    { username: 'agents', password: 'Agents1234', role: 'agent-manager' },
  ];

export async function seedDemoOperators(accounts: OperatorAccounts): Promise<void> {
  for (const operator of DEMO_OPERATORS) await accounts.ensure({ ...operator, demo: true });
}
