import styles from './admin.module.css';
import { pageCount } from './model';
import { useText } from './use-text';

/** Previous / next over a server-paged table, with where the reader is. */
export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const text = useText();
  const pages = pageCount(props.total, props.pageSize);
  return (
    <nav
      className={styles.pager}
      aria-label={text('page_of', { page: props.page, pages, total: props.total })}
    >
      <button
        type="button"
        className={`${styles.button} ${styles.secondary}`}
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {text('previous')}
      </button>
      <span aria-live="polite">
        {text('page_of', { page: props.page, pages, total: props.total })}
      </span>
      <button
        type="button"
        className={`${styles.button} ${styles.secondary}`}
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {text('next')}
      </button>
    </nav>
  );
}
