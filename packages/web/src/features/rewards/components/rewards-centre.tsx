import { useTranslation } from 'react-i18next';
import type { ClaimValue, Reward } from '@kalaro/contract/member-content';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { errorMessageKey } from '@/shared/http/error-message';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { CheckIcon, GiftIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { SafeHtml } from '@/shared/ui/safe-html';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast/toast-store';
import button from '@/shared/ui/button.module.css';
import { useClaimReward } from '@/features/rewards/api/claim-reward';
import { useRewards } from '@/features/rewards/api/get-rewards';
import { formatRewardDate, rewardState } from '@/features/rewards/model';
import { formatMoney } from '@/shared/format/money';
import styles from '@/features/rewards/components/rewards.module.css';

interface Props {
  /** A claim went through: the wallet was credited (the app refreshes the balance). */
  onClaimed: (value: ClaimValue) => void;
}

/**
 * The rewards centre: the promotions in effect with their bonus, terms and
 * expiry. Claiming credits the wallet once; the reward then shows as claimed and
 * the unclaimed count (red dot, menu badge) drops.
 */
export function RewardsCentre({ onClaimed }: Props) {
  const { t, i18n } = useTranslation();
  const language = useDebouncedLanguage();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const rewards = useRewards(language, true);
  const claim = useClaimReward();

  const onClaim = (reward: Reward) =>
    claim.mutate(reward.id, {
      onSuccess: (value) => {
        toast.success(t('reward_claimed_toast', { amount: formatMoney(value.amount) }));
        onClaimed(value);
      },
      onError: (error) => toast.error(t(errorMessageKey(error))),
    });

  return (
    <QueryState
      query={rewards}
      failedTitle={t('rewards_load_failed')}
      isEmpty={(data) => data.list.length === 0}
      emptyText={t('rewards_empty')}
    >
      {({ list, unclaimedCount }) => {
        const now = new Date();
        return (
          <div className={styles.page}>
            <p className={styles.summary} role="status" data-testid="rewards-summary">
              {unclaimedCount > 0
                ? t('rewards_unclaimed_summary', { count: unclaimedCount })
                : t('rewards_all_claimed')}
            </p>
            <ul className={styles.list} aria-label={t('title_reward_center')}>
              {list.map((reward) => {
                const state = rewardState(reward, now);
                const titleId = `reward-${reward.id}-title`;
                const claiming = claim.isPending && claim.variables === reward.id;
                return (
                  <li key={reward.id}>
                    <article
                      className={styles.card}
                      data-state={state}
                      aria-labelledby={titleId}
                      data-testid="reward"
                    >
                      <div className={styles.cardTop}>
                        <span className={styles.icon} aria-hidden="true">
                          <GiftIcon size={22} />
                        </span>
                        <div className={styles.heading}>
                          <h2 id={titleId} className={styles.title}>
                            {reward.title}
                          </h2>
                          <p className={styles.expiry}>
                            {state === 'claimed' && reward.claimedAt
                              ? t('reward_claimed_on', {
                                  date: formatRewardDate(reward.claimedAt, locale),
                                })
                              : reward.expiresAt
                                ? t(state === 'expired' ? 'reward_expired_on' : 'reward_expires', {
                                    date: formatRewardDate(reward.expiresAt, locale),
                                  })
                                : t('reward_no_expiry')}
                          </p>
                        </div>
                        <p className={styles.amount}>
                          <span className="visually-hidden">{t('reward_bonus')}: </span>+
                          {formatMoney(reward.amount)}
                        </p>
                      </div>
                      {reward.description && (
                        <details className={styles.terms}>
                          <summary>{t('reward_terms')}</summary>
                          <SafeHtml html={reward.description} />
                        </details>
                      )}
                      {state === 'claimable' ? (
                        <button
                          type="button"
                          className={`${button.button} ${styles.claim}`}
                          onClick={() => onClaim(reward)}
                          disabled={claim.isPending}
                          aria-describedby={titleId}
                        >
                          {claiming && <Spinner size={18} />}
                          {claiming ? t('reward_claiming') : t('reward_claim')}
                        </button>
                      ) : (
                        <p className={styles.status} data-testid="reward-status">
                          {state === 'claimed' && <CheckIcon size={18} />}
                          {t(state === 'claimed' ? 'reward_claimed' : 'reward_expired')}
                        </p>
                      )}
                    </article>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      }}
    </QueryState>
  );
}
