import type { ReactNode } from 'react';
import { LoadFailed } from '@/shared/ui/load-failed';
import { NoData } from '@/shared/ui/no-data';
import { PageLoading } from '@/shared/ui/page-loading';

/** What a screen reads of a TanStack query (`useQuery`, `useInfiniteQuery`, `useSuspenseQuery`). */
export interface QueryView<TData> {
  data: TData | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<TData> {
  query: QueryView<TData>;
  /** The screen itself, once its data is in. */
  children: (data: TData) => ReactNode;
  /** The failure page's heading (default: the records' "could not be loaded"). */
  failedTitle?: string;
  /** Whether the failure page says why; default yes. */
  failedReason?: boolean;
  /** Whether the failure page offers Retry; default yes. */
  retry?: boolean;
  /** Other ways on from the failure page, after Retry. */
  failedActions?: ReactNode;
  /**
   * A page of the screen's own for some failures (not found, closed), or
   * undefined for the usual failure page.
   */
  failure?: (error: unknown) => ReactNode;
  /**
   * Data already shown stays when a later call fails (a refresh, the next
   * page); without it any failure replaces the screen.
   */
  keepData?: boolean;
  /** Whether the data holds nothing to show: then `emptyText` shows instead. */
  isEmpty?: (data: TData) => boolean;
  emptyText?: string;
}

/**
 * One query's screen states: loading, failed (why, and Retry), empty, or the
 * content — the same markup and roles on every screen.
 */
export function QueryState<TData>({
  query,
  children,
  failedTitle,
  failedReason = true,
  retry = true,
  failedActions,
  failure,
  keepData = false,
  isEmpty,
  emptyText,
}: QueryStateProps<TData>) {
  const { data } = query;
  if (query.isPending) return <PageLoading />;
  if (query.isError && (!keepData || data === undefined)) {
    const own = failure?.(query.error);
    if (own !== undefined) return own;
    return (
      <LoadFailed
        error={query.error}
        title={failedTitle}
        reason={failedReason}
        onRetry={retry ? () => void query.refetch() : undefined}
        retrying={query.isFetching}
      >
        {failedActions}
      </LoadFailed>
    );
  }
  if (data === undefined) return <PageLoading />;
  if (isEmpty?.(data)) return <NoData text={emptyText} />;
  return children(data);
}
