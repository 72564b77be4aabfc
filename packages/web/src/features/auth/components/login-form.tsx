import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginPayload, SessionValue } from '@kalaro/contract/account';
import { LIMIT } from '@kalaro/contract/constants';
import { isApiError } from '@/shared/http/api-error';
import { useLanguageRevalidate } from '@/shared/hooks/use-language-revalidate';
import { Field } from '@/shared/ui/field';
import { SegmentedTabs } from '@/shared/ui/tabs';
import styles from '@/shared/ui/form.module.css';
import { useCaptcha } from '@/features/auth/api/get-captcha';
import { useLogin } from '@/features/auth/api/login';
import { sendSmsCode } from '@/features/auth/api/send-sms-code';
import { CaptchaAddon } from '@/features/auth/components/captcha-addon';
import { SmsCodeButton } from '@/features/auth/components/sms-code-button';
import { useMessages } from '@/features/auth/components/use-message';
import {
  checkField,
  checkMobile,
  checkSmsCode,
  failureWantsCaptcha,
  loginTabs,
} from '@/features/auth/model';
import type { LoginTab } from '@/features/auth/model';
import { readRememberedLogin, rememberLogin } from '@/features/auth/remember';

interface Values {
  username: string;
  password: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
}

interface Props {
  publicKey: string;
  mobileCodeLogin: boolean;
  /** The CAPTCHA flag: a failed login may ask for a captcha. */
  captchaEnabled: boolean;
  onLoggedIn: (value: SessionValue) => void;
}

/** Login by username and password, or by mobile number and SMS code. */
export function LoginForm({ publicKey, mobileCodeLogin, captchaEnabled, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const messages = useMessages();
  const tabs = loginTabs(mobileCodeLogin);
  const [remembered] = useState(readRememberedLogin);
  const [tab, setTab] = useState<LoginTab>(
    remembered && tabs.includes(remembered.type) ? remembered.type : 'username',
  );
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const captcha = useCaptcha('login', captchaShown);
  const login = useLogin(publicKey);

  const form = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      username: remembered?.type === 'username' ? remembered.username : '',
      mobileNum: remembered?.type === 'sms' ? remembered.username : '',
      password: '',
      verificationCode: '',
      captcha: '',
    },
  });
  const { register, handleSubmit, formState, setValue, getValues, trigger, setFocus } = form;
  const { errors, isSubmitting } = formState;
  const values = useWatch({ control: form.control });

  const revalidate = useCallback(() => {
    const checked = Object.keys(form.formState.errors) as (keyof Values)[];
    if (checked.length) void trigger(checked);
  }, [form, trigger]);
  useLanguageRevalidate(revalidate);

  const refreshCaptcha = () => {
    setValue('captcha', '');
    void captcha.refetch();
  };

  const switchTab = (next: LoginTab) => {
    setTab(next);
    setFailure(null);
    form.clearErrors();
    if (captchaShown) refreshCaptcha();
  };

  const clear = (name: keyof Values) => () => {
    setValue(name, '', { shouldValidate: formState.isSubmitted });
    setFocus(name);
  };

  const labels: Record<keyof Values, string> = {
    username: t('field_username'),
    password: t('field_password'),
    mobileNum: t('field_mobile'),
    verificationCode: t('field_sms_code'),
    captcha: t('field_captcha'),
  };
  const errorText = (name: keyof Values) =>
    messages.validation(errors[name]?.message, labels[name]);
  const required = (value: string) => (value ? true : 'validation_required');

  const onSubmit = async (data: Values) => {
    setFailure(null);
    const captchaPart = captchaShown
      ? { captcha: data.captcha.trim(), captchaId: captcha.data?.captchaId }
      : {};
    const payload: LoginPayload =
      tab === 'username'
        ? { type: 'username', username: data.username.trim(), password: data.password }
        : {
            type: 'sms',
            mobileNum: data.mobileNum.trim(),
            verificationCode: data.verificationCode.trim(),
          };
    try {
      const value = await login.mutateAsync({ ...payload, ...captchaPart, rememberMe: remember });
      rememberLogin(
        remember
          ? { type: tab, username: tab === 'username' ? payload.username! : payload.mobileNum! }
          : null,
      );
      onLoggedIn(value);
    } catch (error) {
      setFailure(messages.apiError(error));
      const wantsCaptcha =
        isApiError(error) &&
        (error.errorCode === 'auth.captcha_required' ||
          (captchaEnabled && failureWantsCaptcha(error.value)));
      if (wantsCaptcha || captchaShown) {
        // A captcha is single use: every failure needs a new one.
        if (captchaShown) refreshCaptcha();
        else setCaptchaShown(true);
      }
      if (isApiError(error) && error.errorCode === 'auth.invalid_credentials') {
        setValue('password', '');
        setFocus(tab === 'username' ? 'password' : 'verificationCode');
      }
    }
  };

  const sendCode = async () => {
    const ok = await trigger('mobileNum');
    if (!ok) {
      setFocus('mobileNum');
      return null;
    }
    const { expiredMinutes } = await sendSmsCode({
      mobileNum: getValues('mobileNum').trim(),
      purpose: 'login',
    });
    return expiredMinutes;
  };

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      {tabs.length > 1 && (
        <SegmentedTabs
          label={t('login_method')}
          value={tab}
          onChange={switchTab}
          options={[
            { value: 'username', label: t('tab_username') },
            { value: 'sms', label: t('tab_mobile') },
          ]}
        />
      )}
      {tab === 'username' ? (
        <>
          <Field
            key="username"
            label={labels.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            {...register('username', {
              validate: (v) => checkField(v, { required: true }) ?? true,
            })}
            error={errorText('username')}
            hasValue={Boolean(values.username)}
            onClear={clear('username')}
          />
          <Field
            key="password"
            label={labels.password}
            password
            autoComplete="current-password"
            maxLength={128}
            {...register('password', { validate: required })}
            error={errorText('password')}
            hasValue={Boolean(values.password)}
            onClear={clear('password')}
          />
        </>
      ) : (
        <>
          <Field
            key="mobileNum"
            label={labels.mobileNum}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={LIMIT.MOBILE_MAX}
            {...register('mobileNum', { validate: (v) => checkMobile(v) ?? true })}
            error={errorText('mobileNum')}
            hasValue={Boolean(values.mobileNum)}
            onClear={clear('mobileNum')}
          />
          <Field
            key="verificationCode"
            label={labels.verificationCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMIT.SMS_CODE_MAX}
            {...register('verificationCode', { validate: (v) => checkSmsCode(v) ?? true })}
            error={errorText('verificationCode')}
            hasValue={Boolean(values.verificationCode)}
            onClear={clear('verificationCode')}
            addon={<SmsCodeButton send={sendCode} />}
          />
        </>
      )}
      {captchaShown && (
        <Field
          label={labels.captcha}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMIT.CAPTCHA_MAX}
          {...register('captcha', {
            validate: (v) => (captchaShown && !v.trim() ? 'in_vwrite_code' : true),
          })}
          error={errorText('captcha')}
          hasValue={Boolean(values.captcha)}
          onClear={clear('captcha')}
          addon={
            <CaptchaAddon
              image={captcha.data?.image}
              loading={captcha.isFetching}
              onRefresh={refreshCaptcha}
            />
          }
        />
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        {t('remember_me')}
      </label>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={isSubmitting}>
        {isSubmitting ? t('logging_in') : t('login_button')}
      </button>
    </form>
  );
}
