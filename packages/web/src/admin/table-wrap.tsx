import type { ReactNode } from 'react';
import styles from './admin.module.css';

/**
 * A table that may scroll sideways (on a phone): a labelled region that the
 * keyboard can focus and scroll, as axe's `scrollable-region-focusable` asks.
 */
export function TableWrap({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard; it has a role and a name.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableWrap} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
