import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractTerms } from '@kalaro/contract/agent';
import { errorMessageKey } from '@/shared/http/error-message';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { QueryState } from '@/shared/ui/query-state';
import { toast } from '@/shared/ui/toast/toast-store';
import form from '@/shared/ui/form.module.css';
import { useContract, useRespondContract } from '@/features/agent/api/contracts';
import styles from '@/features/agent/components/agent-pages.module.css';
import { PayoutList } from '@/features/agent/components/payout-list';

/**
 * A contract of the agent with its upline: the daily salary
 * (/m/member/agent/getSalaryContract), dividend (getDevidendContract) or hourly
 * salary (getHourContract). The pending offer with Accept and Decline, and the
 * terms in force, and what the contract has paid per period.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation();
  const contract = useContract(kind);
  const respond = useRespondContract(kind);
  const [error, setError] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(HTML_LANG[resolveLanguage(i18n.language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <QueryState query={contract} failedTitle={t('contract_load_failed')}>
      {({ pending, active }) => {
        const answer = (offer: ContractTerms, accept: boolean) => {
          setError(null);
          respond.mutate(
            { contractId: offer.contractId, accept },
            {
              onSuccess: () =>
                toast.success(
                  t(accept ? 'contract_accepted' : 'contract_declined', { rate: offer.rate }),
                ),
              onError: (e) => {
                setError(t(errorMessageKey(e)));
                void contract.refetch();
              },
            },
          );
        };

        const failure = error && (
          <p className={form.error} role="alert">
            {error}
          </p>
        );

        const agreedAt = (contract: ContractTerms) =>
          when.format(new Date(contract.acceptedAt ?? contract.offeredAt));
        const terms = (offer: ContractTerms) => (
          <>
            <p className={styles.rate}>
              <span className={styles.rateValue}>{offer.rate}%</span>
            </p>
            <p>{t(`contract_terms_${kind}`, { rate: offer.rate })}</p>
          </>
        );

        return (
          <div className={styles.page}>
            <p className={styles.intro}>{t(`contract_intro_${kind}`)}</p>
            {pending ? (
              <section
                className={styles.card}
                aria-labelledby="contract-offer"
                data-testid="contract-offer"
              >
                <h2 id="contract-offer" className={styles.cardTitle}>
                  {pending.offeredBy === null
                    ? t('contract_offer_from_operator')
                    : t('contract_offer_from', { upline: pending.offeredBy })}
                </h2>
                {terms(pending)}
                <p className={styles.meta}>
                  {t('contract_offered_at', { at: when.format(new Date(pending.offeredAt)) })}
                </p>
                {failure}
                <div className={form.row}>
                  <button
                    type="button"
                    className={`${form.button} ${form.secondary}`}
                    disabled={respond.isPending}
                    onClick={() => answer(pending, false)}
                  >
                    {t('contract_decline')}
                  </button>
                  <button
                    type="button"
                    className={form.button}
                    disabled={respond.isPending}
                    onClick={() => answer(pending, true)}
                  >
                    {t('contract_accept')}
                  </button>
                </div>
              </section>
            ) : (
              failure
            )}
            <section
              className={styles.card}
              aria-labelledby="contract-active"
              data-testid="contract-active"
            >
              <h2 id="contract-active" className={styles.cardTitle}>
                {t('contract_in_force')}
              </h2>
              {active ? (
                <>
                  {terms(active)}
                  <p className={styles.meta}>
                    {active.offeredBy === null
                      ? t('contract_since_operator', { at: agreedAt(active) })
                      : t('contract_since', { upline: active.offeredBy, at: agreedAt(active) })}
                  </p>
                </>
              ) : (
                <p className={styles.meta}>{t('contract_none_in_force')}</p>
              )}
            </section>
            <PayoutList kind={kind} />
          </div>
        );
      }}
    </QueryState>
  );
}
