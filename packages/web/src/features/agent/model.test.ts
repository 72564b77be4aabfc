import { describe, expect, it } from 'vitest';
import { visibleAgentTiles } from '@kalaro/contract/agent-rules';
import { footerEntries, greetingKey, mayOpenAgentHome, TILE_TARGETS } from '@/features/agent/model';

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
