import type { KeyboardEvent } from 'react';
import styles from '@/shared/ui/form.module.css';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/**
 * A segmented switch between form variants: a radio group (arrow keys move and
 * select), since each choice changes the one form below rather than showing a panel.
 */
export function SegmentedTabs<T extends string>({ label, value, options, onChange }: Props<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const index = options.findIndex((option) => option.value === value);
    const next = options[(index + step + options.length) % options.length];
    if (next) {
      onChange(next.value);
      const buttons =
        event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="radio"]');
      buttons?.[options.indexOf(next)]?.focus();
    }
  };
  return (
    <div role="radiogroup" aria-label={label} className={styles.tabs}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          tabIndex={option.value === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(option.value)}
          onKeyDown={onKeyDown}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
