import type { VipLevelInput } from '@kalaro/contract/campaigns-admin';
import type { VipLevel } from '@kalaro/contract/member-pages';
import { vipThresholdProblems } from '@kalaro/contract/vip-rules';
import { useEffect, useState, type FormEvent } from 'react';
import styles from '../admin.module.css';
import { usePutVipLevels, useVipLevels } from '../campaigns-api';
import { vipProblemText } from '../campaigns-model';
import { ErrorLine } from '../error-line';
import type { AdminText } from '../model';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

const asInput = (l: VipLevel): VipLevelInput => ({
  level: l.level,
  label: l.label,
  minTurnover: l.minTurnover,
  minDeposit: l.minDeposit,
  benefits: { ...l.benefits },
});

type Column = {
  key: string;
  label: AdminText;
  get: (l: VipLevelInput) => string;
  set: (l: VipLevelInput, value: string) => VipLevelInput;
  numeric?: boolean;
};

const benefit =
  (key: keyof VipLevelInput['benefits']) =>
  (l: VipLevelInput, value: string): VipLevelInput => ({
    ...l,
    benefits: { ...l.benefits, [key]: key === 'dailyWithdrawals' ? Number(value) : value },
  });

const COLUMNS: Column[] = [
  { key: 'label', label: 'vip_label', get: (l) => l.label, set: (l, v) => ({ ...l, label: v }) },
  {
    key: 'minTurnover',
    label: 'vip_min_turnover',
    get: (l) => l.minTurnover,
    set: (l, v) => ({ ...l, minTurnover: v }),
    numeric: true,
  },
  {
    key: 'minDeposit',
    label: 'vip_min_deposit',
    get: (l) => l.minDeposit,
    set: (l, v) => ({ ...l, minDeposit: v }),
    numeric: true,
  },
  {
    key: 'rebatePercent',
    label: 'vip_rebate',
    get: (l) => l.benefits.rebatePercent,
    set: benefit('rebatePercent'),
    numeric: true,
  },
  {
    key: 'dailyWithdrawals',
    label: 'vip_daily_withdrawals',
    get: (l) => String(l.benefits.dailyWithdrawals),
    set: benefit('dailyWithdrawals'),
    numeric: true,
  },
  {
    key: 'withdrawalLimit',
    label: 'vip_withdrawal_limit',
    get: (l) => l.benefits.withdrawalLimit,
    set: benefit('withdrawalLimit'),
    numeric: true,
  },
  {
    key: 'upgradeBonus',
    label: 'vip_upgrade_bonus',
    get: (l) => l.benefits.upgradeBonus,
    set: benefit('upgradeBonus'),
    numeric: true,
  },
  {
    key: 'birthdayBonus',
    label: 'vip_birthday_bonus',
    get: (l) => l.benefits.birthdayBonus,
    set: benefit('birthdayBonus'),
    numeric: true,
  },
];

function LevelsForm({ stored, onSaved }: { stored: VipLevel[]; onSaved: () => void }) {
  const text = useText();
  const save = usePutVipLevels();
  const [levels, setLevels] = useState(() => stored.map(asInput));
  const problems = vipThresholdProblems(levels);
  const problemOf = (index: number, field: string) =>
    problems.find((p) => p.index === index && p.field === field);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (problems.length > 0) return;
    save.mutate({ levels }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.srOnly}>{text('vip_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('vip_level')}</th>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col">
                  {text(c.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {levels.map((l, index) => (
              <tr key={l.level}>
                <th scope="row">{l.level}</th>
                {COLUMNS.map((c) => {
                  const problem = problemOf(index, c.key);
                  const errorId = `vip-${index}-${c.key}-error`;
                  return (
                    <td key={c.key}>
                      <input
                        className={`${styles.input} ${styles.cellInput}`}
                        aria-label={`${text(c.label)} · ${text('vip_level')} ${l.level}`}
                        value={c.get(l)}
                        inputMode={c.numeric ? 'decimal' : undefined}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? errorId : undefined}
                        onChange={(event) => {
                          const value = event.target.value;
                          setLevels((all) =>
                            all.map((x, i) => (i === index ? c.set(x, value) : x)),
                          );
                        }}
                      />
                      {problem ? (
                        <div id={errorId} className={styles.fieldError}>
                          {text(vipProblemText(problem))}
                        </div>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>{text('vip_rule')}</p>
      {problems.length > 0 ? (
        <p className={styles.error} role="alert">
          {text('vip_fix_problems', { count: problems.length })}
        </p>
      ) : null}
      <ErrorLine error={save.error} />
      <div className={styles.row}>
        <button className={styles.button} type="submit" disabled={save.isPending}>
          {text('vip_save')}
        </button>
        <button
          className={`${styles.button} ${styles.secondary}`}
          type="button"
          onClick={() => setLevels(stored.map(asInput))}
        >
          {text('vip_reset')}
        </button>
      </div>
    </form>
  );
}

/** The member club's levels: thresholds (turnover, deposits) and what each level gives. */
export default function VipScreen() {
  const text = useText();
  const levels = useVipLevels();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${text('vip_title')} · ${text('brand')}`;
  }, [text]);
  return (
    <>
      <h1>{text('vip_title')}</h1>
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <QueryBlock query={levels} isEmpty={(data) => data.levels.length === 0} empty="vip_empty">
        {(data) => (
          <LevelsForm
            key={JSON.stringify(data.levels)}
            stored={data.levels}
            onSaved={() => setNotice(text('vip_saved'))}
          />
        )}
      </QueryBlock>
    </>
  );
}
