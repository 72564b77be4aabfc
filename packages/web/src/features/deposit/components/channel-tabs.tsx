import { useRef, type KeyboardEvent } from 'react';
import styles from '@/features/deposit/components/deposit.module.css';

interface Props {
  label: string;
  /** `badge`: a short mark after the name, such as the channel's '+3%' bonus. */
  tabs: readonly { id: string; label: string; badge?: string }[];
  value: string;
  onChange: (id: string) => void;
  /** The id of each tab's element, so the panel can name the selected one. */
  tabId: (id: string) => string;
  panelId: string;
}

/**
 * The deposit channels as a tablist (WAI-ARIA tabs, automatic activation):
 * ←/→ move to the previous/next channel (wrapping), Home/End to the first/last;
 * only the selected tab is in the tab order.
 */
export function ChannelTabs({ label, tabs, value, onChange, tabId, panelId }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onChange(next.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target!]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === value}
          aria-controls={panelId}
          tabIndex={tab.id === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.id)}
          onKeyDown={onKeyDown}
        >
          <span className={styles.tabName}>{tab.label}</span>
          {tab.badge && <span className={styles.tabBadge}> {tab.badge}</span>}
        </button>
      ))}
    </div>
  );
}
