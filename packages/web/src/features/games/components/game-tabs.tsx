import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TABS } from '@/features/games/model';
import type { GameTab } from '@/features/games/model';
import styles from '@/features/games/components/games.module.css';

const LABEL = {
  all: 'games_tab_all',
  hot: 'games_tab_hot',
  recent: 'games_tab_recent',
  fav: 'games_tab_fav',
} as const;

/** The list tabs: all, hot, recent, favourites (arrow keys move between them). */
export function GameTabs({
  value,
  panelId,
  onChange,
}: {
  value: GameTab;
  panelId: string;
  onChange: (tab: GameTab) => void;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = GAME_TABS.indexOf(value);
    const next = GAME_TABS[(index + step + GAME_TABS.length) % GAME_TABS.length] ?? value;
    const tabs =
      event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    tabs?.[GAME_TABS.indexOf(next)]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('games_tabs')} className={styles.tabs}>
      {GAME_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`games-tab-${tab}`}
          aria-selected={tab === value}
          aria-controls={panelId}
          tabIndex={tab === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
          onKeyDown={onKeyDown}
        >
          {t(LABEL[tab])}
        </button>
      ))}
    </div>
  );
}
