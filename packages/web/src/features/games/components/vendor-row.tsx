import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { groupOf, startsGroup, toggleVendor, vendorLayout } from '@/features/games/model';
import { imageUrl } from '@/shared/images/image-cdn';
import { ChevronRightIcon } from '@/shared/ui/icons';
import styles from '@/features/games/components/games.module.css';

interface Vendor {
  vendor: string;
  accountTypeName: string;
  icon: string;
}

interface Props {
  vendors: readonly Vendor[];
  selected: string | null;
  cdn: string;
  onSelect: (vendor: string | null) => void;
  /** Offer 'all' first (the game list); off where a vendor must stay chosen (in-house). */
  showAll?: boolean;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The vendor carousel: 'all' first, then the vendors (DS88
 * hidden). More than 5 vendors scroll sideways 4 to a view, snapping and stepping
 * by groups of 4 with 5 px between them (previous / next buttons step a group); 5
 * or fewer share the row. Tapping the selected vendor clears it.
 */
export function VendorRow({ vendors, selected, cdn, onSelect, showAll = true }: Props) {
  const { t } = useTranslation();
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const layout = vendorLayout(vendors);
  const carousel = layout.mode === 'carousel';
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft >= max - 1;
    // Re-render only when an end is reached or left, not on every scroll event.
    setEdges((current) =>
      current.start === start && current.end === end ? current : { start, end },
    );
  }, []);

  // Open on the group of the selected vendor (e.g. from the URL), once the vendors are in.
  const selectedIndex = layout.vendors.findIndex((v) => v.vendor === selected);
  const openingGroup = carousel ? groupOf(Math.max(0, selectedIndex), layout.groupSize) : 0;
  const opened = useRef(false);
  const count = layout.vendors.length;
  useLayoutEffect(() => {
    const element = track.current;
    if (!element) return;
    if (!opened.current) {
      opened.current = true;
      if (openingGroup > 0) {
        element.scrollLeft = openingGroup * (element.clientWidth + layout.spacingPx);
      }
    }
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, count, carousel, openingGroup, layout.spacingPx]);

  // A step button that hides at an end passes the focus to the other one.
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (edges.start && active === previousButton.current) nextButton.current?.focus();
    if (edges.end && active === nextButton.current) previousButton.current?.focus();
  }, [edges]);

  if (layout.vendors.length === 0) return null;

  const step = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const left = direction * (element.clientWidth + layout.spacingPx);
    if (typeof element.scrollBy === 'function') {
      element.scrollBy({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
    } else {
      element.scrollLeft += left;
    }
  };

  const trackStyle = {
    '--vendor-gap': `${layout.spacingPx}px`,
    '--vendor-per-view': layout.perView,
  } as CSSProperties;

  return (
    <div className={styles.vendors} role="group" aria-label={t('games_vendors')}>
      {showAll && (
        <button
          type="button"
          className={`${styles.vendor} ${styles.vendorAll}`}
          aria-pressed={selected === null}
          onClick={() => onSelect(null)}
        >
          {t('games_all_vendors')}
        </button>
      )}
      <div className={styles.vendorTrackWrap}>
        <div
          ref={track}
          id={trackId}
          className={styles.vendorTrack}
          data-layout={layout.mode}
          data-testid="vendor-track"
          style={trackStyle}
          onScroll={carousel ? measure : undefined}
        >
          {layout.vendors.map((vendor, index) => (
            <button
              key={vendor.vendor}
              type="button"
              className={`${styles.vendor} ${styles.vendorSlide}`}
              style={
                carousel
                  ? { scrollSnapAlign: startsGroup(index, layout.groupSize) ? 'start' : 'none' }
                  : undefined
              }
              aria-pressed={selected === vendor.vendor}
              onClick={() => onSelect(toggleVendor(selected, vendor.vendor))}
            >
              <img
                src={imageUrl(cdn, vendor.icon)}
                alt=""
                width={24}
                height={24}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.vendorName}>{vendor.accountTypeName}</span>
            </button>
          ))}
        </div>
        {carousel && (
          <>
            <button
              ref={previousButton}
              type="button"
              className={`${styles.vendorStep} ${styles.vendorPrevious}`}
              aria-label={t('games_vendors_previous')}
              aria-controls={trackId}
              hidden={edges.start}
              onClick={() => step(-1)}
            >
              <ChevronRightIcon size={18} className={styles.flip} />
            </button>
            <button
              ref={nextButton}
              type="button"
              className={`${styles.vendorStep} ${styles.vendorNext}`}
              aria-label={t('games_vendors_next')}
              aria-controls={trackId}
              hidden={edges.end}
              onClick={() => step(1)}
            >
              <ChevronRightIcon size={18} />
            </button>
          </>
        )}
      </div>
    </div>
  );
}
