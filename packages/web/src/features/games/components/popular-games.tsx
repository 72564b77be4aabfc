import { useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIZE_MODE } from '@kalaro/contract/constants';
import { prizeModeFor } from '@kalaro/contract/games-rules';
import { useVendorConfig } from '@/features/games/api/get-vendor-config';
import { HotPanel, ListPanel } from '@/features/games/components/category-tiles';
import { GridSkeleton } from '@/features/games/components/grid-skeleton';
import { useGameActions } from '@/features/games/components/use-game-actions';
import { choosePopular, POPULAR_LIMIT, popularContent, popularMenu } from '@/features/games/model';
import type { PopularCategory } from '@/features/games/model';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { readItem, writeItem } from '@/shared/storage/storage';
import { CATEGORY_ICONS, ChevronRightIcon, TicketIcon } from '@/shared/ui/icons';
import styles from '@/features/games/components/games.module.css';

/** The category chosen last in this tab (session storage): coming back shows it again. */
const CHOSEN_KEY = 'kalaro.popularCategory';

function LotteryPanel({ more }: { more: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.popularLottery}>
      <span className={styles.popularLotteryIcon}>
        <TicketIcon size={28} />
      </span>
      <p className={styles.popularLotteryText}>
        <strong>{t('popular_lottery_title')}</strong>
        <span>{t('popular_lottery_text')}</span>
      </p>
      <Link to={more} className={styles.popularMore}>
        {t('popular_lottery_action')}
        <ChevronRightIcon size={16} />
      </Link>
    </div>
  );
}

interface Props {
  /** Image CDN the icon paths are relative to. */
  cdn: string;
}

/**
 * The popular games of home: a horizontal category menu (HOT
 * first, then the categories of the vendor configuration) and the chosen
 * category's games: HOT the hot list, LOTT the lottery lobby, in-house by vendor,
 * others the first page of their list with a link to all. Lists reload in a new
 * language after 200 ms. Lazy-loadable: no virtual grid here.
 */
export default function PopularGames({ cdn }: Props) {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const config = useVendorConfig();
  const sorting = config.data?.sorting;
  const menu = useMemo(() => popularMenu(sorting ?? []), [sorting]);
  const [wanted, setWanted] = useState<string | null>(() => readItem('session', CHOSEN_KEY));
  // A category other than HOT chosen before waits for the menu instead of showing HOT first.
  const waiting = config.isPending && wanted !== null && wanted !== 'HOT';
  const current = waiting ? null : choosePopular(menu, wanted);
  const prizeMode = sorting ? prizeModeFor(sorting) : PRIZE_MODE.LOTT;
  const actions = useGameActions(prizeMode);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const panelId = `${baseId}-panel`;
  const tabId = (category: PopularCategory) => `${baseId}-tab-${category}`;
  const tablist = useRef<HTMLDivElement>(null);

  const choose = (category: PopularCategory) => {
    setWanted(category);
    writeItem('session', CHOSEN_KEY, category);
    // Bring the chosen tab into the middle of the menu, without scrolling the page.
    const list = tablist.current;
    const tab = list?.querySelector<HTMLElement>(`[data-category="${category}"]`);
    if (list && tab && typeof list.scrollTo === 'function') {
      list.scrollTo({ left: tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2 });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = menu.indexOf(event.currentTarget.dataset.category as PopularCategory);
    const target =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? menu.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = menu[(target + menu.length) % menu.length];
    if (next) tablist.current?.querySelector<HTMLElement>(`[data-category="${next}"]`)?.focus();
  };

  const content = current ? popularContent(current, sorting ?? []) : null;
  const categoryName = current ? t(`category_${current}`) : '';
  const tiles = {
    label: t('popular_list_label', { category: categoryName }),
    moreLabel: t('popular_more', { category: categoryName }),
    cdn,
    actions,
  };

  return (
    <section className={styles.popular} aria-labelledby={titleId} data-testid="popular-games">
      <h2 id={titleId} className={styles.popularTitle}>
        {t('popular_title')}
      </h2>
      <div
        ref={tablist}
        role="tablist"
        aria-label={t('popular_categories')}
        className={styles.popularTabs}
      >
        {menu.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          const selected = category === current;
          return (
            <button
              key={category}
              type="button"
              role="tab"
              id={tabId(category)}
              data-category={category}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected || (current === null && category === 'HOT') ? 0 : -1}
              className={styles.popularTab}
              onClick={() => choose(category)}
              onKeyDown={onKeyDown}
            >
              <Icon size={20} />
              {t(`category_${category}`)}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={current ? tabId(current) : undefined}
        aria-label={current ? undefined : t('popular_title')}
        aria-busy={content === null}
        className={styles.popularPanel}
      >
        {content === null ? (
          <GridSkeleton count={POPULAR_LIMIT} />
        ) : content.kind === 'hot' ? (
          <HotPanel {...tiles} more={content.more} language={language} />
        ) : content.kind === 'lottery' ? (
          <LotteryPanel more={content.more} />
        ) : (
          <ListPanel
            key={content.gameType}
            {...tiles}
            gameType={content.gameType}
            vendors={content.vendors}
            language={language}
          />
        )}
      </div>
    </section>
  );
}
