import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearIcon, SearchIcon } from '@/shared/ui/screen-icons';
import styles from '@/features/games/components/games.module.css';

/** Search by game name; a clear button empties it. */
export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('games_search_label')}
      </label>
      <SearchIcon size={18} className={styles.searchIcon} />
      <input
        id={id}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        placeholder={t('games_search_placeholder')}
        className={styles.searchInput}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className={styles.searchClear}
          aria-label={t('games_search_clear')}
          onClick={() => onChange('')}
        >
          <ClearIcon size={16} />
        </button>
      )}
    </div>
  );
}
