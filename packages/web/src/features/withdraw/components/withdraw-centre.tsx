import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawInfoValue, WithdrawRequest } from '@kalaro/contract/payments';
import { minorToAmount } from '@kalaro/contract/money';
import { formatMoney } from '@/shared/format/money';
import { isApiError } from '@/shared/http/api-error';
import { errorMessageKey } from '@/shared/http/error-message';
import { Field } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import button from '@/shared/ui/button.module.css';
import form from '@/shared/ui/form.module.css';
import type { TextKey } from '@/shared/i18n/text-key';
import { useAddBankCard } from '@/features/withdraw/api/add-card';
import { useCreateWithdrawal } from '@/features/withdraw/api/create-withdrawal';
import { useWithdrawInfo } from '@/features/withdraw/api/get-withdraw-info';
import {
  canAddCard,
  maxWithdrawMinor,
  newCardProblems,
  PAYMENT_PASSWORD,
  remainingToday,
  withdrawAmountProblem,
  withdrawBlock,
  type WithdrawAmountProblem,
} from '@/features/withdraw/model';
import styles from '@/features/withdraw/components/withdraw.module.css';

interface Props {
  securityPath: string;
  recordPath: string;
}

/**
 * /m/withdraw: available and held balance, the bank card to pay to (or a new
 * one), the amount within the limits and the payment password; submit → the
 * amount is held until the operator pays it.
 */
export function WithdrawCentre({ securityPath, recordPath }: Props) {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const [done, setDone] = useState<WithdrawRequest | null>(null);

  return (
    <QueryState query={info} failedTitle={t('withdraw_load_failed')}>
      {(data) => {
        if (done) {
          return (
            <div className={styles.page}>
              <section className={styles.done} aria-labelledby="withdraw-done">
                <p className={styles.badge}>{t('withdraw_status_pending')}</p>
                <h2 id="withdraw-done" className={styles.title}>
                  {t('withdraw_done_title')}
                </h2>
                <p role="status" className={styles.text}>
                  {t('withdraw_done_text', {
                    amount: formatMoney(done.amount),
                    card: `${done.card.bankName} ${done.card.maskedNumber}`,
                  })}
                </p>
              </section>
              <div className={styles.actions}>
                <Link to={recordPath} className={`${button.button} ${button.secondary}`}>
                  {t('withdraw_record_link')}
                </Link>
                <button type="button" className={button.button} onClick={() => setDone(null)}>
                  {t('withdraw_back')}
                </button>
              </div>
            </div>
          );
        }
        return (
          <WithdrawForm
            info={data}
            securityPath={securityPath}
            recordPath={recordPath}
            onDone={setDone}
          />
        );
      }}
    </QueryState>
  );
}

const PROBLEM_KEY: Record<WithdrawAmountProblem, TextKey> = {
  required: 'withdraw_amount_required',
  format: 'withdraw_amount_format',
  min: 'withdraw_amount_min',
  max: 'withdraw_amount_max',
  available: 'withdraw_amount_available',
};

function WithdrawForm({
  info,
  securityPath,
  recordPath,
  onDone,
}: Props & { info: WithdrawInfoValue; onDone: (r: WithdrawRequest) => void }) {
  const { t } = useTranslation();
  const create = useCreateWithdrawal();
  const [cardId, setCardId] = useState(info.cards[0]?.id ?? '');
  const [adding, setAdding] = useState(info.cards.length === 0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const block = withdrawBlock(info);
  const max = maxWithdrawMinor(info);
  const problem = withdrawAmountProblem(info, amount);
  const left = remainingToday(info);
  const card = info.cards.find((c) => c.id === cardId) ?? info.cards[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (block || problem || !PAYMENT_PASSWORD.test(password) || !card) return;
    try {
      const request = await create.mutateAsync({
        cardId: card.id,
        amount: amount.trim(),
        paymentPassword: password,
        idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
      });
      onDone(request);
    } catch (error) {
      setPassword('');
      const missing =
        isApiError(error) && error.errorCode === 'withdraw.turnover_missing'
          ? (error.value as { missing?: string } | undefined)?.missing
          : undefined;
      setFailure(
        missing
          ? t('withdraw_turnover_block', { amount: formatMoney(missing) })
          : t(errorMessageKey(error)),
      );
    }
  };

  return (
    <div className={styles.page}>
      <dl className={styles.balance} data-testid="withdraw-balance">
        <div className={styles.available}>
          <dt>{t('withdraw_available')}</dt>
          <dd>{formatMoney(info.balance.available)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_held')}</dt>
          <dd>{formatMoney(info.balance.held)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_total')}</dt>
          <dd>{formatMoney(info.balance.total)}</dd>
        </div>
      </dl>

      {block === 'no_password' && (
        <p className={styles.notice} data-testid="withdraw-block">
          {t('withdraw_no_password')}{' '}
          <Link to={securityPath} className={form.inlineLink}>
            {t('withdraw_set_password')}
          </Link>
        </p>
      )}
      {block === 'turnover' && (
        <p className={styles.notice} data-testid="withdraw-block">
          {t('withdraw_turnover_block', { amount: formatMoney(info.turnover.missing) })}
        </p>
      )}
      {block === 'daily_count' && (
        <p className={styles.notice} data-testid="withdraw-block">
          {t('withdraw_daily_count_block', { count: info.limits.dailyCount })}
        </p>
      )}
      {block === 'daily_amount' && (
        <p className={styles.notice} data-testid="withdraw-block">
          {t('withdraw_daily_amount_block', {
            min: formatMoney(info.limits.minAmount),
            limit: formatMoney(info.limits.dailyAmount),
          })}
        </p>
      )}
      {block === 'low_balance' && (
        <p className={styles.notice} data-testid="withdraw-block">
          {t('withdraw_low_balance_block', { min: formatMoney(info.limits.minAmount) })}
        </p>
      )}

      <section className={styles.section} aria-labelledby="withdraw-cards">
        <h2 id="withdraw-cards" className={styles.sectionTitle}>
          {t('withdraw_to')}
        </h2>
        {info.cards.length > 0 && (
          <div role="radiogroup" aria-labelledby="withdraw-cards" className={styles.cards}>
            {info.cards.map((c) => (
              <label key={c.id} className={styles.card}>
                <input
                  type="radio"
                  name="card"
                  value={c.id}
                  checked={card?.id === c.id}
                  onChange={() => setCardId(c.id)}
                />
                <span className={styles.cardBank}>{c.bankName}</span>
                <span className={styles.cardNumber}>
                  {c.maskedNumber} · {c.payeeName}
                </span>
              </label>
            ))}
          </div>
        )}
        {adding ? (
          <AddCardForm
            info={info}
            onAdded={(id) => {
              setCardId(id);
              setAdding(false);
            }}
            onCancel={info.cards.length > 0 ? () => setAdding(false) : undefined}
          />
        ) : canAddCard(info) ? (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() => setAdding(true)}
          >
            {t('withdraw_add_card')}
          </button>
        ) : (
          <p className={styles.hint}>{t('withdraw_cards_full', { max: info.maxCards })}</p>
        )}
      </section>

      {info.cards.length > 0 && (
        <form className={styles.section} onSubmit={(e) => void submit(e)} noValidate>
          <Field
            label={t('withdraw_amount')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={
              touched && problem
                ? t(PROBLEM_KEY[problem], {
                    min: formatMoney(info.limits.minAmount),
                    max: formatMoney(info.limits.maxAmount),
                    available: formatMoney(minorToAmount(max)),
                  })
                : undefined
            }
            hint={t('withdraw_amount_hint', {
              min: formatMoney(info.limits.minAmount),
              max: formatMoney(info.limits.maxAmount),
              count: left.count,
              amount: formatMoney(minorToAmount(left.amountMinor)),
            })}
            requiredMark
            addon={
              <button
                type="button"
                className={form.addonButton}
                onClick={() => setAmount(minorToAmount(max))}
                disabled={max === 0}
              >
                {t('withdraw_all')}
              </button>
            }
          />
          {info.hasPaymentPassword && (
            <Field
              label={t('withdraw_payment_password')}
              name="paymentPassword"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              password
              value={password}
              onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
              error={
                touched && !PAYMENT_PASSWORD.test(password)
                  ? t('withdraw_password_format')
                  : undefined
              }
              requiredMark
            />
          )}
          {failure && (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          )}
          <button
            type="submit"
            className={button.button}
            disabled={create.isPending || block !== null}
          >
            {create.isPending ? t('loading') : t('withdraw_submit')}
          </button>
          <p className={styles.hint}>
            <Link to={recordPath} className={form.inlineLink}>
              {t('withdraw_record_link')}
            </Link>
          </p>
        </form>
      )}
    </div>
  );
}

function AddCardForm({
  info,
  onAdded,
  onCancel,
}: {
  info: WithdrawInfoValue;
  onAdded: (id: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddBankCard();
  const [bankCode, setBankCode] = useState(info.banks[0]?.code ?? '');
  const [number, setNumber] = useState('');
  const [payeeName, setPayeeName] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const bank = info.banks.find((b) => b.code === bankCode);
  const problems = newCardProblems(info, { bankCode, cardNumber: number, payeeName });
  const numberProblem = problems.find((p) => p.field === 'cardNumber')?.problem;
  const needsPayee = info.payeeName === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (problems.length > 0) return;
    try {
      const card = await add.mutateAsync({
        bankCode,
        cardNumber: number,
        ...(needsPayee ? { payeeName: payeeName.trim() } : {}),
      });
      onAdded(card.id);
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };

  return (
    <form
      className={styles.addCard}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="add-card-title"
    >
      <h3 id="add-card-title" className={styles.sectionTitle}>
        {t('withdraw_add_card')}
      </h3>
      <label className={styles.select}>
        <span>{t('withdraw_bank')}</span>
        <select
          value={bankCode}
          onChange={(e) => setBankCode(e.target.value)}
          aria-invalid={touched && !bank ? true : undefined}
        >
          {info.banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t('withdraw_card_number')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={48}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={
          touched && numberProblem
            ? t(`withdraw_card_${numberProblem}`, { lengths: bank?.lengths.join(' / ') ?? '' })
            : touched && !bank
              ? t('withdraw_error_bank_unknown')
              : undefined
        }
        hint={bank ? t('withdraw_card_hint', { lengths: bank.lengths.join(' / ') }) : undefined}
        requiredMark
      />
      {needsPayee ? (
        <Field
          label={t('withdraw_payee_name')}
          name="payeeName"
          autoComplete="name"
          maxLength={64}
          value={payeeName}
          onChange={(e) => setPayeeName(e.target.value)}
          error={
            touched && problems.some((p) => p.field === 'payeeName')
              ? t('withdraw_payee_required')
              : undefined
          }
          hint={t('withdraw_payee_hint')}
          requiredMark
        />
      ) : (
        <p className={styles.hint}>{t('withdraw_payee_is', { name: info.payeeName })}</p>
      )}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={onCancel}
          >
            {t('cancel')}
          </button>
        )}
        <button type="submit" className={button.button} disabled={add.isPending}>
          {add.isPending ? t('loading') : t('withdraw_bind_card')}
        </button>
      </div>
    </form>
  );
}
