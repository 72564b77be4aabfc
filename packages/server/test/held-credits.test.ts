import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersTable } from '../src/modules/accounts/tables.ts';
import { gamesTable } from '../src/modules/games/tables.ts';
import { insertMeasure } from '../src/modules/protection/repo.ts';
import { ProtectionService } from '../src/modules/protection/service.ts';
import { VipBonusPayouts } from '../src/modules/vip/bonuses.ts';
import { listEntries } from '../src/modules/wallet/repo.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { insertSettledBet, memberWithBalance } from './slot-helpers.ts';

const DAY = 86_400_000;

/**
 * Player protection: what the server credits on its own (the member
 * club's bonuses) is held while a time-out or self-exclusion runs, and paid by
 * the first pass after it ends.
 */
describe('credits the server makes on its own during an exclusion', () => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await startAccountsApp();
    t.clock.t = Date.UTC(2026, 2, 5, 12); // 5 March 2026
  });
  afterAll(() => t.close());

  it('holds the birthday bonus while a time-out runs and pays it once it has ended', async () => {
    const protection = new ProtectionService(t.app.db, t.app.sessions, t.clock.now);
    const payouts = new VipBonusPayouts(t.app.db, t.app.sessions, {
      now: t.clock.now,
      scheduler: false,
      onHold: (memberId) => protection.isExcluded(memberId),
    });
    const [game] = await t.app.db.select({ nodeId: gamesTable.nodeId }).from(gamesTable).limit(1);
    const m = await memberWithBalance(t, 100_000);
    // VIP1 (birthday bonus 88.00); the birthday is today.
    await insertSettledBet(
      t,
      m.memberId,
      { nodeId: game!.nodeId, vendor: 'TEST', gameType: 'RNG' },
      { stakeMinor: 1_000_000, at: new Date(t.clock.now()) },
    );
    await t.app.db
      .update(membersTable)
      .set({ birthDate: '1990-03-05' })
      .where(eq(membersTable.id, m.memberId));
    const now = t.clock.now();
    await insertMeasure(t.app.db, {
      memberId: m.memberId,
      kind: 'timeOut',
      period: '7d',
      startsAt: new Date(now),
      endsAt: new Date(now + 7 * DAY),
      createdBy: 'member',
      createdAt: new Date(now),
    });
    const bonuses = async () =>
      (await listEntries(t.app.db, m.memberId))
        .filter((e) => e.type === 'bonus')
        .map((e) => e.reference);

    expect(await payouts.pass()).toBe(0);
    expect(await bonuses()).toEqual([]);

    t.clock.advance(7 * DAY + 1_000);
    expect(await payouts.pass()).toBeGreaterThan(0);
    expect(await bonuses()).toEqual(['VIP1 upgrade bonus', 'Birthday bonus 2026']);
  });
});
