import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SessionValue } from '@kalaro/contract/account';
import { LIMIT } from '@kalaro/contract/constants';
import { isApiError } from '@/shared/http/api-error';
import { useLanguageRevalidate } from '@/shared/hooks/use-language-revalidate';
import { Field } from '@/shared/ui/field';
import styles from '@/shared/ui/form.module.css';
import { sendSmsCode } from '@/features/auth/api/send-sms-code';
import { useSetPasswordByPhone } from '@/features/auth/api/set-password-by-phone';
import { SmsCodeButton } from '@/features/auth/components/sms-code-button';
import { useMessages } from '@/features/auth/components/use-message';
import { checkField, checkMobile, checkSmsCode } from '@/features/auth/model';

interface Values {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

interface Props {
  /** Called once the new password is set and the member logged in. */
  onLoggedIn: (value: SessionValue) => void | Promise<void>;
}

/** Set a new password with an SMS code; the server logs the member in. */
export function ForgetPhoneForm({ onLoggedIn }: Props) {
  const { t } = useTranslation();
  const messages = useMessages();
  const setPassword = useSetPasswordByPhone();
  const [codeSent, setCodeSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const { register, handleSubmit, formState, setValue, setFocus, trigger, getValues } = form;
  const { errors, isSubmitting, isDirty, isValid } = formState;
  const values = useWatch({ control: form.control });

  const revalidate = useCallback(() => {
    const checked = Object.keys(form.formState.errors) as (keyof Values)[];
    if (checked.length) void trigger(checked);
  }, [form, trigger]);
  useLanguageRevalidate(revalidate);

  const sendCode = async () => {
    const ok = await trigger('mobileNum');
    if (!ok) {
      setFocus('mobileNum');
      return null;
    }
    const { expiredMinutes } = await sendSmsCode({
      mobileNum: getValues('mobileNum').trim(),
      purpose: 'reset',
    });
    return expiredMinutes;
  };

  const onSubmit = async ({ mobileNum, verificationCode, newPassword }: Values) => {
    setFailure(null);
    let value: SessionValue;
    try {
      value = await setPassword.mutateAsync({
        mobileNum: mobileNum.trim(),
        verificationCode: verificationCode.trim(),
        newPassword,
      });
    } catch (error) {
      setFailure(messages.apiError(error));
      if (isApiError(error) && error.errorCode === 'modify.new.old.same') {
        setValue('newPassword', '');
        setFocus('newPassword');
      } else {
        setValue('verificationCode', '');
        setFocus('verificationCode');
      }
      return;
    }
    await onLoggedIn(value);
  };

  const clear = (name: keyof Values) => () => {
    setValue(name, '', { shouldValidate: true, shouldDirty: true });
    setFocus(name);
  };

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <p className={styles.hint}>{t('forget_phone_hint')}</p>
      <Field
        label={t('field_mobile')}
        requiredMark
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={LIMIT.MOBILE_MAX}
        {...register('mobileNum', { validate: (v) => checkMobile(v) ?? true })}
        error={messages.validation(errors.mobileNum?.message, t('field_mobile'))}
        hasValue={Boolean(values.mobileNum)}
        onClear={clear('mobileNum')}
      />
      <Field
        label={t('field_sms_code')}
        requiredMark
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMIT.SMS_CODE_MAX}
        disabled={!codeSent}
        {...register('verificationCode', { validate: (v) => checkSmsCode(v) ?? true })}
        error={messages.validation(errors.verificationCode?.message, t('field_sms_code'))}
        hasValue={Boolean(values.verificationCode)}
        onClear={clear('verificationCode')}
        addon={<SmsCodeButton send={sendCode} onSent={() => setCodeSent(true)} />}
      />
      <Field
        label={t('field_new_password')}
        requiredMark
        password
        autoComplete="new-password"
        maxLength={128}
        {...register('newPassword', { validate: (v) => checkField(v, { required: true }) ?? true })}
        error={messages.validation(errors.newPassword?.message, t('field_new_password'))}
        hasValue={Boolean(values.newPassword)}
        onClear={clear('newPassword')}
      />
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className={styles.button}
        disabled={!isDirty || !isValid || isSubmitting}
      >
        {t('submit')}
      </button>
    </form>
  );
}
