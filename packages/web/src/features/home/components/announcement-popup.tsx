import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PopupItem } from '@kalaro/contract/content';
import { popupPage, stepPopupPage } from '@/features/home/model';
import { prefersReducedMotion } from '@/features/home/components/use-reduced-motion';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { ClearIcon } from '@/shared/ui/screen-icons';
import { SafeHtml } from '@/shared/ui/safe-html';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import styles from '@/features/home/components/announcement-popup.module.css';

export const REWARD_CENTER_PATH = '/m/rewardCenter';
/** The exit animation's length (the CSS has the same); a fallback if animationend never comes. */
const EXIT_MS = 200;

interface Props {
  items: readonly PopupItem[];
  /** The user closed it (button, Escape, go-to, a link): remember that now. */
  onClose: () => void;
  /** The exit animation is over: unmount. */
  onClosed: () => void;
}

/**
 * The announcement pop-up: one item at a time (title, HTML
 * content, previous / next without wrapping, "2 / 3"), a close button, and a
 * go-to button to the rewards centre when the item has a promotion. A modal
 * `<dialog>` (focus trapped, Escape closes) that fades out when closed.
 */
export function AnnouncementPopup({ items, onClose, onClosed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [closing, setClosing] = useState(false);
  const [open, setOpen] = useState(true);
  const page = popupPage(index, items.length);
  const item = items[page.index]!;

  const finish = useCallback(() => {
    setOpen(false);
    onClosed();
  }, [onClosed]);

  const requestClose = useCallback(() => {
    if (closing) return;
    onClose();
    if (prefersReducedMotion()) finish();
    else setClosing(true);
  }, [closing, onClose, finish]);

  const dialog = useModalDialog(open, { onCancel: requestClose });

  useEffect(() => {
    if (!closing) return;
    const fallback = setTimeout(finish, EXIT_MS + 100);
    return () => clearTimeout(fallback);
  }, [closing, finish]);

  const goTo = () => {
    requestClose();
    void navigate(REWARD_CENTER_PATH);
  };

  const step = (delta: -1 | 1) =>
    setIndex((current) => stepPopupPage(current, delta, items.length));

  return (
    <dialog
      {...dialog}
      className={styles.popup}
      aria-labelledby={titleId}
      data-testid="announcement-popup"
      data-closing={closing || undefined}
      onAnimationEnd={(event) => {
        if (closing && event.target === event.currentTarget) finish();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {item.title}
        </h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('close')}
          onClick={requestClose}
        >
          <ClearIcon size={20} />
        </button>
      </header>
      <SafeHtml
        key={page.index}
        html={item.content}
        className={styles.body}
        onLinkClick={requestClose}
      />
      {(items.length > 1 || item.promotionType) && (
        <footer className={styles.footer}>
          {items.length > 1 && (
            <div className={styles.pager}>
              <button
                type="button"
                className={`${styles.iconButton} ${styles.previous}`}
                aria-label={t('popup_previous')}
                aria-disabled={!page.hasPrevious}
                onClick={() => page.hasPrevious && step(-1)}
              >
                <ChevronRightIcon size={20} />
              </button>
              <p className={styles.counter} aria-live="polite">
                <span aria-hidden="true">{page.counter}</span>
                <span className="visually-hidden">
                  {t('popup_counter', { index: page.index + 1, count: items.length })}
                </span>
              </p>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('popup_next')}
                aria-disabled={!page.hasNext}
                onClick={() => page.hasNext && step(1)}
              >
                <ChevronRightIcon size={20} />
              </button>
            </div>
          )}
          {item.promotionType && (
            <button type="button" className={styles.goButton} onClick={goTo}>
              {t('popup_go')}
            </button>
          )}
        </footer>
      )}
    </dialog>
  );
}
