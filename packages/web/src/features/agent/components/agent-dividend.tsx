import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deviceUtcOffset } from '@/shared/format/date-range';
import { formatMoney } from '@/shared/format/money';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { QueryState } from '@/shared/ui/query-state';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import form from '@/shared/ui/form.module.css';
import report from '@/shared/ui/report.module.css';
import { useAgentDividend } from '@/features/agent/api/dividend';
import { useAgentPayouts } from '@/features/agent/api/payouts';
import { CONTRACT_PATHS, payoutsByPeriod } from '@/features/agent/model';
import { PayoutStatus } from '@/features/agent/components/payout-list';
import pages from '@/features/agent/components/agent-pages.module.css';
import team from '@/features/agent/components/team.module.css';

/** "2026-11" → "November 2026" in the page's language. */
const monthLabel = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * Dividend info (/m/member/agent/agentDivident, the agent footer's dividend
 * entry): the dividend contract's rate in force and, for the running month and
 * the five before it, the whole team's stakes, wins, net loss and the dividend
 * that net loss earns at that rate, with the month's payout and its status once made.
 */
export function AgentDividend() {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  // The months of the device's time zone when the page was opened.
  const [utcOffset] = useState(() => deviceUtcOffset(new Date()));
  const dividend = useAgentDividend({ utcOffset });
  // Each month's payout, if the operator has made one (paid, awaiting review or rejected).
  const payouts = useAgentPayouts({ kind: 'dividend', pageSize: 12 });
  const paidBy = payoutsByPeriod(payouts.data?.list ?? []);

  return (
    <QueryState query={dividend}>
      {({ enabled, rate, periods }) => {
        if (!enabled) {
          return (
            <StatusPage
              icon={<LockIcon size={40} />}
              title={t('dividend_off_title')}
              tone="warning"
              testId="dividend-off"
            >
              <p>{t('dividend_off_text')}</p>
            </StatusPage>
          );
        }

        return (
          <div className={report.page}>
            <section className={pages.card} data-testid="dividend-contract">
              <h2 className={pages.cardTitle}>{t('dividend_rate')}</h2>
              {rate === null ? (
                <p className={pages.meta}>{t('dividend_no_contract')}</p>
              ) : (
                <>
                  <p className={pages.rate}>
                    <span className={pages.rateValue}>{rate}%</span>
                  </p>
                  <p className={pages.meta}>{t('dividend_rate_hint', { rate })}</p>
                </>
              )}
              <Link to={CONTRACT_PATHS.dividend} className={form.inlineLink}>
                {t('dividend_contract_link')}
              </Link>
            </section>

            <ul className={report.list} aria-label={t('dividend_months')}>
              {periods.map((period) => (
                <li key={period.month} className={report.row} data-testid="dividend-month">
                  <div className={report.rowMain}>
                    <span className={report.rowTitle}>{monthLabel(period.month, locale)}</span>
                    {period.running && <span className={team.level}>{t('dividend_running')}</span>}
                  </div>
                  <dl className={team.figures}>
                    <div>
                      <dt>{t('dividend_stake')}</dt>
                      <dd>{formatMoney(period.stake)}</dd>
                    </div>
                    <div>
                      <dt>{t('dividend_win')}</dt>
                      <dd>{formatMoney(period.win)}</dd>
                    </div>
                    <div>
                      <dt>{t('dividend_net_loss')}</dt>
                      <dd>{formatMoney(period.netLoss)}</dd>
                    </div>
                    <div>
                      <dt>{t('dividend_amount')}</dt>
                      <dd data-testid="dividend-amount">{formatMoney(period.dividend)}</dd>
                    </div>
                  </dl>
                  <div className={report.rowMeta}>
                    <span>{t('dividend_bets', { count: period.betCount })}</span>
                  </div>
                  {paidBy.has(period.month) && (
                    <div className={report.rowMeta} data-testid="dividend-payout">
                      <span>
                        {t('dividend_payout', {
                          amount: formatMoney(paidBy.get(period.month)!.amount),
                        })}
                      </span>
                      <PayoutStatus payout={paidBy.get(period.month)!} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <p className={team.hint}>{t('dividend_hint')}</p>
          </div>
        );
      }}
    </QueryState>
  );
}
