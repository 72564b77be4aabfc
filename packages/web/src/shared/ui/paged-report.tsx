import { useCallback, type ReactNode } from 'react';
import { ListFooter } from '@/shared/ui/list-footer';
import { NoData } from '@/shared/ui/no-data';
import { QueryState, type QueryView } from '@/shared/ui/query-state';
import styles from '@/shared/ui/report.module.css';

/** What a paged report reads of a TanStack infinite query. */
export interface PagedQuery<TPage> extends QueryView<{ pages: TPage[] }> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
}

export interface PagedReportProps<TPage, TRow> {
  query: PagedQuery<TPage>;
  /** The rows of one page, in order. */
  rowsOf: (page: TPage) => readonly TRow[];
  /** One row: an `<li>` (or a component rendering one) with its key. */
  children: (row: TRow, first: TPage) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** What an empty range says. */
  emptyText: string;
  /** Above the list once the first page is in, empty or not: totals, a hint. */
  header?: (first: TPage) => ReactNode;
  /** The line above a non-empty list ("12 records"). */
  count?: (first: TPage, rows: readonly TRow[]) => string;
  /** Whether the count is a polite status (announced when it changes); default yes. */
  announceCount?: boolean;
  /** What the end of the list says (default: the end of a date range). */
  endText?: string;
}

/**
 * A report read page after page: loading, failed (Retry), then the header,
 * "nothing in this range" or the count, the rows and the footer that loads the
 * next page (by scrolling near it or by its button) or says the list ended. A
 * page after the first that fails leaves the rows shown and the footer says so.
 */
export function PagedReport<TPage, TRow>({
  query,
  rowsOf,
  children,
  label,
  emptyText,
  header,
  count,
  announceCount = true,
  endText,
}: PagedReportProps<TPage, TRow>) {
  const { fetchNextPage } = query;
  const onMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  return (
    <QueryState query={query} keepData>
      {({ pages }) => {
        const first = pages[0];
        const rows = pages.flatMap(rowsOf);
        return (
          <>
            {first !== undefined && header?.(first)}
            {first === undefined || rows.length === 0 ? (
              <NoData text={emptyText} />
            ) : (
              <>
                {count && (
                  <p className={styles.count} role={announceCount ? 'status' : undefined}>
                    {count(first, rows)}
                  </p>
                )}
                <ul className={styles.list} aria-label={label}>
                  {rows.map((row) => children(row, first))}
                </ul>
                <ListFooter
                  hasMore={query.hasNextPage}
                  loadingMore={query.isFetchingNextPage}
                  failed={query.isFetchNextPageError}
                  onMore={onMore}
                  endText={endText}
                />
              </>
            )}
          </>
        );
      }}
    </QueryState>
  );
}
