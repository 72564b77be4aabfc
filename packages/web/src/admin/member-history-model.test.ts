import { MEMBER_HISTORY_KINDS } from '@kalaro/contract/member-admin';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ty from './locales/ty.json';
import { HISTORY_TABS, historyPager, tabAfterKey } from './member-history-model';

describe("a member's history: tabs and pages", () => {
  it('has a tab for every kind the server answers, in its order, named in EN and TY', () => {
    expect(HISTORY_TABS.map((t) => t.kind)).toEqual([...MEMBER_HISTORY_KINDS]);
    for (const tab of HISTORY_TABS) {
      for (const key of [tab.label, tab.empty]) {
        expect(en[key], key).toBeTruthy();
        expect(ty[key], key).toBeTruthy();
      }
    }
  });

  it('moves between tabs with the arrow keys (wrapping), Home and End; other keys do nothing', () => {
    expect(tabAfterKey(0, 'ArrowRight', 5)).toBe(1);
    expect(tabAfterKey(4, 'ArrowRight', 5)).toBe(0);
    expect(tabAfterKey(2, 'ArrowLeft', 5)).toBe(1);
    expect(tabAfterKey(0, 'ArrowLeft', 5)).toBe(4);
    expect(tabAfterKey(3, 'Home', 5)).toBe(0);
    expect(tabAfterKey(1, 'End', 5)).toBe(4);
    expect(tabAfterKey(1, 'ArrowDown', 5)).toBeNull();
    expect(tabAfterKey(1, 'Enter', 5)).toBeNull();
    expect(tabAfterKey(0, 'ArrowRight', 0)).toBeNull();
  });

  it('says which rows a page shows, without a count of every row', () => {
    expect(historyPager(1, 20, 20, true)).toEqual({
      label: { key: 'member_history_page', values: { page: 1, from: 1, to: 20 } },
      previous: false,
      next: true,
    });
    // The last page: fewer rows, no further page.
    expect(historyPager(3, 20, 7, false)).toEqual({
      label: { key: 'member_history_page', values: { page: 3, from: 41, to: 47 } },
      previous: true,
      next: false,
    });
    // A page past the end (the rows went meanwhile) says it holds none, and leads back.
    expect(historyPager(4, 20, 0, false)).toEqual({
      label: { key: 'member_history_page_empty', values: { page: 4 } },
      previous: true,
      next: false,
    });
  });
});
