import { useTranslation } from 'react-i18next';
import { minorToAmount } from '@kalaro/contract/money';
import { formatMoney } from '@/shared/format/money';
import { CheckIcon, TrophyIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { useBenefits } from '@/features/vip/api/get-benefits';
import { percentOf, vipProgress } from '@/features/vip/model';
import styles from '@/features/vip/components/vip.module.css';

/** /m/member/benefits: the member's level, progress to the next, and every level's benefits. */
export function MemberBenefits() {
  const { t } = useTranslation();
  const benefits = useBenefits(true);

  return (
    <QueryState query={benefits} failedTitle={t('vip_load_failed')} failedReason={false}>
      {(data) => {
        const { levels, member } = data;
        const progress = vipProgress(data);
        const money = (minor: number) => formatMoney(minorToAmount(minor));

        return (
          <div className={styles.page}>
            <section className={styles.hero} aria-labelledby="vip-current">
              <span className={styles.badge} aria-hidden="true">
                <TrophyIcon size={28} />
              </span>
              <div className={styles.heroText}>
                <p className={styles.overline}>{t('vip_current_level')}</p>
                <h2 id="vip-current" className={styles.level} data-testid="vip-current">
                  {member.label}
                </h2>
                <p className={styles.totals}>
                  {t('vip_turnover_total', { amount: formatMoney(member.turnover) })}
                  <br />
                  {t('vip_deposit_total', { amount: formatMoney(member.depositTotal) })}
                </p>
              </div>
            </section>

            <section className={styles.card} aria-labelledby="vip-next">
              <h2 id="vip-next" className={styles.cardTitle}>
                {progress.next
                  ? t('vip_next_level', { label: progress.next.label })
                  : t('vip_top_level')}
              </h2>
              {progress.requirements.map((r) => {
                const label = t(
                  r.kind === 'turnover' ? 'vip_requirement_turnover' : 'vip_requirement_deposit',
                );
                const percent = percentOf(r.ratio);
                return (
                  <div
                    key={r.kind}
                    className={styles.requirement}
                    data-testid={`vip-progress-${r.kind}`}
                  >
                    <div className={styles.requirementRow}>
                      <span>{label}</span>
                      <span>{percent}%</span>
                    </div>
                    <progress
                      className={styles.bar}
                      max={100}
                      value={percent}
                      aria-label={label}
                      aria-valuetext={t('vip_progress_text', {
                        have: money(r.have),
                        need: money(r.need),
                      })}
                    />
                    <p className={styles.requirementText}>
                      {r.remaining > 0
                        ? t('vip_remaining', { amount: money(r.remaining) })
                        : t('vip_requirement_met')}
                    </p>
                  </div>
                );
              })}
            </section>

            <h2 className={styles.sectionTitle}>{t('vip_levels')}</h2>
            <ol className={styles.levels}>
              {levels.map((level) => {
                const current = level.level === member.level;
                return (
                  <li
                    key={level.level}
                    className={styles.levelCard}
                    aria-current={current ? 'true' : undefined}
                    data-testid={`vip-level-${level.level}`}
                  >
                    <h3 className={styles.levelTitle}>
                      {level.label}
                      {current && (
                        <span className={styles.currentTag}>{t('vip_you_are_here')}</span>
                      )}
                    </h3>
                    <p className={styles.requires}>
                      {level.level === 0
                        ? t('vip_requires_nothing')
                        : t('vip_requires', {
                            turnover: formatMoney(level.minTurnover),
                            deposit: formatMoney(level.minDeposit),
                          })}
                    </p>
                    <dl className={styles.benefits}>
                      <dt>{t('vip_benefit_rebate')}</dt>
                      <dd>{level.benefits.rebatePercent}%</dd>
                      <dt>{t('vip_benefit_withdrawals')}</dt>
                      <dd>{level.benefits.dailyWithdrawals}</dd>
                      <dt>{t('vip_benefit_withdrawal_limit')}</dt>
                      <dd>{formatMoney(level.benefits.withdrawalLimit)}</dd>
                      <dt>
                        {t('vip_benefit_upgrade_bonus')}
                        {member.received.upgradeLevels.includes(level.level) && (
                          <Received
                            label={t('vip_bonus_received')}
                            testId={`vip-upgrade-received-${level.level}`}
                          />
                        )}
                      </dt>
                      <dd>{formatMoney(level.benefits.upgradeBonus)}</dd>
                      <dt>
                        {t('vip_benefit_birthday_bonus')}
                        {current && member.received.birthdayThisYear && (
                          <Received
                            label={t('vip_birthday_received')}
                            testId="vip-birthday-received"
                          />
                        )}
                      </dt>
                      <dd>{formatMoney(level.benefits.birthdayBonus)}</dd>
                    </dl>
                  </li>
                );
              })}
            </ol>
          </div>
        );
      }}
    </QueryState>
  );
}

/** The mark of a bonus paid to the member's wallet. */
function Received({ label, testId }: { label: string; testId: string }) {
  return (
    <>
      {' '}
      <span className={styles.receivedTag} data-testid={testId}>
        <CheckIcon size={14} />
        {label}
      </span>
    </>
  );
}
