import { describe, expect, it } from 'vitest';
import { visibleAgentTiles } from '@kalaro/contract/agent-rules';
import {
  TEAM_TOOL_PATHS,
  readTeamScope,
  searchQuery,
  teamToolOfPath,
  transferAmountProblem,
  CONTRACT_PATHS,
  TILE_TARGETS,
  checkRate,
  contractKindOfPath,
  downlineRateProblem,
  footerEntries,
  greetingKey,
  mayCheckContracts,
  mayOpenAgentHome,
  pendingContractKinds,
  PAYOUT_BADGE,
  PAYOUT_STATUS_KEYS,
  payoutsByPeriod,
} from '@/features/agent/model';

describe('greetingKey', () => {
  it.each([
    [0, 'greeting_morning'],
    [10, 'greeting_morning'],
    [11, 'greeting_early_afternoon'],
    [14, 'greeting_early_afternoon'],
    [15, 'greeting_late_afternoon'],
    [18, 'greeting_late_afternoon'],
    [19, 'greeting_evening'],
    [23, 'greeting_evening'],
    [24, 'greeting_evening'],
  ])('hour %i → %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});

describe('mayOpenAgentHome', () => {
  it('lets agents in and sends visitors and types 0, 4 and 40 away', () => {
    expect(mayOpenAgentHome(null)).toBe(false);
    for (const type of [0, 4, 40]) expect(mayOpenAgentHome({ type })).toBe(false);
    for (const type of [1, 2, 41, 42]) expect(mayOpenAgentHome({ type })).toBe(true);
  });
});

describe('tiles and footer', () => {
  it('shows the whitelisted tiles in their fixed order, customer service always, unknown names never', () => {
    expect(visibleAgentTiles([])).toEqual(['onlineService']);
    expect(visibleAgentTiles(['messages', 'teamOverview', 'bogus'])).toEqual([
      'teamOverview',
      'messages',
      'onlineService',
    ]);
    expect(TILE_TARGETS.transactionRecord).toBe('/m/transaction/record?types=A');
    expect(TILE_TARGETS.onlineService).toBeNull();
  });

  it('shows the dividend entry only when dividends are enabled', () => {
    expect(footerEntries(true)).toContain('dividend');
    expect(footerEntries(false)).toEqual(['home', 'openAccount', 'announcements']);
  });
});

describe('contract rules', () => {
  const none = { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };

  it('asks about pending offers in the order daily salary, dividend, hourly salary', () => {
    expect(pendingContractKinds(none)).toEqual([]);
    expect(
      pendingContractKinds({
        dailysalreqtype: true,
        divtypecompperiodreq: true,
        contracthoursalreq: true,
      }),
    ).toEqual(['dailySalary', 'dividend', 'hourlySalary']);
    expect(
      pendingContractKinds({ ...none, contracthoursalreq: true, dailysalreqtype: true }),
    ).toEqual(['dailySalary', 'hourlySalary']);
  });

  it('checks contracts only for agents of types other than 4, 40, 41 and 42', () => {
    expect(mayCheckContracts(null)).toBe(false);
    for (const type of [0, 4, 40, 41, 42]) expect(mayCheckContracts({ type })).toBe(false);
    for (const type of [1, 2, 3, 43]) expect(mayCheckContracts({ type })).toBe(true);
  });

  it('maps each contract screen to its contract and back', () => {
    for (const [kind, path] of Object.entries(CONTRACT_PATHS)) {
      expect(contractKindOfPath(path)).toBe(kind);
    }
    expect(contractKindOfPath('/m/agent')).toBeUndefined();
  });

  it('checks a typed rate: a percentage with two decimals at most, not above the ceiling', () => {
    expect(checkRate('', 200)).toBe('empty');
    expect(checkRate('  ', 200)).toBe('empty');
    for (const bad of ['abc', '1.234', '-1', '1,5', '101', '1e2'])
      expect(checkRate(bad, 10_000)).toBe('invalid');
    expect(checkRate('2', 200)).toBeNull();
    expect(checkRate('2.00', 200)).toBeNull();
    expect(checkRate('2.01', 200)).toBe('above');
    expect(checkRate('0', 0)).toBeNull();
  });
});

describe('team tools', () => {
  it('maps each team tile to its tool and back', () => {
    for (const [tool, path] of Object.entries(TEAM_TOOL_PATHS)) {
      expect(teamToolOfPath(path)).toBe(tool);
      expect(Object.values(TILE_TARGETS)).toContain(path);
    }
    expect(teamToolOfPath('/m/agent')).toBeUndefined();
    expect(teamToolOfPath('/m/redRain')).toBeUndefined();
  });

  it('reads the scope from the address: direct, or the whole team', () => {
    expect(readTeamScope(new URLSearchParams('scope=direct'))).toBe('direct');
    expect(readTeamScope(new URLSearchParams('scope=all'))).toBe('all');
    expect(readTeamScope(new URLSearchParams('scope=everyone'))).toBe('all');
    expect(readTeamScope(new URLSearchParams())).toBe('all');
  });

  it('sends a search trimmed, at most 64 characters, and none when empty', () => {
    expect(searchQuery('  tm1 ')).toBe('tm1');
    expect(searchQuery('   ')).toBeUndefined();
    expect(searchQuery(null)).toBeUndefined();
    expect(searchQuery('x'.repeat(80))).toHaveLength(64);
  });
});

describe('transferAmountProblem', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['abc', 'format'],
    ['1.234', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['50.01', 'available'],
    ['50', null],
    ['0.01', null],
    [' 12.5 ', null],
  ])('%j with 50.00 available → %s', (text, problem) => {
    expect(transferAmountProblem(text, '50.00')).toBe(problem);
  });
});

describe('downlineRateProblem', () => {
  it.each([
    ['', 'empty'],
    ['abc', 'invalid'],
    ['1.234', 'invalid'],
    ['2.01', 'above'],
    ['0.49', 'below'],
    ['0.5', null],
    ['2', null],
    [' 1.25 ', null],
  ])('%j between 0.50%% and 2.00%% → %s', (input, problem) => {
    expect(downlineRateProblem(input, '2.00', '0.50')).toBe(problem);
  });
});

describe('payouts', () => {
  const payout = (id: number, period: string, status: 'paid' | 'pending' | 'rejected') => ({
    id,
    kind: 'dividend' as const,
    period,
    periodStart: '',
    periodEnd: '',
    base: '1.00',
    rate: '1.00',
    amount: '1.00',
    status,
    createdAt: '',
    paidAt: null,
    rejectReason: null,
  });

  it('finds each period’s payout, the newest first one of a period', () => {
    const byPeriod = payoutsByPeriod([
      payout(3, '2026-10', 'pending'),
      payout(2, '2026-10', 'rejected'),
      payout(1, '2026-09', 'paid'),
    ]);
    expect(byPeriod.get('2026-10')?.id).toBe(3);
    expect(byPeriod.get('2026-09')?.status).toBe('paid');
    expect(byPeriod.has('2026-08')).toBe(false);
  });

  it('names and colours each status', () => {
    expect(PAYOUT_STATUS_KEYS).toEqual({
      paid: 'payout_status_paid',
      pending: 'payout_status_pending',
      rejected: 'payout_status_rejected',
    });
    expect(PAYOUT_BADGE.paid).toBe('approved');
    expect(PAYOUT_BADGE.rejected).toBe('rejected');
  });
});
