import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DURATION } from '@kalaro/contract/constants';
import { isApiError } from '@/shared/http/api-error';
import { useLanguageRevalidate } from '@/shared/hooks/use-language-revalidate';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Field } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toast/toast-store';
import styles from '@/shared/ui/form.module.css';
import { useChangePassword } from '@/features/auth/api/change-password';
import { useMessages } from '@/features/auth/components/use-message';
import { checkConfirmation, checkField } from '@/features/auth/model';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

interface Props {
  userName: string;
  onChanged: () => void;
}

/** Change password: the server signs every other session out. */
export function ChangePasswordForm({ userName, onChanged }: Props) {
  const { t } = useTranslation();
  const messages = useMessages();
  const change = useChangePassword();
  const [sameOpen, setSameOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { register, handleSubmit, formState, setValue, setFocus, trigger, getValues, setError } =
    form;
  const { errors, isSubmitting } = formState;
  const values = useWatch({ control: form.control });

  const revalidate = useCallback(() => {
    const checked = Object.keys(form.formState.errors) as (keyof Values)[];
    if (checked.length) void trigger(checked);
  }, [form, trigger]);
  useLanguageRevalidate(revalidate);

  const onSubmit = async (data: Values) => {
    setFailure(null);
    if (data.newPassword === data.oldPassword) {
      setSameOpen(true);
      return;
    }
    const dismiss = toast.loading(t('in_please_wait'), { duration: DURATION.SIGN_OUT_LOADING });
    try {
      await change.mutateAsync(data);
      dismiss();
      toast.success(t('password_saved'));
      setTimeout(onChanged, DURATION.REDIRECT_AFTER_PASSWORD_CHANGE);
    } catch (error) {
      dismiss();
      if (isApiError(error) && error.errorCode === 'modify.new.old.same') {
        setSameOpen(true);
      } else if (isApiError(error) && error.errorCode === 'auth.password_incorrect') {
        setError('oldPassword', { type: 'server', message: messages.apiError(error) });
        setFocus('oldPassword');
      } else {
        setFailure(messages.apiError(error));
      }
    }
  };

  const field = (
    name: keyof Values,
    labelKey: 'field_old_password' | 'field_new_password' | 'field_confirm_new_password',
  ) => {
    const error = errors[name];
    return {
      label: t(labelKey),
      requiredMark: true,
      password: true,
      maxLength: 128,
      error:
        error?.type === 'server' ? error.message : messages.validation(error?.message, t(labelKey)),
      hasValue: Boolean(values[name]),
      onClear: () => {
        setValue(name, '', { shouldValidate: formState.isSubmitted });
        setFocus(name);
      },
    };
  };

  return (
    <>
      <form className={styles.form} onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
        <Field
          label={t('field_username')}
          name="username"
          autoComplete="username"
          value={userName}
          readOnly
        />
        <Field
          {...field('oldPassword', 'field_old_password')}
          autoComplete="current-password"
          {...register('oldPassword', {
            validate: (v) => checkField(v, { required: true }) ?? true,
          })}
        />
        <Field
          {...field('newPassword', 'field_new_password')}
          autoComplete="new-password"
          {...register('newPassword', {
            validate: (v) => checkField(v, { required: true }) ?? true,
            onChange: () => {
              if (formState.isSubmitted || getValues('confirmNewPassword'))
                void trigger('confirmNewPassword');
            },
          })}
        />
        <Field
          {...field('confirmNewPassword', 'field_confirm_new_password')}
          autoComplete="new-password"
          {...register('confirmNewPassword', {
            validate: (v) => checkConfirmation(v, getValues('newPassword')) ?? true,
          })}
        />
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {t('confirm')}
        </button>
      </form>
      <ConfirmDialog
        open={sameOpen}
        alert
        message={t('modify_new_old_same')}
        onConfirm={() => {
          setSameOpen(false);
          setFocus('newPassword');
        }}
        onCancel={() => setSameOpen(false)}
      />
    </>
  );
}
