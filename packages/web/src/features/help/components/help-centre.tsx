import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { SafeHtml } from '@/shared/ui/safe-html';
import { helpQueryOptions } from '@/features/help/api/get-help';
import { activeHelpIndex } from '@/features/help/model';
import styles from '@/features/help/components/help-centre.module.css';

/**
 * The help centre: the entries' titles as tabs, the active
 * entry's sanitised HTML below. The active entry is `?i=` (default 0), so every
 * entry has its own address; choosing one replaces the address rather than
 * adding a history step. A language change reloads the entries.
 */
export function HelpCentre() {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const help = useQuery({ ...helpQueryOptions(language), placeholderData: keepPreviousData });
  const [params, setParams] = useSearchParams();
  const entries = help.data ?? [];
  const active = activeHelpIndex(params.get('i'), entries.length);
  const entry = entries[active];
  const baseId = useId();
  const tabList = useRef<HTMLDivElement>(null);

  // Keep the chosen title in view in the scrolling tab strip (deep links too).
  useEffect(() => {
    const tab = tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, entries.length]);

  const choose = (index: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('i', String(index));
        return next;
      },
      { replace: true },
    );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = entries.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    choose(target);
    tabList.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <QueryState query={help} failedTitle={t('help_load_failed')} failedReason={false} keepData>
      {() => {
        if (!entry) return <NoData text={t('help_empty')} />;

        const tabId = (index: number) => `${baseId}-tab-${index}`;
        const panelId = `${baseId}-panel`;
        return (
          <div className={styles.page} aria-busy={help.isPlaceholderData || undefined}>
            <div
              ref={tabList}
              role="tablist"
              aria-label={t('help_topics')}
              className={styles.tabs}
              data-testid="help-topics"
            >
              {entries.map((item, index) => (
                <button
                  key={item.id}
                  type="button"
                  role="tab"
                  id={tabId(index)}
                  aria-selected={index === active}
                  aria-controls={panelId}
                  tabIndex={index === active ? 0 : -1}
                  className={styles.tab}
                  onClick={() => choose(index)}
                  onKeyDown={onKeyDown}
                >
                  {item.title}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={panelId}
              aria-labelledby={tabId(active)}
              className={styles.panel}
              data-testid="help-entry"
            >
              <h2 className={styles.entryTitle}>{entry.title}</h2>
              <SafeHtml html={entry.content} />
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
