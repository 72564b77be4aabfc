import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import button from '@/shared/ui/button.module.css';
import { QueryState } from '@/shared/ui/query-state';
import { useReferral } from '@/features/referral/api/get-referral';
import { referralLink, shareData, shareFailed, type CopyState } from '@/features/referral/model';
import styles from '@/features/referral/components/referral.module.css';

const COPIED_MS = 3000;

interface Props {
  operatorName: string;
  /** A refused call (no REFERRAL promotion after all, …): the app decides what follows. */
  onUnavailable: (error: unknown) => void;
}

/** /m/inviteFriends: the member's code and link to copy or share, and friends invited. */
export function InviteFriends({ operatorName, onUnavailable }: Props) {
  const { t } = useTranslation();
  const referral = useReferral(true);
  const [copied, setCopied] = useState<{ what: 'code' | 'link'; state: CopyState } | null>(null);

  useEffect(() => {
    if (referral.isError) onUnavailable(referral.error);
  }, [referral.isError, referral.error, onUnavailable]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <QueryState query={referral} failedTitle={t('referral_load_failed')} failedReason={false}>
      {({ code, registerPath, invitedCount }) => {
        const link = referralLink(window.location.origin, registerPath);
        const share = shareData(
          typeof navigator.share === 'function',
          link,
          t('referral_share_title', { operator: operatorName }),
          t('referral_share_text', { operator: operatorName, code }),
        );

        const copy = async (what: 'code' | 'link', text: string) => {
          try {
            await navigator.clipboard.writeText(text);
            setCopied({ what, state: 'copied' });
          } catch {
            setCopied({ what, state: 'failed' });
          }
        };
        const onShare = async () => {
          if (!share) return;
          try {
            await navigator.share(share);
          } catch (error) {
            if (shareFailed(error)) void copy('link', link);
          }
        };

        const status =
          copied?.state === 'copied'
            ? t(copied.what === 'code' ? 'referral_code_copied' : 'referral_link_copied')
            : copied?.state === 'failed'
              ? t('referral_copy_failed')
              : '';

        return (
          <div className={styles.page}>
            <section className={styles.hero} aria-labelledby="referral-heading">
              <h2 id="referral-heading" className={styles.heading}>
                {t('referral_heading')}
              </h2>
              <p className={styles.text}>{t('referral_text', { operator: operatorName })}</p>
              <p className={styles.invited} data-testid="referral-invited">
                <span className={styles.count}>{invitedCount}</span>
                <span>{t('referral_invited', { count: invitedCount })}</span>
              </p>
            </section>

            <section className={styles.card} aria-labelledby="referral-code-label">
              <h3 id="referral-code-label" className={styles.label}>
                {t('referral_code')}
              </h3>
              <div className={styles.row}>
                <strong className={styles.code} data-testid="referral-code">
                  {code}
                </strong>
                <button
                  type="button"
                  className={`${button.button} ${button.secondary} ${styles.copy}`}
                  onClick={() => void copy('code', code)}
                >
                  {t('referral_copy_code')}
                </button>
              </div>
            </section>

            <section className={styles.card}>
              <label htmlFor="referral-link" className={styles.label}>
                {t('referral_link')}
              </label>
              <input
                id="referral-link"
                className={styles.link}
                value={link}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
              />
              <div className={styles.actions}>
                <button
                  type="button"
                  className={button.button}
                  onClick={() => void copy('link', link)}
                >
                  {t('referral_copy_link')}
                </button>
                {share && (
                  <button
                    type="button"
                    className={`${button.button} ${button.secondary}`}
                    onClick={() => void onShare()}
                  >
                    {t('referral_share')}
                  </button>
                )}
              </div>
            </section>

            <p
              className={styles.status}
              role="status"
              aria-live="polite"
              data-state={copied?.state}
              data-testid="referral-status"
            >
              {status}
            </p>
          </div>
        );
      }}
    </QueryState>
  );
}
