import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { deviceUtcOffset, presetRange, readPreset, withParams } from '@/shared/format/date-range';
import type { RangePreset } from '@/shared/format/date-range';

/**
 * The filters of a records page live in its address (`?range=7d&types=bet`…),
 * so a filtered page can be reloaded or shared; changing one replaces the
 * history entry rather than adding one per tap.
 */
export function useRangeFilters() {
  const [search, setSearch] = useSearchParams();
  const preset = readPreset(search);
  // "Today" is the day the page was opened, in the member's time zone.
  const [openedAt] = useState(() => Date.now());
  const range = useMemo(
    () => presetRange(preset, openedAt, deviceUtcOffset(new Date(openedAt))),
    [preset, openedAt],
  );
  const setParams = (changes: Readonly<Record<string, string | null>>) =>
    setSearch((current) => withParams(current, changes), { replace: true });
  const setParam = (key: string, value: string | null) => setParams({ [key]: value });
  const setPreset = (next: RangePreset) => setParam('range', next === 'today' ? null : next);
  return { search, preset, range, setPreset, setParam, setParams };
}
