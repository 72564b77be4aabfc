import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import styles from '@/shared/ui/report.module.css';
import { searchQuery } from '@/features/agent/model';

/**
 * The team tools' username search: what is typed, kept in the address (`?q=`),
 * and the search to send once typing pauses for 300 ms.
 */
export function useTeamSearch(
  search: URLSearchParams,
  setParam: (key: string, value: string | null) => void,
) {
  const [text, setText] = useState(() => search.get('q') ?? '');
  const userName = searchQuery(useDebouncedValue(text, 300));
  const onChange = (value: string) => {
    setText(value);
    setParam('q', searchQuery(value) ?? null);
  };
  return { text, userName, onChange };
}

export function TeamSearch({
  text,
  onChange,
}: {
  text: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.filter}>
      <span>{t('team_search')}</span>
      <input
        type="search"
        value={text}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('team_search_placeholder')}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
