import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rateToBp, type CreateDownlineValue, type DownlineKind } from '@kalaro/contract/agent';
import { isApiError } from '@/shared/http/api-error';
import { Field } from '@/shared/ui/field';
import { CheckIcon } from '@/shared/ui/icons';
import { StatusPage } from '@/shared/ui/status-page';
import form from '@/shared/ui/form.module.css';
import { errorMessageKey } from '@/shared/http/error-message';
import { textKey, type TextKey } from '@/shared/i18n/text-key';
import { useAgentRebate, useCreateDownline } from '@/features/agent/api/downlines';
import { checkRate } from '@/features/agent/model';
import styles from '@/features/agent/components/agent-pages.module.css';

interface Values {
  kind: DownlineKind;
  userName: string;
  password: string;
  confirmPassword: string;
  rebateRate: string;
}

const EMPTY: Values = {
  kind: 'member',
  userName: '',
  password: '',
  confirmPassword: '',
  rebateRate: '',
};

/**
 * Open a downline account (/m/agentRegister, the agent footer's "open account"): a
 * player or an agent, with a rebate rate no higher than the agent's own. The account
 * can log in at once with the password set here.
 */
export function AgentRegister() {
  const { t, i18n } = useTranslation();
  /** A failure's message key (ours or the operator's pattern's) in words, naming the field. */
  const messages = {
    validation: (failure: string | undefined, field: string) =>
      failure === undefined
        ? undefined
        : t(i18n.exists(failure) ? textKey(failure) : 'validation_invalid', { field }),
    apiError: (error: unknown) => t(errorMessageKey(error)),
  };
  const own = useAgentRebate({ pageSize: 1 });
  const create = useCreateDownline();
  const [opened, setOpened] = useState<CreateDownlineValue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const f = useForm<Values>({ defaultValues: EMPTY });
  const { register, handleSubmit, formState, getValues, setError, setValue, setFocus } = f;
  const values = useWatch({ control: f.control });
  const ownRate = own.data?.ownRate;
  const maxBp = ownRate === undefined ? undefined : (rateToBp(ownRate) ?? 0);

  if (opened) {
    return (
      <StatusPage
        icon={<CheckIcon size={40} />}
        title={t('agent_register_done', { userName: opened.userName })}
        testId="agent-register-done"
      >
        <p>
          {t(opened.type === 0 ? 'agent_register_done_member' : 'agent_register_done_agent', {
            rate: opened.rebateRate,
          })}
        </p>
        <button
          type="button"
          className={form.button}
          onClick={() => {
            f.reset(EMPTY);
            setOpened(null);
          }}
        >
          {t('agent_register_another')}
        </button>
        <Link to="/m/agent" className={form.inlineLink}>
          {t('agent_register_back_home')}
        </Link>
      </StatusPage>
    );
  }

  const onSubmit = async (data: Values) => {
    setFailure(null);
    try {
      setOpened(
        await create.mutateAsync({
          ...data,
          userName: data.userName.trim(),
          rebateRate: data.rebateRate.trim(),
        }),
      );
    } catch (error) {
      const detail = isApiError(error)
        ? (error.value as { field?: string; messageKey?: string } | undefined)
        : undefined;
      if (isApiError(error) && error.errorCode === 'user.exists') {
        setError('userName', { type: 'server', message: messages.apiError(error) });
        setFocus('userName');
      } else if (
        isApiError(error) &&
        error.errorCode === 'register.field_invalid' &&
        (detail?.field === 'userName' || detail?.field === 'password')
      ) {
        const name = detail.field;
        const label = t(name === 'userName' ? 'field_username' : 'field_password');
        setError(name, {
          type: 'server',
          message: messages.validation(detail.messageKey, label) ?? messages.apiError(error),
        });
        setFocus(name);
      } else if (isApiError(error) && error.errorCode === 'agent.rate_above_own') {
        setError('rebateRate', { type: 'server', message: messages.apiError(error) });
        setFocus('rebateRate');
        void own.refetch();
      } else {
        setFailure(messages.apiError(error));
      }
    }
  };

  const errorOf = (name: keyof Values, labelKey: TextKey) => {
    const error = formState.errors[name];
    if (!error) return undefined;
    return error.type === 'server'
      ? error.message
      : messages.validation(error.message, t(labelKey));
  };
  const clear = (name: keyof Values) => () => {
    setValue(name, '', { shouldValidate: formState.isSubmitted });
    setFocus(name);
  };

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('agent_register_intro')}</p>
      <form
        className={form.form}
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        noValidate
        aria-label={t('title_agent_register')}
      >
        <fieldset className={styles.kinds}>
          <legend className={form.label}>{t('agent_register_kind')}</legend>
          {(['member', 'agent'] as const).map((kind) => (
            <label key={kind} className={styles.kind}>
              <input type="radio" value={kind} {...register('kind')} />
              <span>
                <strong>{t(`agent_register_kind_${kind}`)}</strong>
                <small>{t(`agent_register_kind_${kind}_hint`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <Field
          label={t('field_username')}
          requiredMark
          autoComplete="off"
          maxLength={64}
          error={errorOf('userName', 'field_username')}
          hasValue={Boolean(values.userName)}
          onClear={clear('userName')}
          {...register('userName', {
            validate: (v) => (v.trim() ? true : 'validation_required'),
          })}
        />
        <Field
          label={t('field_password')}
          requiredMark
          password
          autoComplete="new-password"
          maxLength={128}
          hint={t('agent_register_password_hint')}
          error={errorOf('password', 'field_password')}
          hasValue={Boolean(values.password)}
          onClear={clear('password')}
          {...register('password', {
            validate: (v) => (v ? true : 'validation_required'),
          })}
        />
        <Field
          label={t('field_confirm_password')}
          requiredMark
          password
          autoComplete="new-password"
          maxLength={128}
          error={errorOf('confirmPassword', 'field_confirm_password')}
          hasValue={Boolean(values.confirmPassword)}
          onClear={clear('confirmPassword')}
          {...register('confirmPassword', {
            validate: (v) => {
              if (!v) return 'validation_required';
              return v === getValues('password') ? true : 'in_confirmation_correct';
            },
          })}
        />
        <Field
          label={t('agent_register_rate')}
          requiredMark
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          addon={<span aria-hidden="true">%</span>}
          hint={ownRate === undefined ? undefined : t('agent_register_rate_hint', { max: ownRate })}
          error={errorOf('rebateRate', 'agent_register_rate')}
          hasValue={Boolean(values.rebateRate)}
          onClear={clear('rebateRate')}
          {...register('rebateRate', {
            validate: (v) => {
              const problem = checkRate(v, maxBp ?? 10_000);
              if (problem === 'empty') return 'validation_required';
              if (problem === 'invalid') return 'agent_rate_invalid';
              if (problem === 'above') return 'agent_error_rate_above_own';
              return true;
            },
          })}
        />
        {failure && (
          <p className={form.error} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className={form.button} disabled={formState.isSubmitting}>
          {t('agent_register_submit')}
        </button>
      </form>
    </div>
  );
}
