import type { ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SECURITY } from '@kalaro/contract/constants';
import type {
  BindEmailBody,
  BindMobileBody,
  PayeeNameBody,
  PaymentPasswordBody,
} from '@kalaro/contract/security';
import type { SecurityQuestionId } from '@kalaro/contract/security-questions';
import { Field } from '@/shared/ui/field';
import styles from '@/shared/ui/form.module.css';
import { useBindEmail } from '@/features/security/api/bind-email';
import { useBindMobile } from '@/features/security/api/bind-mobile';
import { useSendBindCode } from '@/features/security/api/send-bind-code';
import { useSetPayeeName } from '@/features/security/api/set-payee-name';
import { useSetPaymentPassword } from '@/features/security/api/set-payment-password';
import { useSecurityForm } from '@/features/security/components/use-security-form';
import {
  checkCode,
  checkConfirmation,
  checkEmailAddress,
  checkMobile,
  checkPayeeName,
  checkPaymentPassword,
  checkRequired,
  checkSecurityAnswer,
  questionText,
} from '@/features/security/model';

/**
 * The "get code" control next to an address or number: given `send` (which
 * checks the field first and resolves expiredMinutes, or null when nothing was
 * sent), it shows the sending and countdown states. The app passes the accounts
 * SMS-code button.
 */
export type CodeButton = (send: () => Promise<number | null>) => ReactNode;

export function Failure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={styles.error} role="alert">
      {text}
    </p>
  );
}

export function Submit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className={styles.button} disabled={busy} aria-busy={busy || undefined}>
      {label}
    </button>
  );
}

type PaymentPasswordValues = Omit<PaymentPasswordBody, 'securityAnswers'> & { answers: string[] };

interface PaymentPasswordProps {
  isSet: boolean;
  /** The member's security questions: when there are any, their answers are asked too. */
  questionIds?: readonly SecurityQuestionId[];
}

/**
 * Set (with the login password) or change (with the old one) the 6-digit
 * payment password; a member with security questions answers them as well.
 */
export function PaymentPasswordForm({ isSet, questionIds = [] }: PaymentPasswordProps) {
  const { t, i18n } = useTranslation();
  const mutation = useSetPaymentPassword();
  const form = useForm<PaymentPasswordValues>({
    defaultValues: {
      currentPassword: '',
      newPaymentPassword: '',
      confirmPaymentPassword: '',
      answers: [],
    },
  });
  const { errorOf, submit, failure } = useSecurityForm(form);
  const { register, handleSubmit, getValues } = form;
  const currentLabel = isSet
    ? t('security_current_payment_password')
    : t('security_login_password');
  const newLabel = t('security_new_payment_password');
  const confirmLabel = t('security_confirm_payment_password');
  const digits = {
    inputMode: 'numeric',
    maxLength: 6,
    password: true,
    requiredMark: true,
  } as const;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) =>
        void handleSubmit(({ answers, ...body }) =>
          submit(
            () =>
              mutation.mutateAsync({
                ...body,
                ...(questionIds.length > 0
                  ? {
                      securityAnswers: questionIds.map((questionId, i) => ({
                        questionId,
                        answer: answers[i] ?? '',
                      })),
                    }
                  : {}),
              }),
            'security_payment_password_saved',
          ),
        )(e)
      }
    >
      <Field
        label={currentLabel}
        error={errorOf('currentPassword', currentLabel)}
        password
        requiredMark
        maxLength={128}
        autoComplete="current-password"
        {...(isSet ? { inputMode: 'numeric' as const } : {})}
        {...register('currentPassword', { validate: (v) => checkRequired(v) ?? true })}
      />
      <Field
        label={newLabel}
        hint={t('security_payment_password_rule')}
        error={errorOf('newPaymentPassword', newLabel)}
        autoComplete="off"
        {...digits}
        {...register('newPaymentPassword', { validate: (v) => checkPaymentPassword(v) ?? true })}
      />
      <Field
        label={confirmLabel}
        error={errorOf('confirmPaymentPassword', confirmLabel)}
        autoComplete="off"
        {...digits}
        {...register('confirmPaymentPassword', {
          validate: (v) => checkConfirmation(v, getValues('newPaymentPassword')) ?? true,
        })}
      />
      {questionIds.length > 0 && (
        <p className={styles.hint}>{t('security_questions_payment_hint')}</p>
      )}
      {questionIds.map((questionId, i) => {
        const label = questionText(questionId, i18n.language);
        return (
          <Field
            key={questionId}
            label={label}
            requiredMark
            autoComplete="off"
            maxLength={256}
            error={errorOf(`answers.${i}`, label)}
            {...register(`answers.${i}`, { validate: (v) => checkSecurityAnswer(v) ?? true })}
          />
        );
      })}
      <Failure text={failure} />
      <Submit busy={mutation.isPending} label={isSet ? t('security_change') : t('security_set')} />
    </form>
  );
}

interface BindProps {
  codeButton: CodeButton;
}

interface ConfirmBindingProps {
  codeLabel: string;
  code: UseFormRegisterReturn<'verificationCode'>;
  password: UseFormRegisterReturn<'password'>;
  errorOf: (name: 'verificationCode' | 'password', label: string) => string | undefined;
  failure: string | null;
  busy: boolean;
}

/** What confirms a binding (e-mail or mobile): the code that was sent, the login password, Bind. */
function ConfirmBinding({
  codeLabel,
  code,
  password,
  errorOf,
  failure,
  busy,
}: ConfirmBindingProps) {
  const { t } = useTranslation();
  const passwordLabel = t('security_login_password');
  return (
    <>
      <Field
        label={codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        requiredMark
        maxLength={10}
        error={errorOf('verificationCode', codeLabel)}
        {...code}
      />
      <Field
        label={passwordLabel}
        password
        requiredMark
        maxLength={128}
        autoComplete="current-password"
        error={errorOf('password', passwordLabel)}
        {...password}
      />
      <Failure text={failure} />
      <Submit busy={busy} label={t('security_bind')} />
    </>
  );
}

/** Bind or replace the e-mail: a code sent to the address, then the code and the login password. */
export function BindEmailForm({ codeButton }: BindProps) {
  const { t } = useTranslation();
  const mutation = useBindEmail();
  const sendCode = useSendBindCode();
  const form = useForm<BindEmailBody>({
    defaultValues: { email: '', verificationCode: '', password: '' },
  });
  const { errorOf, submit, failure } = useSecurityForm(form);
  const { register, handleSubmit, trigger, getValues } = form;
  const emailLabel = t('field_email');
  const codeLabel = t('security_code');

  const send = async () => {
    if (!(await trigger('email'))) return null;
    const { expiredMinutes } = await sendCode.mutateAsync({
      channel: 'email',
      email: getValues('email').trim(),
    });
    return expiredMinutes;
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) =>
        void handleSubmit((body) =>
          submit(
            () => mutation.mutateAsync({ ...body, email: body.email.trim() }),
            'security_email_saved',
          ),
        )(e)
      }
    >
      <Field
        label={emailLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        requiredMark
        maxLength={255}
        error={errorOf('email', emailLabel)}
        addon={codeButton(send)}
        {...register('email', { validate: (v) => checkEmailAddress(v) ?? true })}
      />
      <ConfirmBinding
        codeLabel={codeLabel}
        code={register('verificationCode', { validate: (v) => checkCode(v) ?? true })}
        password={register('password', { validate: (v) => checkRequired(v) ?? true })}
        errorOf={errorOf}
        failure={failure}
        busy={mutation.isPending}
      />
    </form>
  );
}

/** Bind or replace the mobile number: an SMS code to it, then the code and the login password. */
export function BindMobileForm({ codeButton }: BindProps) {
  const { t } = useTranslation();
  const mutation = useBindMobile();
  const sendCode = useSendBindCode();
  const form = useForm<BindMobileBody>({
    defaultValues: { mobileNum: '', verificationCode: '', password: '' },
  });
  const { errorOf, submit, failure } = useSecurityForm(form);
  const { register, handleSubmit, trigger, getValues } = form;
  const mobileLabel = t('field_mobile');
  const codeLabel = t('field_sms_code');
  const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

  const send = async () => {
    if (!(await trigger('mobileNum'))) return null;
    const { expiredMinutes } = await sendCode.mutateAsync({
      channel: 'mobile',
      mobileNum: digitsOf(getValues('mobileNum')),
    });
    return expiredMinutes;
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) =>
        void handleSubmit((body) =>
          submit(
            () => mutation.mutateAsync({ ...body, mobileNum: digitsOf(body.mobileNum) }),
            'security_mobile_saved',
          ),
        )(e)
      }
    >
      <Field
        label={mobileLabel}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        requiredMark
        maxLength={20}
        error={errorOf('mobileNum', mobileLabel)}
        addon={codeButton(send)}
        {...register('mobileNum', { validate: (v) => checkMobile(v) ?? true })}
      />
      <ConfirmBinding
        codeLabel={codeLabel}
        code={register('verificationCode', { validate: (v) => checkCode(v) ?? true })}
        password={register('password', { validate: (v) => checkRequired(v) ?? true })}
        errorOf={errorOf}
        failure={failure}
        busy={mutation.isPending}
      />
    </form>
  );
}

/** The payee name (the name on withdrawal accounts), set once. */
export function PayeeNameForm() {
  const { t } = useTranslation();
  const mutation = useSetPayeeName();
  const form = useForm<PayeeNameBody>({ defaultValues: { payeeName: '' } });
  const { errorOf, submit, failure } = useSecurityForm(form);
  const label = t('field_payee_name');

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) =>
        void form.handleSubmit((body) =>
          submit(
            () => mutation.mutateAsync({ payeeName: body.payeeName.trim() }),
            'security_payee_saved',
          ),
        )(e)
      }
    >
      <Field
        label={label}
        autoComplete="name"
        requiredMark
        maxLength={SECURITY.PAYEE_NAME_MAX}
        hint={t('security_payee_hint')}
        error={errorOf('payeeName', label)}
        {...form.register('payeeName', { validate: (v) => checkPayeeName(v) ?? true })}
      />
      <Failure text={failure} />
      <Submit busy={mutation.isPending} label={t('security_save')} />
    </form>
  );
}
