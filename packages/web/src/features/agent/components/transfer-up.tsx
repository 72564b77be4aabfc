import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransferUpInfoValue, TransferUpValue } from '@kalaro/contract/agent';
import { SECURITY } from '@kalaro/contract/constants';
import { formatMoney } from '@/shared/format/money';
import { errorMessageKey } from '@/shared/http/error-message';
import { newIdempotencyKey } from '@/shared/http/idempotency-key';
import { Field } from '@/shared/ui/field';
import { CheckIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { LockIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';
import form from '@/shared/ui/form.module.css';
import { useTransferUp, useTransferUpInfo } from '@/features/agent/api/transfer-up';
import { transferAmountProblem, type TransferAmountProblem } from '@/features/agent/model';
import styles from '@/features/agent/components/agent-pages.module.css';

const PROBLEM_KEY = {
  required: 'transfer_up_amount_required',
  format: 'transfer_up_amount_format',
  zero: 'transfer_up_amount_zero',
  available: 'transfer_up_amount_available',
} as const satisfies Record<TransferAmountProblem, string>;

interface Props {
  /** Where the payment password is set. */
  securityPath: string;
  /** Where the member goes back to (its member centre). */
  homePath: string;
}

/**
 * Transfer to superior (/m/upLine/transfer): the member sends
 * part of its balance to its upline with its payment password. One key per
 * attempt, so a retried request never sends twice.
 */
export function TransferUp({ securityPath, homePath }: Props) {
  const { t } = useTranslation();
  const info = useTransferUpInfo();
  const [done, setDone] = useState<TransferUpValue | null>(null);

  return (
    <QueryState query={info}>
      {(data) => {
        if (!data.allowed || data.upline === null) {
          return (
            <StatusPage
              icon={<LockIcon size={40} />}
              title={t('transfer_up_closed_title')}
              tone="warning"
              testId="transfer-up-closed"
            >
              <p>{t('transfer_up_closed_text')}</p>
              <Link to={homePath} className={button.button}>
                {t('transfer_up_back')}
              </Link>
            </StatusPage>
          );
        }
        if (done) {
          return (
            <StatusPage
              icon={<CheckIcon size={40} />}
              title={t('transfer_up_done', {
                amount: formatMoney(done.amount),
                upline: done.upline,
              })}
              testId="transfer-up-done"
            >
              <p>{t('transfer_up_done_balance', { balance: formatMoney(done.balance) })}</p>
              <button type="button" className={button.button} onClick={() => setDone(null)}>
                {t('transfer_up_again')}
              </button>
              <Link to={homePath} className={form.inlineLink}>
                {t('transfer_up_back')}
              </Link>
            </StatusPage>
          );
        }
        return <TransferForm info={data} securityPath={securityPath} onDone={setDone} />;
      }}
    </QueryState>
  );
}

function TransferForm({
  info,
  securityPath,
  onDone,
}: {
  info: TransferUpInfoValue;
  securityPath: string;
  onDone: (value: TransferUpValue) => void;
}) {
  const { t } = useTranslation();
  const transfer = useTransferUp();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  // A retry of the same amount sends the same key; a new amount gets a new one.
  const [key, setKey] = useState(newIdempotencyKey);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = transferAmountProblem(amount, info.available);
  const passwordOk = SECURITY.PAYMENT_PASSWORD_PATTERN.test(password);
  const upline = info.upline ?? '';

  const changeAmount = (value: string) => {
    setAmount(value);
    setKey(newIdempotencyKey());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (problem || !passwordOk) return;
    try {
      onDone(
        await transfer.mutateAsync({
          amount: amount.trim(),
          paymentPassword: password,
          idempotencyKey: key,
        }),
      );
    } catch (error) {
      setPassword('');
      setFailure(t(errorMessageKey(error)));
    }
  };

  return (
    <div className={styles.page}>
      <dl className={styles.summary} data-testid="transfer-up-summary">
        <div>
          <dt>{t('transfer_up_to')}</dt>
          <dd>{upline}</dd>
        </div>
        <div>
          <dt>{t('transfer_up_available')}</dt>
          <dd>{formatMoney(info.available)}</dd>
        </div>
      </dl>
      <p className={styles.intro}>{t('transfer_up_intro', { upline })}</p>
      {info.paymentPasswordSet ? (
        <form
          className={form.form}
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={t('title_transfer_superior')}
        >
          <Field
            label={t('transfer_up_amount')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            requiredMark
            value={amount}
            onChange={(e) => changeAmount(e.target.value)}
            error={
              touched && problem
                ? t(PROBLEM_KEY[problem], { available: formatMoney(info.available) })
                : undefined
            }
            addon={
              <button
                type="button"
                className={form.addonButton}
                onClick={() => changeAmount(info.available)}
                disabled={info.available === '0.00'}
              >
                {t('transfer_up_all')}
              </button>
            }
          />
          <Field
            label={t('transfer_up_password')}
            name="paymentPassword"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            password
            requiredMark
            value={password}
            onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
            error={touched && !passwordOk ? t('transfer_up_password_format') : undefined}
          />
          {failure && (
            <p className={form.error} role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className={form.button} disabled={transfer.isPending}>
            {transfer.isPending
              ? t('loading')
              : problem
                ? t('transfer_up_submit')
                : t('transfer_up_submit_amount', { amount: formatMoney(amount.trim()), upline })}
          </button>
        </form>
      ) : (
        <p className={styles.notice} data-testid="transfer-up-no-password">
          {t('transfer_up_no_password')}{' '}
          <Link to={securityPath} className={form.inlineLink}>
            {t('transfer_up_set_password')}
          </Link>
        </p>
      )}
    </div>
  );
}
