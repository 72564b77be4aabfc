import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import styles from './admin.module.css';
import { ErrorLine } from './error-line';
import type { AdminText } from './model';
import { useText } from './use-text';

/**
 * A server-read part of a screen: loading, failed (with a retry), empty, or the
 * content drawn from the data; `aria-busy` while it refreshes. With a `title`,
 * the part is a section named by that heading, shown above every state.
 */
export function QueryBlock<T>(props: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: AdminText;
  title?: string;
  children: (data: T) => ReactNode;
}) {
  const text = useText();
  const titleId = useId();
  const { query } = props;
  return (
    <section
      className={styles.card}
      aria-labelledby={props.title === undefined ? undefined : titleId}
      aria-busy={query.isFetching}
    >
      {props.title === undefined ? null : <h2 id={titleId}>{props.title}</h2>}
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
