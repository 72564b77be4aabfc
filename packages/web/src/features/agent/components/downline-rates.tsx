import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AgentRebateValue } from '@kalaro/contract/agent';
import { withParam } from '@/shared/format/date-range';
import { errorMessageKey } from '@/shared/http/error-message';
import { Field } from '@/shared/ui/field';
import { PagedReport } from '@/shared/ui/paged-report';
import button from '@/shared/ui/button.module.css';
import form from '@/shared/ui/form.module.css';
import styles from '@/shared/ui/report.module.css';
import { useDownlineRates, useSetDownlineRebate } from '@/features/agent/api/downlines';
import { downlineRateProblem, type DownlineRateProblem } from '@/features/agent/model';
import { TeamSearch, useTeamSearch } from '@/features/agent/components/team-search';
import pages from '@/features/agent/components/agent-pages.module.css';
import team from '@/features/agent/components/team.module.css';

type Downline = AgentRebateValue['downlines'][number];

const PROBLEM_KEY = {
  empty: 'downline_rate_required',
  invalid: 'agent_rate_invalid',
  above: 'downline_rate_above',
  below: 'downline_rate_below',
} as const satisfies Record<DownlineRateProblem, string>;

/**
 * Agent rebate settings (/m/member/agent/agentRebeat): the agent's own rate and
 * each direct downline's, searched by username (`?q=`), page after page. A
 * downline's rate can be changed between the rate it gives its own team and the
 * agent's own; the server checks both again.
 */
export function DownlineRates() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const setParam = useCallback(
    (key: string, value: string | null) =>
      setSearch((current) => withParam(current, key, value), { replace: true }),
    [setSearch],
  );
  const { text, userName, onChange } = useTeamSearch(search, setParam);
  const rates = useDownlineRates({ userName });
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<Downline | null>(null);
  const first = rates.data?.pages[0];

  return (
    <div className={styles.page}>
      {first && (
        <section className={pages.card} data-testid="own-rate">
          <h2 className={pages.cardTitle}>{t('downline_rates_own')}</h2>
          <p className={pages.rate}>
            <span className={pages.rateValue}>{first.ownRate}%</span>
          </p>
          <p className={pages.meta}>{t('downline_rates_intro', { rate: first.ownRate })}</p>
        </section>
      )}
      <TeamSearch text={text} onChange={onChange} />
      <p className="visually-hidden" role="status">
        {saved
          ? t('downline_rate_saved', { userName: saved.userName, rate: saved.rebateRate })
          : ''}
      </p>

      <PagedReport
        query={rates}
        rowsOf={(page) => page.downlines}
        label={t('title_agent_rebate')}
        emptyText={t(userName ? 'team_members_none_found' : 'downline_rates_empty')}
        count={(first) => t('downline_rates_count', { count: first.total })}
        announceCount={false}
        endText={t('downline_rates_end')}
      >
        {(downline, { ownRate }) => (
          <li key={downline.userName} className={styles.row} data-testid="downline-rate">
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{downline.userName}</span>
              <span className={team.level}>
                {t(
                  downline.type === 0 ? 'agent_register_kind_member' : 'agent_register_kind_agent',
                )}
              </span>
            </div>
            {editing === downline.userName ? (
              <RateForm
                downline={downline}
                ownRate={ownRate}
                onCancel={() => setEditing(null)}
                onSaved={(value) => {
                  setEditing(null);
                  setSaved(value);
                }}
              />
            ) : (
              <div className={styles.rowMeta}>
                <span>
                  {t('downline_rate_now')}{' '}
                  <strong data-testid="downline-rate-value">{downline.rebateRate}%</strong>
                </span>
                <button
                  type="button"
                  className={pages.linkButton}
                  aria-label={t('downline_rate_change_of', { userName: downline.userName })}
                  onClick={() => {
                    setSaved(null);
                    setEditing(downline.userName);
                  }}
                >
                  {t('downline_rate_change')}
                </button>
              </div>
            )}
          </li>
        )}
      </PagedReport>
    </div>
  );
}

function RateForm({
  downline,
  ownRate,
  onCancel,
  onSaved,
}: {
  downline: Downline;
  ownRate: string;
  onCancel: () => void;
  onSaved: (value: Downline) => void;
}) {
  const { t } = useTranslation();
  const save = useSetDownlineRebate();
  const [value, setValue] = useState(downline.rebateRate);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = downlineRateProblem(value, ownRate, downline.floorRate);
  const range = { min: downline.floorRate, max: ownRate };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (problem) return;
    try {
      const updated = await save.mutateAsync({
        userName: downline.userName,
        body: { rebateRate: value.trim() },
      });
      onSaved({ ...downline, rebateRate: updated.rebateRate });
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };

  return (
    <form
      className={pages.rateForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('downline_rate_change_of', { userName: downline.userName })}
    >
      <Field
        label={t('downline_rate_new')}
        name="rebateRate"
        inputMode="decimal"
        autoComplete="off"
        maxLength={6}
        // The form opens on a tap of Change: the field is what comes next.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={value}
        onChange={(e) => setValue(e.target.value)}
        addon={<span aria-hidden="true">%</span>}
        hint={t('downline_rate_range', range)}
        error={touched && problem ? t(PROBLEM_KEY[problem], range) : undefined}
      />
      {failure && (
        <p className={form.error} role="alert">
          {failure}
        </p>
      )}
      <div className={pages.formActions}>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className={button.button} disabled={save.isPending}>
          {save.isPending ? t('loading') : t('downline_rate_save')}
        </button>
      </div>
    </form>
  );
}
