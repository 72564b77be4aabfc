import type { ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SECURITY } from '@kalaro/contract/constants';
import type { PayeeNameBody, PaymentPasswordBody } from '@kalaro/contract/security';
import type { SecurityQuestionId } from '@kalaro/contract/security-questions';
import { Field, type FieldProps } from '@/shared/ui/field';
import type { TextKey } from '@/shared/i18n/text-key';
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

interface PasswordConfirmProps {
  label: string;
  registration: UseFormRegisterReturn<'password'>;
  errorOf: (name: 'password', label: string) => string | undefined;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
}

/** The end of a form confirmed with the login password: the password, a refusal, the button. */
export function PasswordConfirm({
  label,
  registration,
  errorOf,
  failure,
  busy,
  submitLabel,
}: PasswordConfirmProps) {
  return (
    <>
      <Field
        label={label}
        password
        requiredMark
        maxLength={128}
        autoComplete="current-password"
        error={errorOf('password', label)}
        {...registration}
      />
      <Failure text={failure} />
      <Submit busy={busy} label={submitLabel} />
    </>
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

/** The field a binding is about: the e-mail address or the mobile number. */
type AddressField = 'email' | 'mobileNum';
type BindValues = Partial<Record<AddressField, string>> & {
  verificationCode: string;
  password: string;
};

interface BindAddressProps extends BindProps {
  field: AddressField;
  label: string;
  codeLabel: string;
  input: Pick<FieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;
  check: (value: string | undefined) => string | null;
  /** The address as it is sent (trimmed, or the number's digits). */
  normalise: (value: string) => string;
  sendCode: (address: string) => Promise<{ expiredMinutes: number }>;
  bind: (address: string, proof: Omit<BindValues, AddressField>) => Promise<unknown>;
  busy: boolean;
  doneKey: TextKey;
}

/**
 * Bind or replace an address (e-mail or mobile): a code sent to the address
 * once it passes its check, then the code, the login password and Bind.
 */
function BindAddressForm({
  codeButton,
  field,
  label,
  codeLabel,
  input,
  check,
  normalise,
  sendCode,
  bind,
  busy,
  doneKey,
}: BindAddressProps) {
  const { t } = useTranslation();
  const form = useForm<BindValues>({
    defaultValues: { [field]: '', verificationCode: '', password: '' },
  });
  const { errorOf, submit, failure } = useSecurityForm(form);
  const { register, handleSubmit, trigger, getValues } = form;
  const send = async () => {
    if (!(await trigger(field))) return null;
    const { expiredMinutes } = await sendCode(normalise(getValues(field) ?? ''));
    return expiredMinutes;
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) =>
        void handleSubmit(({ verificationCode, password, ...address }) =>
          submit(
            () => bind(normalise(address[field] ?? ''), { verificationCode, password }),
            doneKey,
          ),
        )(e)
      }
    >
      <Field
        label={label}
        requiredMark
        error={errorOf(field, label)}
        addon={codeButton(send)}
        {...input}
        {...register(field, { validate: (v) => check(v) ?? true })}
      />
      <Field
        label={codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        requiredMark
        maxLength={10}
        error={errorOf('verificationCode', codeLabel)}
        {...register('verificationCode', { validate: (v) => checkCode(v) ?? true })}
      />
      <PasswordConfirm
        label={t('security_login_password')}
        registration={register('password', { validate: (v) => checkRequired(v) ?? true })}
        errorOf={errorOf}
        failure={failure}
        busy={busy}
        submitLabel={t('security_bind')}
      />
    </form>
  );
}

/** Bind or replace the e-mail: a code sent to the address, then the code and the login password. */
export function BindEmailForm({ codeButton }: BindProps) {
  const { t } = useTranslation();
  const mutation = useBindEmail();
  const sendCode = useSendBindCode();
  return (
    <BindAddressForm
      codeButton={codeButton}
      field="email"
      label={t('field_email')}
      codeLabel={t('security_code')}
      input={{ type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 255 }}
      check={checkEmailAddress}
      normalise={(value) => value.trim()}
      sendCode={(email) => sendCode.mutateAsync({ channel: 'email', email })}
      bind={(email, proof) => mutation.mutateAsync({ ...proof, email })}
      busy={mutation.isPending}
      doneKey="security_email_saved"
    />
  );
}

/** Bind or replace the mobile number: an SMS code to it, then the code and the login password. */
export function BindMobileForm({ codeButton }: BindProps) {
  const { t } = useTranslation();
  const mutation = useBindMobile();
  const sendCode = useSendBindCode();
  return (
    <BindAddressForm
      codeButton={codeButton}
      field="mobileNum"
      label={t('field_mobile')}
      codeLabel={t('field_sms_code')}
      input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 20 }}
      check={checkMobile}
      normalise={(value) => value.replace(/[\s-]/g, '')}
      sendCode={(mobileNum) => sendCode.mutateAsync({ channel: 'mobile', mobileNum })}
      bind={(mobileNum, proof) => mutation.mutateAsync({ ...proof, mobileNum })}
      busy={mutation.isPending}
      doneKey="security_mobile_saved"
    />
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
