import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DURATION, LIMIT } from '@kalaro/contract/constants';
import { useLanguageRevalidate } from '@/shared/hooks/use-language-revalidate';
import { Field } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toast/toast-store';
import styles from '@/shared/ui/form.module.css';
import { useForgotPasswordByEmail } from '@/features/auth/api/forgot-password-by-email';
import { useMessages } from '@/features/auth/components/use-message';
import { checkEmail, checkField } from '@/features/auth/model';

interface Values {
  username: string;
  email: string;
}

/** Forgot password by e-mail: username and e-mail, sent form-encoded. */
export function ForgetEmailForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const messages = useMessages();
  const send = useForgotPasswordByEmail();
  const form = useForm<Values>({ defaultValues: { username: '', email: '' } });
  const { register, handleSubmit, formState, setValue, setFocus, trigger } = form;
  const { errors, isSubmitting } = formState;
  const values = useWatch({ control: form.control });

  const revalidate = useCallback(() => {
    const checked = Object.keys(form.formState.errors) as (keyof Values)[];
    if (checked.length) void trigger(checked);
  }, [form, trigger]);
  useLanguageRevalidate(revalidate);

  const onSubmit = async ({ username, email }: Values) => {
    const dismiss = toast.loading(t('in_please_wait'));
    try {
      await send.mutateAsync({ username: username.trim(), email: email.trim() });
      dismiss();
      toast.success(t('in_been_out'), { duration: DURATION.EMAIL_SENT });
      setTimeout(onSent, DURATION.EMAIL_SENT);
    } catch (error) {
      dismiss();
      toast.error(messages.apiError(error));
    }
  };

  const clear = (name: keyof Values) => () => {
    setValue(name, '', { shouldValidate: formState.isSubmitted });
    setFocus(name);
  };

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <p className={styles.hint}>{t('forget_email_hint')}</p>
      <Field
        label={t('field_username')}
        requiredMark
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        {...register('username', { validate: (v) => checkField(v, { required: true }) ?? true })}
        error={messages.validation(errors.username?.message, t('field_username'))}
        hasValue={Boolean(values.username)}
        onClear={clear('username')}
      />
      <Field
        label={t('field_email')}
        requiredMark
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={LIMIT.EMAIL_MAX}
        {...register('email', { validate: (v) => checkEmail(v) ?? true })}
        error={messages.validation(errors.email?.message, t('field_email'))}
        hasValue={Boolean(values.email)}
        onClear={clear('email')}
      />
      <button type="submit" className={styles.button} disabled={isSubmitting}>
        {t('retrieve_password')}
      </button>
    </form>
  );
}
