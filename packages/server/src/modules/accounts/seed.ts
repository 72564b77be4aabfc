import { MEMBER_TYPE } from '@kalaro/contract/constants';
import type { Db } from '../../db/client.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { credit, openWallet } from '../wallet/service.ts';
import { countMembers, findMemberByUsername, insertMember, type NewMember } from './repo.ts';

const AGENT_TYPE = 1;

interface DemoAccount {
  username: string;
  password: string;
  balanceMinor: number;
  values: Partial<NewMember>;
  /** Joins the team of this account. */
  upline?: string;
}

/** The demo logins (documented in packages/server/README.md). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo',
    password: 'Demo1234',
    balanceMinor: 100_000,
    values: {
      type: MEMBER_TYPE.MEMBER,
      nickname: 'Demo Player',
      dialCode: '+63',
      mobile: '9171234567',
      email: 'demo@kalaro.example',
      vipLevel: 1,
      vipLabel: 'VIP1',
    },
  },
  {
    username: 'agent',
    password: 'Agent1234',
    balanceMinor: 500_000,
    values: {
      type: AGENT_TYPE,
      nickname: 'Demo Agent',
      email: 'agent@kalaro.example',
      affiliateCode: 'AGENT01',
      vipLevel: 3,
      vipLabel: 'VIP3',
    },
  },
  {
    username: 'newbie',
    password: 'Newbie1234',
    balanceMinor: 0,
    values: { type: MEMBER_TYPE.MEMBER, nickname: 'Newbie', firstTimeLogin: true },
  },
  ...['team1', 'team2', 'team3', 'team4'].map((username, i) => ({
    username,
    password: 'Team1234',
    balanceMinor: (i + 1) * 2_500,
    upline: 'agent',
    values: { type: MEMBER_TYPE.MEMBER, nickname: `Team Player ${i + 1}`, toUpline: true },
  })),
  {
    username: 'subagent',
    password: 'Agent1234',
    balanceMinor: 10_000,
    upline: 'agent',
    values: { type: AGENT_TYPE, nickname: 'Sub Agent', affiliateCode: 'SUBAG02', toUpline: true },
  },
];

/**
 * On a database without members, adds the demo accounts with their starting
 * balances (through the ledger). Safe to run again: usernames and ledger keys
 * are unique, so nothing is added twice.
 */
export async function seedDemoAccounts(db: Db, hasher: PasswordHasher): Promise<boolean> {
  const config = await getOperatorConfig(db);
  if ((await countMembers(db, config.merchantCode)) > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    if (await findMemberByUsername(db, config.merchantCode, account.username)) continue;
    const upline = account.upline
      ? await findMemberByUsername(db, config.merchantCode, account.upline)
      : undefined;
    const passwordHash = await hasher.hash(account.password);
    const member = await db.transaction(async (tx) => {
      const created = await insertMember(tx, {
        ...account.values,
        merchantCode: config.merchantCode,
        username: account.username,
        passwordHash,
        uplineId: upline?.id ?? null,
        regDate: new Date(Date.now() - 30 * 86_400_000),
      });
      await openWallet(tx, created.id);
      return created;
    });
    if (account.balanceMinor > 0) {
      await credit(db, {
        memberId: member.id,
        type: 'adjustment',
        amountMinor: account.balanceMinor,
        idempotencyKey: `seed:${config.merchantCode}:${account.username}`,
        reference: 'Demo balance',
      });
    }
  }
  return true;
}
