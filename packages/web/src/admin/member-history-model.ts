import { MEMBER_HISTORY_KINDS, type MemberHistoryKind } from '@kalaro/contract/member-admin';
import type { AdminText } from './model';

/** Rows a page of a member's history shows. */
export const HISTORY_PAGE_SIZE = 20;

/** The history's tabs, in the contract's order: each kind's name and what an empty page says. */
export const HISTORY_TABS: readonly {
  kind: MemberHistoryKind;
  label: AdminText;
  empty: AdminText;
}[] = MEMBER_HISTORY_KINDS.map((kind) => ({
  kind,
  label: `member_history_${kind}`,
  empty: `member_history_empty_${kind}`,
}));

/**
 * The tab a key moves to from tab `index` of `count` (WAI-ARIA tabs): ←/→ the
 * previous/next one, wrapping; Home/End the first/last; null for any other key.
 */
export function tabAfterKey(index: number, key: string, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
      return index >= count - 1 ? 0 : index + 1;
    case 'ArrowLeft':
      return index <= 0 ? count - 1 : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Where a page of a history is (nothing is counted, so no "of N"): the page
 * and the rows it shows, or that it shows none. Previous while not on the first
 * page; Next while the server found a row beyond this one (`more`).
 */
export function historyPager(
  page: number,
  pageSize: number,
  shown: number,
  more: boolean,
): { label: { key: AdminText; values: Record<string, number> }; previous: boolean; next: boolean } {
  const from = (page - 1) * pageSize + 1;
  return {
    label:
      shown > 0
        ? { key: 'member_history_page', values: { page, from, to: from + shown - 1 } }
        : { key: 'member_history_page_empty', values: { page } },
    previous: page > 1,
    next: more,
  };
}
