import { FLAG, PROMO_KEY } from '@kalaro/contract/constants';
import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  memberBenefitsValue,
  referralValue,
  userAgreementValue,
} from '@kalaro/contract/member-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../src/modules/accounts/repo.ts';
import { betsTable } from '../src/modules/bets/tables.ts';
import { gamesTable } from '../src/modules/games/tables.ts';
import { newReferralCode, REFERRAL_CODE_LENGTH } from '../src/modules/referral/service.ts';
import { SEED_VIP_LEVELS } from '../src/modules/vip/seed-data.ts';
import { qualifiedLevel } from '../src/modules/vip/service.ts';
import { credit } from '../src/modules/wallet/service.ts';
import {
  bearer,
  loginOk,
  registerCall,
  startAccountsApp,
  startTrial,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, expectError, json, seedConfig } from './helpers.ts';
import { endPromotions } from './slot-helpers.ts';

const { member, content, admin } = endpoints;
type Headers = Record<string, string>;

describe('member pages rules', () => {
  it('makes referral codes of unambiguous letters and digits', () => {
    const code = newReferralCode();
    expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]+$/);
    expect(newReferralCode(() => 0)).toBe('22222222');
  });

  it('puts a member on the highest level whose requirements are all met', () => {
    const levels = SEED_VIP_LEVELS;
    expect(qualifiedLevel(levels, 0, 0)).toBe(0);
    // VIP1 asks 10,000.00 turnover and 1,000.00 deposits.
    expect(qualifiedLevel(levels, 1_000_000, 100_000)).toBe(1);
    expect(qualifiedLevel(levels, 999_999, 100_000)).toBe(0);
    // Turnover for VIP5 but deposits only for VIP2: VIP2.
    expect(qualifiedLevel(levels, 500_000_000, 500_000)).toBe(2);
  });
});

describe('member pages', () => {
  let t: AccountsTestApp;
  let demo: Headers;
  let team1: Headers;

  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
  const putConfig = (config: object) =>
    t.app.inject({
      method: 'PUT',
      url: admin.getOperatorConfig.path,
      headers: adminHeaders,
      payload: config,
    });

  beforeAll(async () => {
    t = await startAccountsApp();
    demo = bearer((await loginOk(t, 'demo', 'Demo1234', '10.60.0.1')).token);
    team1 = bearer((await loginOk(t, 'team1', 'Team1234', '10.60.0.2')).token);
  });
  afterAll(() => t.close());

  describe('user agreement', () => {
    it("answers the operator's HTML in the language asked, EN when it has none, with the age limit", async () => {
      const en = await get(`${content.userAgreement.path}?language=EN`);
      expect(en.statusCode, en.body).toBe(200);
      const value = envelope(userAgreementValue).parse(json(en)).value!;
      expect(value).toMatchObject({ language: 'EN', ageLimit: 18, operatorName: 'Kalaro Demo' });
      expect(value.html).toContain('Terms of use');
      const ty = envelope(userAgreementValue).parse(
        json(await get(`${content.userAgreement.path}?language=TY`)),
      ).value!;
      expect(ty.language).toBe('TY');
      expect(ty.html).toContain('Mga tuntunin');
      const pt = envelope(userAgreementValue).parse(
        json(await get(`${content.userAgreement.path}?language=PT`)),
      ).value!;
      expect(pt).toMatchObject({ language: 'EN', html: value.html });
      expectError(await get(`${content.userAgreement.path}?language=XX`), 400, 'validation.failed');
    });

    it('follows the operator: 21 and its own text; the contract default when none is configured', async () => {
      const withoutText: Partial<ReturnType<typeof seedConfig>> = seedConfig();
      delete withoutText.userAgreement;
      expect((await putConfig({ ...withoutText, ageLimit: 21 })).statusCode).toBe(200);
      const value = envelope(userAgreementValue).parse(
        json(await get(`${content.userAgreement.path}?language=TY`)),
      ).value!;
      expect(value.ageLimit).toBe(21);
      expect(value.language).toBe('EN');
      expect(value.html).toContain('Responsible play');
      expect((await putConfig(seedConfig())).statusCode).toBe(200);
    });
  });

  describe('invite friends', () => {
    it('asks a visitor to log in and refuses a trial account', async () => {
      expectError(await get(member.referral.path), 401, 'auth.required');
      const token = await startTrial(t);
      expectError(await get(member.referral.path, bearer(token)), 403, 'auth.trial_restricted');
    });

    it('gives a stable code whose registration link counts the friends who used it', async () => {
      const first = await get(member.referral.path, demo);
      expect(first.statusCode, first.body).toBe(200);
      const value = envelope(referralValue).parse(json(first)).value!;
      expect(value.code).toMatch(/^[2-9A-Z]{8}$/);
      expect(value.registerPath).toBe(`/m/register?code=${value.code}`);
      expect(value.invitedCount).toBe(0);
      const again = envelope(referralValue).parse(
        json(await get(member.referral.path, demo)),
      ).value!;
      expect(again.code).toBe(value.code);
      // Another member gets another code.
      const other = envelope(referralValue).parse(
        json(await get(member.referral.path, team1)),
      ).value!;
      expect(other.code).not.toBe(value.code);

      // The register page sends the code from its address as affiliateCode.
      const check = await get(`${endpoints.auth.affiliateCheck.path}?code=${value.code}`);
      expect(check.statusCode, check.body).toBe(200);
      const registered = await registerCall(
        t,
        {
          username: 'friend01',
          password: 'Friend1234',
          confirmPassword: 'Friend1234',
          affiliateCode: value.code.toLowerCase(),
        },
        '10.60.0.9',
      );
      expect(registered.statusCode, registered.body).toBe(200);
      const after = envelope(referralValue).parse(
        json(await get(member.referral.path, demo)),
      ).value!;
      expect(after).toEqual({ ...value, invitedCount: 1 });
    });

    it("says 'contact customer service' when no REFERRAL promotion runs", async () => {
      await endPromotions(t, PROMO_KEY.REFERRAL);
      const refused = await get(member.referral.path, demo);
      expectError(refused, 403, 'referral.unavailable');
    });
  });

  describe('member club benefits', () => {
    it('lists the levels with requirements and benefits, and where a new member stands', async () => {
      const r = await get(member.benefits.path, team1);
      expect(r.statusCode, r.body).toBe(200);
      const value = envelope(memberBenefitsValue).parse(json(r)).value!;
      expect(value.levels.map((l) => l.label)).toEqual([
        'VIP0',
        'VIP1',
        'VIP2',
        'VIP3',
        'VIP4',
        'VIP5',
      ]);
      expect(value.levels[1]).toEqual({
        level: 1,
        label: 'VIP1',
        minTurnover: '10000.00',
        minDeposit: '1000.00',
        benefits: {
          rebatePercent: '0.30',
          dailyWithdrawals: 3,
          withdrawalLimit: '50000.00',
          upgradeBonus: '88.00',
          birthdayBonus: '88.00',
        },
      });
      expect(value.member).toEqual({
        level: 0,
        label: 'VIP0',
        turnover: '0.00',
        depositTotal: '0.00',
        received: { upgradeLevels: [], birthdayThisYear: false },
      });
    });

    it('counts settled stakes and deposits, and raises the level shown in member info', async () => {
      const db = t.app.db;
      const team = (await findMemberByUsername(db, 'KALARO', 'team1'))!;
      // Member info is kept in memory from here: raising the level must make it forget.
      expect(json(await get(member.info.path, team1))).toMatchObject({ value: { vipLevel: 0 } });
      await credit(db, {
        memberId: team.id,
        type: 'deposit',
        amountMinor: 150_000,
        idempotencyKey: 'test:vip:deposit',
      });
      const [game] = await db.select({ nodeId: gamesTable.nodeId }).from(gamesTable).limit(1);
      const bet = (n: number, stakeMinor: number, status: 'settled' | 'open') => ({
        memberId: team.id,
        nodeId: game!.nodeId,
        vendor: 'TEST',
        gameType: 'RNG',
        stakeMinor,
        status,
        roundId: `vip-test-${n}`,
        idempotencyKey: `vip-test-${n}`,
        createdAt: new Date(),
      });
      await db
        .insert(betsTable)
        .values([
          bet(1, 600_000, 'settled'),
          bet(2, 500_000, 'settled'),
          bet(3, 9_000_000, 'open'),
        ]);

      const value = envelope(memberBenefitsValue).parse(
        json(await get(member.benefits.path, team1)),
      ).value!;
      expect(value.member).toEqual({
        level: 1,
        label: 'VIP1',
        turnover: '11000.00',
        depositTotal: '1500.00',
        // Reaching VIP1 paid its upgrade bonus (vip-bonuses.test.ts).
        received: { upgradeLevels: [1], birthdayThisYear: false },
      });
      const info = json<{ value: { vipLevel: number; vipLabel: string } }>(
        await get(member.info.path, team1),
      ).value;
      expect(info).toMatchObject({ vipLevel: 1, vipLabel: 'VIP1' });
    });

    it('is refused without the VIP-benefits flag, and to visitors and trial accounts', async () => {
      expectError(await get(member.benefits.path), 401, 'auth.required');
      const config = seedConfig();
      config.whitelabel[FLAG.VIP_BENEFITS] = false;
      expect((await putConfig(config)).statusCode).toBe(200);
      expectError(await get(member.benefits.path, demo), 403, 'feature.disabled');
      expect((await putConfig(seedConfig())).statusCode).toBe(200);
      expect((await get(member.benefits.path, demo)).statusCode).toBe(200);
    });
  });
});
