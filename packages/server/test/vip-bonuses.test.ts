import { FLAG } from '@kalaro/contract/constants';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import { memberBenefitsValue, type MemberBenefitsValue } from '@kalaro/contract/member-pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberById } from '../src/modules/accounts/repo.ts';
import { membersTable } from '../src/modules/accounts/tables.ts';
import { gamesTable } from '../src/modules/games/tables.ts';
import { VipBonusPayouts } from '../src/modules/vip/bonuses.ts';
import { findWallet, listEntries } from '../src/modules/wallet/repo.ts';
import { credit } from '../src/modules/wallet/service.ts';
import { startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { json, putOperatorConfig } from './helpers.ts';
import { insertSettledBet, memberWithBalance, type Headers } from './slot-helpers.ts';

const peso = (amount: number) => amount * 100;
const DAY = 86_400_000;

describe('member club bonuses', () => {
  let t: AccountsTestApp;
  let game: { nodeId: number; vendor: string; gameType: string };

  beforeAll(async () => {
    t = await startAccountsApp();
    t.clock.t = Date.UTC(2026, 2, 1, 12); // 1 March 2026, noon UTC
    const [row] = await t.app.db.select({ nodeId: gamesTable.nodeId }).from(gamesTable).limit(1);
    game = { nodeId: row!.nodeId, vendor: 'TEST', gameType: 'RNG' };
  });
  afterAll(() => t.close());

  const benefits = async (headers: Headers): Promise<MemberBenefitsValue> => {
    const r = await t.app.inject({ method: 'GET', url: endpoints.member.benefits.path, headers });
    expect(r.statusCode, r.body).toBe(200);
    return envelope(memberBenefitsValue).parse(json(r)).value!;
  };
  const bonusRows = async (memberId: string) =>
    (await listEntries(t.app.db, memberId))
      .filter((e) => e.type === 'bonus')
      .map((e) => ({ amountMinor: e.amountMinor, reference: e.reference, key: e.idempotencyKey }));
  /** The wallet equals the sum of its ledger rows. */
  const expectLedgerMatches = async (memberId: string, balanceMinor: number) => {
    const entries = await listEntries(t.app.db, memberId);
    expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(balanceMinor);
    expect((await findWallet(t.app.db, memberId))!.balanceMinor).toBe(balanceMinor);
  };
  const payouts = () =>
    new VipBonusPayouts(t.app.db, t.app.sessions, { now: t.clock.now, scheduler: false });
  /** A member whose deposits and settled stakes qualify for `level` of the seed (VIP2: 5,000 / 50,000). */
  const qualifiedMember = async (depositPesos: number, turnoverPesos: number) => {
    const m = await memberWithBalance(t, peso(depositPesos));
    await insertSettledBet(t, m.memberId, game, {
      stakeMinor: peso(turnoverPesos),
      at: new Date(t.clock.now()),
    });
    return m;
  };

  it('pays the upgrade bonus of every level reached, once, when the benefits are read', async () => {
    const m = await qualifiedMember(5_000, 50_000);
    const first = await benefits(m.headers);
    expect(first.member).toMatchObject({
      level: 2,
      label: 'VIP2',
      received: { upgradeLevels: [1, 2], birthdayThisYear: false },
    });
    expect(await bonusRows(m.memberId)).toEqual([
      {
        amountMinor: peso(88),
        reference: 'VIP1 upgrade bonus',
        key: `vip:upgrade:${m.memberId}:1`,
      },
      {
        amountMinor: peso(288),
        reference: 'VIP2 upgrade bonus',
        key: `vip:upgrade:${m.memberId}:2`,
      },
    ]);
    // The deposit is not counted twice: bonuses are not deposits.
    expect(first.member.depositTotal).toBe('5000.00');

    // Reading again, ten times at once, pays nothing more.
    const again = await Promise.all(Array.from({ length: 10 }, () => benefits(m.headers)));
    for (const v of again) expect(v.member.received.upgradeLevels).toEqual([1, 2]);
    expect(await bonusRows(m.memberId)).toHaveLength(2);
    await expectLedgerMatches(m.memberId, peso(5_000 + 88 + 288));
    expect(await payouts().pass()).toBe(0);
    await expectLedgerMatches(m.memberId, peso(5_000 + 88 + 288));
  });

  it('pays each level once when the first reads race', async () => {
    const m = await qualifiedMember(20_000, 200_000); // VIP3
    const reads = await Promise.all(Array.from({ length: 10 }, () => benefits(m.headers)));
    for (const v of reads) expect(v.member.level).toBe(3);
    expect((await bonusRows(m.memberId)).map((r) => r.reference)).toEqual([
      'VIP1 upgrade bonus',
      'VIP2 upgrade bonus',
      'VIP3 upgrade bonus',
    ]);
    await expectLedgerMatches(m.memberId, peso(20_000 + 88 + 288 + 888));
    expect((await benefits(m.headers)).member.received.upgradeLevels).toEqual([1, 2, 3]);
  });

  it('pays only the levels above the one already held, and later levels as they come', async () => {
    const m = await qualifiedMember(1_000, 10_000); // VIP1
    expect((await benefits(m.headers)).member.received.upgradeLevels).toEqual([1]);
    await insertSettledBet(t, m.memberId, game, {
      stakeMinor: peso(40_000),
      at: new Date(t.clock.now()),
    });
    await memberDeposit(m.memberId, peso(4_000));
    expect((await benefits(m.headers)).member).toMatchObject({
      level: 2,
      received: { upgradeLevels: [1, 2] },
    });
    expect((await bonusRows(m.memberId)).map((r) => r.amountMinor)).toEqual([peso(88), peso(288)]);
    await expectLedgerMatches(m.memberId, peso(5_000 + 88 + 288));
  });

  it('pays a member who never opens the benefits screen on the scheduler pass', async () => {
    const m = await qualifiedMember(5_000, 50_000);
    const pass = payouts();
    expect(await pass.pass()).toBe(2);
    const member = await findMemberById(t.app.db, m.memberId);
    expect(member).toMatchObject({ vipLevel: 2, vipLabel: 'VIP2' });
    expect((await bonusRows(m.memberId)).map((r) => r.reference)).toEqual([
      'VIP1 upgrade bonus',
      'VIP2 upgrade bonus',
    ]);
    // Neither a second pass, a new process's pass nor the screen pays it again.
    expect(await pass.pass()).toBe(0);
    expect(await payouts().pass()).toBe(0);
    expect((await benefits(m.headers)).member.received.upgradeLevels).toEqual([1, 2]);
    await expectLedgerMatches(m.memberId, peso(5_000 + 88 + 288));
  });

  it('pays nothing while the operator has the member club (VIPBENEFIT) switched off', async () => {
    const m = await qualifiedMember(5_000, 50_000);
    const setClub = (on: boolean) =>
      putOperatorConfig(t, (config) => void (config.whitelabel[FLAG.VIP_BENEFITS] = on));
    await setClub(false);
    expect(await payouts().pass()).toBe(0);
    expect(await bonusRows(m.memberId)).toEqual([]);
    await setClub(true);
    expect(await payouts().pass()).toBe(2);
  });

  it('pays the birthday bonus of the member’s level once a year, on or after the birthday', async () => {
    t.clock.t = Date.UTC(2026, 2, 1, 12); // 1 March 2026
    const m = await qualifiedMember(1_000, 10_000); // VIP1: birthday bonus 88.00
    const noDate = await qualifiedMember(1_000, 10_000);
    await setBirthDate(m.memberId, '1990-03-05');

    // Before the birthday: only the upgrade bonus.
    expect((await benefits(m.headers)).member.received).toEqual({
      upgradeLevels: [1],
      birthdayThisYear: false,
    });
    await benefits(noDate.headers);
    expect(await bonusRows(m.memberId)).toHaveLength(1);

    t.clock.advance(4 * DAY); // 5 March 2026
    const reads = await Promise.all(Array.from({ length: 10 }, () => benefits(m.headers)));
    for (const v of reads) expect(v.member.received.birthdayThisYear).toBe(true);
    expect(await payouts().pass()).toBe(0);
    const rows = await bonusRows(m.memberId);
    expect(rows.slice(1)).toEqual([
      {
        amountMinor: peso(88),
        reference: 'Birthday bonus 2026',
        key: `vip:birthday:${m.memberId}:2026`,
      },
    ]);

    // No birth date, no birthday bonus.
    expect((await benefits(noDate.headers)).member.received.birthdayThisYear).toBe(false);

    t.clock.t = Date.UTC(2027, 2, 4, 23, 59); // the day before next year's birthday
    expect(await payouts().pass()).toBe(0);
    t.clock.t = Date.UTC(2027, 2, 5, 0, 1);
    expect(await payouts().pass()).toBe(1); // paid to the member who never reads it
    expect(await payouts().pass()).toBe(0);
    expect((await bonusRows(m.memberId)).map((r) => r.reference)).toEqual([
      'VIP1 upgrade bonus',
      'Birthday bonus 2026',
      'Birthday bonus 2027',
    ]);
    await expectLedgerMatches(m.memberId, peso(1_000 + 88 + 88 + 88));
    expect((await bonusRows(noDate.memberId)).map((r) => r.reference)).toEqual([
      'VIP1 upgrade bonus',
    ]);
    await expectLedgerMatches(noDate.memberId, peso(1_000 + 88));
  });

  async function setBirthDate(memberId: string, birthDate: string) {
    await t.app.db.update(membersTable).set({ birthDate }).where(eq(membersTable.id, memberId));
  }

  async function memberDeposit(memberId: string, amountMinor: number) {
    await credit(t.app.db, {
      memberId,
      type: 'deposit',
      amountMinor,
      idempotencyKey: `test:vip:deposit:${memberId}:${amountMinor}`,
    });
  }
});
