import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styles from './admin.module.css';
import { ErrorLine } from './error-line';
import type { AdminText } from './model';
import { useText } from './use-text';

/**
 * A server-read part of a screen: loading, failed (with a retry), empty, or the
 * content drawn from the data; `aria-busy` while it refreshes.
 */
export function QueryBlock<T>(props: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: AdminText;
  children: (data: T) => ReactNode;
}) {
  const text = useText();
  const { query } = props;
  return (
    <section className={styles.card} aria-busy={query.isFetching}>
      {query.isPending ? (
        <p>{text('loading')}</p>
      ) : query.isError ? (
        <>
          <ErrorLine error={query.error} />
          <button className={styles.button} type="button" onClick={() => void query.refetch()}>
            {text('retry')}
          </button>
        </>
      ) : props.isEmpty?.(query.data) && props.empty ? (
        <p>{text(props.empty)}</p>
      ) : (
        props.children(query.data)
      )}
    </section>
  );
}
