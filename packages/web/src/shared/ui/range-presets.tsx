import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '@/shared/ui/tabs';
import { RANGE_PRESETS, formatDay } from '@/shared/format/date-range';
import type { DateRange, RangePreset } from '@/shared/format/date-range';
import styles from '@/shared/ui/range-presets.module.css';

const LABEL_KEYS = {
  today: 'records_range_today',
  yesterday: 'records_range_yesterday',
  '7d': 'records_range_7d',
  '30d': 'records_range_30d',
} as const;

/** The date-range presets of the records and team screens, with the days they cover. */
export function RangePresets({
  value,
  range,
  locale,
  onChange,
}: {
  value: RangePreset;
  range: DateRange;
  locale: string;
  onChange: (preset: RangePreset) => void;
}) {
  const { t } = useTranslation();
  const start = formatDay(range.startDate, locale);
  const end = formatDay(range.endDate, locale);
  return (
    <div className={styles.range}>
      <SegmentedTabs
        label={t('records_range')}
        value={value}
        options={RANGE_PRESETS.map((preset) => ({ value: preset, label: t(LABEL_KEYS[preset]) }))}
        onChange={onChange}
      />
      <p className={styles.rangeDays} data-testid="records-range-days">
        {start === end ? start : t('records_range_days', { start, end })}
      </p>
    </div>
  );
}
