import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { columnsFor } from '@/features/games/model';
import styles from '@/features/games/components/games.module.css';

/** Fixed parts of a row (px): the name block under the icon and the gap between rows. */
export const NAME_BLOCK = 44;
export const GAP = 12;
/** Width assumed before the list is measured (a 390 px phone less the page padding). */
const FALLBACK_WIDTH = 358;

const rowHeightFor = (width: number, columns: number) =>
  Math.round((width - GAP * (columns - 1)) / columns) + NAME_BLOCK + GAP;

interface Props<G extends { nodeId: number }> {
  games: readonly G[];
  label: string;
  id?: string;
  renderTile: (game: G, index: number) => ReactNode;
}

/**
 * A virtualised grid of tiles scrolled by the window: only the rows near the
 * viewport are in the page, so thousands of games scroll smoothly. Rows have a
 * fixed height computed from the width, so nothing shifts as icons load.
 */
export function GameGrid<G extends { nodeId: number }>({ games, label, id, renderTile }: Props<G>) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const [offset, setOffset] = useState(0);

  // Width sets the columns; the distance from the top of the document moves when
  // content above the list loads (vendors, count), so both are measured on resize.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth || FALLBACK_WIDTH);
      setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const columns = columnsFor(width);
  const rowHeight = rowHeightFor(width, columns);
  const rows = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 4,
    scrollMargin: offset,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  return (
    <div
      ref={ref}
      id={id}
      role="list"
      aria-label={label}
      className={styles.grid}
      style={{ height: Math.max(0, rows * rowHeight - GAP) }}
      data-testid="game-grid"
      data-count={games.length}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        return (
          <div
            key={row.key}
            role="none"
            className={styles.row}
            style={{
              height: rowHeight - GAP,
              transform: `translateY(${row.start - offset}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {games
              .slice(first, first + columns)
              .map((game, column) => renderTile(game, first + column))}
          </div>
        );
      })}
    </div>
  );
}
