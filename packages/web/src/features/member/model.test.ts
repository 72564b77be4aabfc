import { describe, expect, it } from 'vitest';
import { FLAG } from '@kalaro/contract/constants';
import { displayName } from '@/features/member/display-name';
import {
  badgeText,
  joinedDays,
  MENU_ITEMS,
  memberCentreLayout,
  profileTarget,
  visibleMenuItems,
} from '@/features/member/model';
import type { MenuContext, MenuItemId } from '@/features/member/model';

describe('displayName', () => {
  it('prefers the nickname, then the account, then the fallback', () => {
    expect(displayName({ nickname: 'Lucky', account: 'demo' }, 'x')).toBe('Lucky');
    expect(displayName({ nickname: null, account: 'demo' }, 'x')).toBe('demo');
    expect(displayName({ nickname: '  ', account: 'demo' }, 'x')).toBe('demo');
    expect(displayName(undefined, 'session-name')).toBe('session-name');
  });
});

describe('joinedDays', () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    // regDate, now, time zone, days
    ['2024-03-01T10:00:00Z', '2024-03-01T20:00:00Z', 'UTC', 0],
    ['2024-03-01T10:00:00Z', '2024-03-02T09:00:00Z', 'UTC', 1],
    ['2024-03-01T23:59:00Z', '2024-03-02T00:01:00Z', 'UTC', 1],
    ['2024-01-01T00:00:00Z', '2024-12-31T12:00:00Z', 'UTC', 365],
    // 15:00Z is 23:00 on 1 March in Manila; 17:00Z is already 2 March there.
    ['2024-03-01T15:00:00Z', '2024-03-01T17:00:00Z', 'Asia/Manila', 1],
    ['2024-03-01T15:00:00Z', '2024-03-01T17:00:00Z', 'UTC', 0],
    // In New York both instants are on 1 March, in UTC on two days.
    ['2024-03-01T15:00:00Z', '2024-03-02T01:00:00Z', 'America/New_York', 0],
    ['2024-03-01T15:00:00Z', '2024-03-02T01:00:00Z', 'UTC', 1],
    // Across the spring-forward night (a 23-hour day) the count stays in whole days.
    ['2024-03-09T12:00:00-05:00', '2024-03-11T00:30:00-04:00', 'America/New_York', 2],
    // An offset in regDate is honoured.
    ['2024-03-02T00:30:00+08:00', '2024-03-02T08:00:00+08:00', 'Asia/Manila', 0],
  ] as const)('%s → %s in %s: %i days', (regDate, now, timeZone, days) => {
    expect(joinedDays(regDate, at(now), timeZone)).toBe(days);
  });

  it.each([
    ['Asia/Manila', 1],
    ['America/New_York', 0],
  ] as const)("without a time zone counts in the device's own (%s): %i days", (zone, days) => {
    const saved = process.env.TZ;
    process.env.TZ = zone;
    try {
      // 15:00Z on 1 March → 17:00Z: a new day in Manila, the same one in New York.
      expect(joinedDays('2024-03-01T15:00:00Z', at('2024-03-01T17:00:00Z'))).toBe(days);
      expect(joinedDays('2024-03-01T15:00:00Z', at('2024-03-03T17:00:00Z'))).toBe(days + 2);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('never counts a registration in the future as negative', () => {
    expect(joinedDays('2024-03-05T00:00:00Z', at('2024-03-01T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('gives null for a date it cannot read', () => {
    expect(joinedDays('not a date', at('2024-03-01T00:00:00Z'), 'UTC')).toBeNull();
  });
});

describe('visibleMenuItems', () => {
  const ALL_FLAGS = Object.fromEntries(Object.values(FLAG).map((name) => [name, true]));
  const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
    flags: {},
    memberType: 0,
    toUpline: false,
    promotions: [],
    ...overrides,
  });
  const ids = (overrides: Partial<MenuContext> = {}) =>
    visibleMenuItems(context(overrides)).map((item) => item.id);

  it('shows only the unconditional entries with no flag, no promotion, type 0', () => {
    expect(ids()).toEqual(['deposit', 'withdraw', 'security', 'responsibleGaming']);
  });

  it('keeps the table order with everything on', () => {
    expect(
      ids({
        flags: ALL_FLAGS,
        memberType: 1,
        toUpline: true,
        promotions: [{ promotionType: 'REFERRAL' }, { promotionType: 'MISSION' }],
      }),
    ).toEqual(MENU_ITEMS.map((item) => item.id));
  });

  // One row per flag-driven entry: the flag alone adds exactly that entry.
  it.each([
    [FLAG.VIP_BENEFITS, 'benefits'],
    [FLAG.REWARD_CENTRE, 'rewards'],
    [FLAG.DEPOSIT_RECORD, 'depositRecord'],
    [FLAG.WITHDRAW_RECORD, 'withdrawRecord'],
    [FLAG.TRANSACTION_RECORD, 'accountRecord'],
    [FLAG.BETTING_RECORD, 'bettingRecord'],
    [FLAG.PROFIT_AND_LOSS, 'profitLoss'],
    [FLAG.MANUAL_REBATE, 'manualRebate'],
    [FLAG.REBATE_REPORT, 'rebateReport'],
    [FLAG.MAIL_CENTRE, 'mail'],
    [FLAG.FEEDBACK, 'feedback'],
  ] as const)('flag %s shows %s', (name, id) => {
    const base = ids();
    const withFlag = ids({ flags: { [name]: true } });
    expect(withFlag.filter((item) => !base.includes(item))).toEqual([id]);
    // A flag set to false is off.
    expect(ids({ flags: { [name]: false } })).toEqual(base);
  });

  it.each([
    // promotion types running, entries added
    [[], []],
    [['REFERRAL'], ['inviteFriends']],
    [['MISSION'], ['mission']],
    [
      ['REFERRAL', 'MISSION'],
      ['inviteFriends', 'mission'],
    ],
    [['DEPOSIT', null], []],
  ] as const)('promotions %j add %j', (types, added) => {
    const promotions = types.map((promotionType) => ({ promotionType }));
    const shown = ids({ promotions });
    expect(shown.filter((item) => !ids().includes(item))).toEqual(added);
  });

  it.each([
    // member type, agency centre shown
    [undefined, false],
    [0, false],
    [4, false],
    [40, false],
    [1, true],
    [2, true],
    [3, true],
    [41, true],
    [42, true],
  ] as const)('type %s: agency centre %s', (memberType, shown) => {
    expect(ids({ memberType }).includes('agency')).toBe(shown);
  });

  it.each([
    // flag, toUpline, type, shown
    [true, true, 0, true],
    [true, true, 1, true],
    [true, true, 2, false],
    [true, true, 40, true],
    [true, false, 0, false],
    [false, true, 0, false],
    [true, true, undefined, false],
  ] as const)(
    'transfer to superior with AGETRANSFERUP3=%s, toUpline=%s, type %s: %s',
    (on, toUpline, memberType, shown) => {
      const flags = { [FLAG.TRANSFER_TO_UPLINE]: on };
      expect(ids({ flags, toUpline, memberType }).includes('transferSuperior')).toBe(shown);
    },
  );

  it('a visitor sees the flag and promotion entries but no agency or transfer', () => {
    const shown = ids({
      flags: ALL_FLAGS,
      memberType: undefined,
      toUpline: false,
      promotions: [{ promotionType: 'REFERRAL' }],
    });
    expect(shown).not.toContain('agency');
    expect(shown).not.toContain('transferSuperior');
    expect(shown).toContain('inviteFriends');
    expect(shown).toContain('rewards');
  });

  it('gives the rewards entry the unclaimed badge and the mail entry the unread badge', () => {
    const badges = Object.fromEntries(
      MENU_ITEMS.filter((item) => item.badge).map((item) => [item.id, item.badge]),
    ) as Partial<Record<MenuItemId, string>>;
    expect(badges).toEqual({ rewards: 'unclaimed', mail: 'unread' });
  });

  it('points each entry at the route of the table', () => {
    expect(Object.fromEntries(MENU_ITEMS.map((item) => [item.id, item.route]))).toEqual({
      benefits: '/m/member/benefits',
      deposit: '/m/voucherCenter',
      withdraw: '/m/withdraw',
      inviteFriends: '/m/inviteFriends',
      security: '/m/securityCenter',
      rewards: '/m/rewardCenter',
      agency: '/m/agent',
      depositRecord: '/m/vouReport',
      withdrawRecord: '/m/withdrawReport',
      accountRecord: '/m/transaction/record',
      bettingRecord: '/m/gameRecord',
      profitLoss: '/m/profitandloss',
      transferSuperior: '/m/upLine/transfer',
      manualRebate: '/m/member/manualRebate',
      mission: '/m/leaderBoard',
      rebateReport: '/m/member/rebateReport',
      mail: '/m/webEmail',
      feedback: '/m/feedback',
      responsibleGaming: '/m/responsibleGaming',
    });
  });
});

describe('member-centre rules', () => {
  it('selects the new layout only for mem_cen 1', () => {
    expect(memberCentreLayout({ mem_cen: 1 })).toBe('new');
    expect(memberCentreLayout({ mem_cen: 0 })).toBe('base');
  });

  it('opens the benefits from the profile only with the VIP-benefit flag', () => {
    expect(profileTarget({ [FLAG.VIP_BENEFITS]: true })).toBe('/m/member/benefits');
    expect(profileTarget({ [FLAG.VIP_BENEFITS]: false })).toBeNull();
    expect(profileTarget({})).toBeNull();
  });

  it('shows badge counts, capped at 99+', () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('responsible gaming entry', () => {
  it('shows for every real member whatever the flags, never for a trial account', () => {
    const base = { flags: {}, toUpline: false, promotions: [] };
    const has = (memberType: number | undefined) =>
      visibleMenuItems({ ...base, memberType }).some((item) => item.id === 'responsibleGaming');
    expect(has(0)).toBe(true);
    expect(has(1)).toBe(true);
    expect(has(4)).toBe(false);
  });
});
