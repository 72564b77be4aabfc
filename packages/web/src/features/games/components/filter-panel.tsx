import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameType } from '@kalaro/contract/games';
import {
  filterSections,
  otherGames,
  resetFilter,
  toggleFilterVendor,
} from '@/features/games/model';
import type { GameFilter } from '@/features/games/model';
import { imageUrl } from '@/shared/images/image-cdn';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import { CloseIcon } from '@/features/games/components/filter-icons';
import styles from '@/features/games/components/games.module.css';

interface Vendor {
  vendor: string;
  accountTypeName: string;
  icon: string;
}

interface Props {
  open: boolean;
  gameType: GameType | undefined;
  vendors: readonly Vendor[];
  classifies: Readonly<Record<string, readonly string[]>>;
  applied: GameFilter;
  cdn: string;
  onApply: (filter: GameFilter) => void;
  onClose: () => void;
}

/**
 * The game filter panel: a slide-in modal `<dialog>` with vendors,
 * for RNG a classification and a minimum bet, submit / reset / close, and other games.
 */
export function FilterPanel({
  open,
  gameType,
  vendors,
  classifies,
  applied,
  cdn,
  onApply,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [draft, setDraft] = useState<GameFilter>(applied);
  const sections = filterSections(gameType, classifies);
  // Every opening starts from the applied filter.
  const dialog = useModalDialog(open, { onCancel: onClose, onOpen: () => setDraft(applied) });

  return (
    <dialog {...dialog} className={styles.filterPanel} aria-labelledby={titleId}>
      <form
        className={styles.filterForm}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <div className={styles.filterHeader}>
          <h2 id={titleId} className={styles.filterTitle}>
            {t('games_filter_title')}
          </h2>
          <button
            type="button"
            className={styles.filterClose}
            aria-label={t('games_filter_close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>

        {vendors.length > 0 && (
          <fieldset className={styles.filterGroup}>
            <legend>{t('games_vendors')}</legend>
            <div className={styles.filterChoices}>
              <label className={styles.filterChoice}>
                <input
                  type="radio"
                  name="vassalage"
                  checked={draft.vassalage === null}
                  onChange={() => setDraft((d) => toggleFilterVendor(d, null))}
                />
                <span>{t('games_all_vendors')}</span>
              </label>
              {vendors.map((vendor) => (
                <label key={vendor.vendor} className={styles.filterChoice}>
                  <input
                    type="radio"
                    name="vassalage"
                    value={vendor.vendor}
                    checked={draft.vassalage === vendor.vendor}
                    onChange={() => setDraft((d) => toggleFilterVendor(d, vendor.vendor))}
                    onClick={() => {
                      // Tapping the selected vendor again clears it (no change event then).
                      if (draft.vassalage === vendor.vendor)
                        setDraft((d) => toggleFilterVendor(d, vendor.vendor));
                    }}
                  />
                  <img
                    src={imageUrl(cdn, vendor.icon)}
                    alt=""
                    width={20}
                    height={20}
                    loading="lazy"
                    decoding="async"
                  />
                  <span>{vendor.accountTypeName}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {sections.classify.length > 0 && (
          <fieldset className={styles.filterGroup}>
            <legend>{t('games_filter_classify')}</legend>
            <div className={styles.filterChoices}>
              <label className={styles.filterChoice}>
                <input
                  type="radio"
                  name="gameClassify"
                  checked={draft.gameClassify === null}
                  onChange={() => setDraft((d) => ({ ...d, gameClassify: null }))}
                />
                <span>{t('games_filter_all')}</span>
              </label>
              {sections.classify.map((classify) => (
                <label key={classify} className={styles.filterChoice}>
                  <input
                    type="radio"
                    name="gameClassify"
                    value={classify}
                    checked={draft.gameClassify === classify}
                    onChange={() => setDraft((d) => ({ ...d, gameClassify: classify }))}
                  />
                  <span>{classify}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {sections.minBet.length > 0 && (
          <fieldset className={styles.filterGroup}>
            <legend>{t('games_filter_min_bet')}</legend>
            <div className={styles.filterChoices}>
              <label className={styles.filterChoice}>
                <input
                  type="radio"
                  name="minBet"
                  checked={draft.minBet === null}
                  onChange={() => setDraft((d) => ({ ...d, minBet: null }))}
                />
                <span>{t('games_filter_all')}</span>
              </label>
              {sections.minBet.map((bet) => (
                <label key={bet} className={styles.filterChoice}>
                  <input
                    type="radio"
                    name="minBet"
                    value={bet}
                    checked={draft.minBet === bet}
                    onChange={() => setDraft((d) => ({ ...d, minBet: bet }))}
                  />
                  <span>{bet}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <div className={styles.filterActions}>
          <button
            type="button"
            className={styles.filterSecondary}
            onClick={() => setDraft(resetFilter())}
          >
            {t('games_filter_reset')}
          </button>
          <button type="submit" className={styles.filterPrimary}>
            {t('games_filter_submit')}
          </button>
        </div>

        <nav aria-label={t('games_filter_other')} className={styles.filterGroup}>
          <h3 className={styles.filterSubtitle}>{t('games_filter_other')}</h3>
          <ul className={styles.filterOther}>
            {otherGames(gameType).map(({ category, to }) => (
              <li key={category}>
                <Link to={to} className={styles.filterChoice} onClick={onClose}>
                  {t(`category_${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </form>
    </dialog>
  );
}
