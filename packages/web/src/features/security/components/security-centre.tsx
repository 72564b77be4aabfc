import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { ChevronDownIcon } from '@/shared/ui/screen-icons';
import type { TextKey } from '@/shared/i18n/text-key';
import { useSecurityOverview } from '@/features/security/api/get-security-overview';
import { useSecurityQuestions } from '@/features/security/api/security-questions';
import {
  BindEmailForm,
  BindMobileForm,
  PayeeNameForm,
  PaymentPasswordForm,
  type CodeButton,
} from '@/features/security/components/security-forms';
import {
  securityItems,
  securityProgress,
  type SecurityItem,
  type SecurityItemId,
} from '@/features/security/model';
import styles from '@/features/security/components/security.module.css';

/** The linked sign-in accounts come in their own chunk, after the centre. */
const LinkedAccounts = lazy(() => import('@/features/security/components/linked-accounts'));

const TITLE: Record<SecurityItemId, TextKey> = {
  loginPassword: 'security_login_password',
  paymentPassword: 'security_payment_password',
  email: 'security_email',
  mobile: 'security_mobile',
  payeeName: 'security_payee_name',
};

interface Props {
  /** Where the login password is changed (the existing change-password screen). */
  changePasswordPath: string;
  /** Where the player sets their own deposit limits. */
  depositLimitsPath: string;
  /** Where the member sets or changes their security questions. */
  securityQuestionsPath: string;
  codeButton: CodeButton;
  /** Whether the server can send the code that binds each (absent: it can). */
  canBind?: { email: boolean; mobile: boolean };
  /** Whether the linked sign-in accounts show (absent: they do). */
  linkedAccounts?: boolean;
}

/**
 * /m/securityCenter: what is set (masked) and one form per action, each in its
 * own disclosure so a phone shows one at a time.
 */
export function SecurityCentre({
  changePasswordPath,
  depositLimitsPath,
  securityQuestionsPath,
  codeButton,
  canBind = { email: true, mobile: true },
  linkedAccounts = true,
}: Props) {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const questions = useSecurityQuestions();
  // Until it is known, none are asked: the server still refuses a missing answer.
  const questionIds = questions.data?.questionIds ?? [];

  return (
    <QueryState query={overview} failedTitle={t('security_load_failed')} failedReason={false}>
      {(data) => {
        const items = securityItems(data);
        const { level, done, total } = securityProgress(items, questions.data?.set ?? false);

        const status = (item: SecurityItem) => {
          if (item.detail) return item.detail;
          if (item.state === 'unset') return t('security_not_set');
          return t('security_is_set');
        };

        const form = (item: SecurityItem) => {
          switch (item.id) {
            case 'paymentPassword':
              return <PaymentPasswordForm isSet={item.state === 'set'} questionIds={questionIds} />;
            // A form whose code could not be sent is not offered.
            case 'email':
              return canBind.email ? (
                <BindEmailForm codeButton={codeButton} />
              ) : (
                <p className={styles.note}>{t('security_email_unavailable')}</p>
              );
            case 'mobile':
              return canBind.mobile ? (
                <BindMobileForm codeButton={codeButton} />
              ) : (
                <p className={styles.note}>{t('security_mobile_unavailable')}</p>
              );
            case 'payeeName':
              return item.state === 'locked' ? (
                <p className={styles.note}>{t('security_payee_locked')}</p>
              ) : (
                <PayeeNameForm />
              );
            default:
              return null;
          }
        };

        return (
          <div className={styles.page}>
            <section className={styles.level} data-level={level} aria-labelledby="security-level">
              <h2 id="security-level" className={styles.levelTitle}>
                {t('security_level', { level: t(`security_level_${level}`) })}
              </h2>
              <meter
                className={styles.meter}
                min={0}
                max={total}
                low={3}
                high={total}
                optimum={total}
                value={done}
                aria-label={t('security_done', { done, total })}
              />
              <p className={styles.levelText}>{t('security_done', { done, total })}</p>
            </section>

            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id} className={styles.item} data-testid={`security-${item.id}`}>
                  {item.id === 'loginPassword' ? (
                    <Link to={changePasswordPath} className={styles.row}>
                      <span className={styles.rowText}>
                        <span className={styles.rowTitle}>{t(TITLE[item.id])}</span>
                        <span className={styles.rowStatus}>
                          {t('security_login_password_hint')}
                        </span>
                      </span>
                      <ChevronRightIcon size={18} />
                    </Link>
                  ) : (
                    <details className={styles.details}>
                      <summary className={styles.row}>
                        <span className={styles.rowText}>
                          <span className={styles.rowTitle}>{t(TITLE[item.id])}</span>
                          <span className={styles.rowStatus} data-state={item.state}>
                            {status(item)}
                          </span>
                        </span>
                        <ChevronDownIcon size={18} className={styles.chevron} />
                      </summary>
                      <div className={styles.panel}>{form(item)}</div>
                    </details>
                  )}
                </li>
              ))}
              <li className={styles.item} data-testid="security-questions">
                <Link to={securityQuestionsPath} className={styles.row}>
                  <span className={styles.rowText}>
                    <span className={styles.rowTitle}>{t('security_questions')}</span>
                    {questions.data && (
                      <span
                        className={styles.rowStatus}
                        data-state={questions.data.set ? 'set' : 'unset'}
                      >
                        {questions.data.set
                          ? t('security_questions_set')
                          : t('security_questions_not_set')}
                      </span>
                    )}
                  </span>
                  <ChevronRightIcon size={18} />
                </Link>
              </li>
              <li className={styles.item}>
                <Link to={depositLimitsPath} className={styles.row}>
                  <span className={styles.rowText}>
                    <span className={styles.rowTitle}>{t('security_deposit_limits')}</span>
                    <span className={styles.rowStatus}>{t('security_deposit_limits_hint')}</span>
                  </span>
                  <ChevronRightIcon size={18} />
                </Link>
              </li>
            </ul>
            {linkedAccounts && (
              <Suspense fallback={null}>
                <LinkedAccounts />
              </Suspense>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
