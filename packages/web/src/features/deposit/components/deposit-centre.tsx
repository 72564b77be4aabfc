import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { minorToAmount } from '@kalaro/contract/money';
import type { DepositChannel } from '@kalaro/contract/payments';
import { useHoldFirstPaint } from '@/shared/first-paint';
import { formatMoney } from '@/shared/format/money';
import { isApiError } from '@/shared/http/api-error';
import { errorMessageKey } from '@/shared/http/error-message';
import { resolveLanguage } from '@/shared/i18n/language';
import { Field } from '@/shared/ui/field';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import button from '@/shared/ui/button.module.css';
import form from '@/shared/ui/form.module.css';
import type { TextKey } from '@/shared/i18n/text-key';
import { useCreateDeposit } from '@/features/deposit/api/create-deposit';
import { useDepositChannels } from '@/features/deposit/api/get-channels';
import { ChannelTabs } from '@/features/deposit/components/channel-tabs';
import { CopyValue } from '@/features/deposit/components/copy-value';
import {
  depositPreview,
  percentLabel,
  quickAmountText,
  type AmountProblem,
} from '@/features/deposit/model';
import styles from '@/features/deposit/components/deposit.module.css';

const money = (minor: number) => formatMoney(minorToAmount(minor));

interface Props {
  /** 1: the detailed layout (steps, channel card, full breakdown); else the base one. */
  detailed: boolean;
  /** Where the status of a request is shown. */
  statusPath: (id: string) => string;
  limitsPath: string;
  /** Opens a gateway's payment page (the browser leaves the app). */
  openPayPage?: (url: string) => void;
}

/**
 * /m/voucherCenter: choose a channel, an amount (quick amounts, min/max), see
 * the fee, bonus and credit at once; a manual transfer shows the accounts to pay
 * to with copy buttons; submit → the request's status screen (or the gateway's
 * payment page).
 */
export function DepositCentre({ detailed, statusPath, limitsPath, openPayPage }: Props) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const channels = useDepositChannels(language);
  const [channelId, setChannelId] = useState<string | null>(null);
  const baseId = useId();
  // The page's static first paint (header, bottom menu) stays until the form can show.
  useHoldFirstPaint(channels.isPending);

  return (
    <QueryState query={channels} failedTitle={t('deposit_load_failed')}>
      {(data) => {
        const list = data.channels;
        const channel = list.find((c) => c.id === channelId) ?? list[0];
        const tabbed = list.length > 1;
        const tabId = (id: string) => `${baseId}-tab-${id}`;
        const panelId = `${baseId}-panel`;

        return (
          <div className={styles.page}>
            <p className={styles.topLink}>
              <Link to={limitsPath} className={form.inlineLink}>
                {t('deposit_limits_link')}
              </Link>
            </p>
            {!channel ? (
              <NoData text={t('deposit_no_channels')} />
            ) : (
              <>
                {detailed && <h2 className={styles.step}>{t('deposit_step_channel')}</h2>}
                {tabbed && (
                  <ChannelTabs
                    label={t('deposit_channel')}
                    tabs={list.map((c) => ({
                      id: c.id,
                      label: c.name,
                      ...(c.bonusPercent > 0 ? { badge: `+${percentLabel(c.bonusPercent)}` } : {}),
                    }))}
                    value={channel.id}
                    onChange={setChannelId}
                    tabId={tabId}
                    panelId={panelId}
                  />
                )}
                <div
                  className={styles.panel}
                  {...(tabbed
                    ? { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId(channel.id) }
                    : {})}
                >
                  {detailed && <ChannelCard channel={channel} />}
                  <DepositForm
                    key={channel.id}
                    channel={channel}
                    detailed={detailed}
                    language={language}
                    statusPath={statusPath}
                    limitsPath={limitsPath}
                    openPayPage={openPayPage}
                  />
                </div>
              </>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

function ChannelCard({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.card} data-testid="deposit-channel-card">
      <div>
        <dt>{t('deposit_limits_per_request')}</dt>
        <dd>
          {formatMoney(channel.minAmount)} – {formatMoney(channel.maxAmount)}
        </dd>
      </div>
      <div>
        <dt>{t('deposit_fee')}</dt>
        <dd>{channel.feePercent > 0 ? percentLabel(channel.feePercent) : t('deposit_free')}</dd>
      </div>
      <div>
        <dt>{t('deposit_bonus_label')}</dt>
        <dd>{channel.bonusPercent > 0 ? `+${percentLabel(channel.bonusPercent)}` : '—'}</dd>
      </div>
      <div>
        <dt>{t('deposit_method')}</dt>
        <dd>{channel.kind === 'manual' ? t('deposit_kind_manual') : t('deposit_kind_gateway')}</dd>
      </div>
    </dl>
  );
}

interface FormProps extends Omit<Props, 'detailed'> {
  channel: DepositChannel;
  detailed: boolean;
  language: ReturnType<typeof resolveLanguage>;
}

const PROBLEM_KEY: Record<AmountProblem, TextKey> = {
  required: 'deposit_amount_required',
  format: 'deposit_amount_format',
  min: 'deposit_amount_min',
  max: 'deposit_amount_max',
};

function DepositForm({
  channel,
  detailed,
  language,
  statusPath,
  limitsPath,
  openPayPage = (url) => window.location.assign(url),
}: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateDeposit();
  const manual = channel.kind === 'manual';
  const [amount, setAmount] = useState('');
  const [optIn, setOptIn] = useState(false);
  const [accountId, setAccountId] = useState(channel.accounts[0]?.id ?? '');
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<{ text: string; remaining?: string } | null>(null);
  const summaryId = useId();

  const preview = depositPreview(channel, amount, optIn);
  const amountError =
    touched && preview.problem
      ? t(PROBLEM_KEY[preview.problem], {
          min: formatMoney(channel.minAmount),
          max: formatMoney(channel.maxAmount),
        })
      : undefined;
  const payerError = touched && payerName.trim() === '' ? t('deposit_payer_required') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (preview.problem || payerName.trim() === '') return;
    try {
      const { request, payUrl } = await create.mutateAsync({
        channelId: channel.id,
        amount: amount.trim(),
        payerName: payerName.trim(),
        ...(reference.trim() ? { reference: reference.trim() } : {}),
        ...(manual && accountId ? { accountId } : {}),
        bonusOptIn: optIn && channel.bonusPercent > 0,
        language,
      });
      if (payUrl) openPayPage(payUrl);
      else void navigate(statusPath(request.id));
    } catch (error) {
      const remaining =
        isApiError(error) && error.errorCode === 'deposit.limit_exceeded'
          ? (error.value as { remaining?: string } | undefined)?.remaining
          : undefined;
      setFailure({ text: t(errorMessageKey(error)), remaining });
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {detailed && <h2 className={styles.step}>{t('deposit_step_amount')}</h2>}
      <Field
        label={t('deposit_amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        onBlur={() => amount !== '' && setTouched(true)}
        error={amountError}
        hint={t('deposit_amount_hint', {
          min: formatMoney(channel.minAmount),
          max: formatMoney(channel.maxAmount),
        })}
        requiredMark
        onClear={() => setAmount('')}
        hasValue={amount !== ''}
      />
      {channel.quickAmounts.length > 0 && (
        <div className={styles.quick} role="group" aria-label={t('deposit_quick_amounts')}>
          {channel.quickAmounts.map((quick) => (
            <button
              key={quick}
              type="button"
              className={styles.chip}
              aria-pressed={amount === quickAmountText(quick)}
              onClick={() => setAmount(quickAmountText(quick))}
            >
              {formatMoney(quick)}
            </button>
          ))}
        </div>
      )}
      {channel.bonusPercent > 0 && (
        <label className={form.check}>
          <input type="checkbox" checked={optIn} onChange={(e) => setOptIn(e.target.checked)} />
          <span>{t('deposit_bonus_opt_in', { percent: percentLabel(channel.bonusPercent) })}</span>
        </label>
      )}

      <dl
        className={styles.summary}
        id={summaryId}
        aria-live="polite"
        data-testid="deposit-summary"
      >
        {detailed && (
          <>
            <div>
              <dt>{t('deposit_amount')}</dt>
              <dd>{money(preview.amountMinor ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('deposit_fee')}</dt>
              <dd>{preview.feeMinor > 0 ? `−${money(preview.feeMinor)}` : t('deposit_free')}</dd>
            </div>
          </>
        )}
        {(detailed || preview.bonusMinor > 0) && (
          <div>
            <dt>{t('deposit_bonus_label')}</dt>
            <dd>+{money(preview.bonusMinor)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('deposit_credit')}</dt>
          <dd>{money(preview.creditMinor)}</dd>
        </div>
      </dl>

      {manual ? (
        <>
          {detailed && <h2 className={styles.step}>{t('deposit_step_transfer')}</h2>}
          <p className={styles.note}>{t('deposit_manual_note')}</p>
          {channel.accounts.length > 0 && (
            <fieldset className={styles.accounts}>
              <legend className={styles.legend}>{t('deposit_pay_to')}</legend>
              {channel.accounts.map((account) => (
                <div key={account.id} className={styles.account}>
                  <label className={styles.accountChoice}>
                    <input
                      type="radio"
                      name="account"
                      value={account.id}
                      checked={accountId === account.id}
                      onChange={() => setAccountId(account.id)}
                    />
                    <span className={styles.accountBank}>{account.bankName}</span>
                  </label>
                  <CopyValue
                    label={t('deposit_account_name')}
                    value={account.accountName}
                    context={account.bankName}
                  />
                  <CopyValue
                    label={t('deposit_account_number')}
                    value={account.accountNumber}
                    context={account.bankName}
                  />
                  {account.branch && (
                    <CopyValue
                      label={t('deposit_account_branch')}
                      value={account.branch}
                      context={account.bankName}
                    />
                  )}
                </div>
              ))}
            </fieldset>
          )}
        </>
      ) : (
        <p className={styles.note}>{t('deposit_gateway_note')}</p>
      )}
      <Field
        label={t('deposit_payer_name')}
        name="payerName"
        autoComplete="name"
        maxLength={64}
        value={payerName}
        onChange={(e) => setPayerName(e.target.value)}
        error={payerError}
        hint={t('deposit_payer_hint')}
        requiredMark
      />
      {manual && (
        <Field
          label={t('deposit_reference')}
          name="reference"
          autoComplete="off"
          maxLength={64}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          hint={t('deposit_reference_hint')}
        />
      )}
      {failure && (
        <div className={styles.failure} role="alert">
          <p>{failure.text}</p>
          {failure.remaining !== undefined && (
            <p>
              {t('deposit_limit_left', { amount: formatMoney(failure.remaining) })}{' '}
              <Link to={limitsPath} className={form.inlineLink}>
                {t('deposit_limits_link')}
              </Link>
            </p>
          )}
        </div>
      )}
      <button
        type="submit"
        className={button.button}
        disabled={create.isPending}
        aria-describedby={summaryId}
      >
        {create.isPending
          ? t('loading')
          : manual
            ? t('deposit_submit_manual')
            : t('deposit_submit_gateway')}
      </button>
    </form>
  );
}
