import { useCallback, useId, useMemo, useState } from 'react';
import type { HTMLInputTypeAttribute } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  RegisterField,
  RegisterPayload,
  RegisterSettings,
  SessionValue,
} from '@kalaro/contract/account';
import { BIRTH_DATE_MIN } from '@kalaro/contract/birth-date-rules';
import { LIMIT } from '@kalaro/contract/constants';
import { isApiError } from '@/shared/http/api-error';
import { useLanguageRevalidate } from '@/shared/hooks/use-language-revalidate';
import { Field } from '@/shared/ui/field';
import { SegmentedTabs } from '@/shared/ui/tabs';
import styles from '@/shared/ui/form.module.css';
import { textKey, type TextKey } from '@/shared/i18n/text-key';
import { checkAffiliate } from '@/features/auth/api/check-affiliate';
import { useCaptcha } from '@/features/auth/api/get-captcha';
import { useRegister } from '@/features/auth/api/register';
import { sendSmsCode } from '@/features/auth/api/send-sms-code';
import { CaptchaAddon } from '@/features/auth/components/captcha-addon';
import { SmsCodeButton } from '@/features/auth/components/sms-code-button';
import { useMessages } from '@/features/auth/components/use-message';
import {
  checkBirthDate,
  checkConfirmation,
  checkField,
  checkMobile,
  compactPayload,
  compilePattern,
  codeNeeded,
  fieldOfFailure,
  localDayOf,
  registerFieldPlan,
  registerTabs,
} from '@/features/auth/model';
import type { FieldRule, RegisterMethod, RegisterTab } from '@/features/auth/model';

/** The typed fields, and the age-and-agreement box (starts unticked). */
type Values = Record<RegisterField, string> & { acceptTerms: boolean };

interface FieldMeta {
  labelKey: TextKey;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  autoComplete: string;
  maxLength: number;
  password?: boolean;
}

const META: Record<RegisterField, FieldMeta> = {
  username: { labelKey: 'field_username', autoComplete: 'username', maxLength: 64 },
  password: { labelKey: 'field_password', autoComplete: 'new-password', maxLength: 128, password: true },
  confirmPassword: { labelKey: 'field_confirm_password', autoComplete: 'new-password', maxLength: 128, password: true },
  paymentPassword: { labelKey: 'field_payment_password', autoComplete: 'off', maxLength: 128, password: true },
  recommenderId: { labelKey: 'field_recommender', autoComplete: 'off', maxLength: 64 },
  nickname: { labelKey: 'field_nickname', autoComplete: 'nickname', maxLength: 64 },
  payeeName: { labelKey: 'field_payee_name', autoComplete: 'name', maxLength: 128 },
  email: { labelKey: 'field_email', type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: LIMIT.EMAIL_MAX },
  mobileNum: { labelKey: 'field_mobile', type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: LIMIT.MOBILE_MAX },
  idNumber: { labelKey: 'field_id_number', autoComplete: 'off', maxLength: 64 },
  qqNum: { labelKey: 'field_qq', inputMode: 'numeric', autoComplete: 'off', maxLength: 64 },
  facebook: { labelKey: 'field_facebook', autoComplete: 'off', maxLength: 128 },
  wechat: { labelKey: 'field_wechat', autoComplete: 'off', maxLength: 64 },
  line: { labelKey: 'field_line', autoComplete: 'off', maxLength: 64 },
  whatsapp: { labelKey: 'field_whatsapp', type: 'tel', inputMode: 'tel', autoComplete: 'off', maxLength: 64 },
  zalo: { labelKey: 'field_zalo', autoComplete: 'off', maxLength: 64 },
  captcha: { labelKey: 'field_captcha', autoComplete: 'off', maxLength: LIMIT.CAPTCHA_MAX },
  verificationCode: { labelKey: 'field_sms_code', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: LIMIT.SMS_CODE_MAX },
  affiliateCode: { labelKey: 'field_affiliate_code', autoComplete: 'off', maxLength: 64 },
  birthDate: { labelKey: 'field_birth_date', type: 'date', autoComplete: 'bday', maxLength: 10 },
}; // prettier-ignore

const EMPTY = {
  ...Object.fromEntries(Object.keys(META).map((name) => [name, ''])),
  acceptTerms: false,
} as Values;

/** Errors of the register call that belong to one field. */
const FIELD_ERRORS: Record<string, RegisterField> = {
  'user.exists': 'username',
  'user.mobile_exists': 'mobileNum',
  'verification.code_error': 'verificationCode',
  'verification.code_expired': 'verificationCode',
  invitation_code_error: 'affiliateCode',
  'auth.captcha_invalid': 'captcha',
  'password.confirmation_mismatch': 'confirmPassword',
  'register.under_age': 'birthDate',
};

interface Props {
  settings: RegisterSettings;
  publicKey: string;
  ageLimit: number;
  registerMethod: RegisterMethod;
  hostname: string;
  /** A valid affiliate code from the page address, if any. */
  addressAffiliate: string | null;
  /** The address carried a code whose check is not known yet, or is valid. */
  affiliateFromAddress: boolean;
  onRegistered: (value: SessionValue) => void;
}

/** The age limit a `register.under_age` answer names (`value.minimumAge`). */
const minimumAgeOf = (value: unknown): number | undefined => {
  const age = (value as { minimumAge?: unknown } | null | undefined)?.minimumAge;
  return typeof age === 'number' ? age : undefined;
};

/** Registration by username or mobile number, driven by the operator's configuration. */
export function RegisterForm({
  settings,
  publicKey,
  ageLimit,
  registerMethod,
  hostname,
  addressAffiliate,
  affiliateFromAddress,
  onRegistered,
}: Props) {
  const { t } = useTranslation();
  const messages = useMessages();
  const { tabs, initial } = registerTabs(settings);
  const [method, setMethod] = useState<RegisterTab>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const plan = useMemo(
    () => registerFieldPlan(settings, method, affiliateFromAddress),
    [settings, method, affiliateFromAddress],
  );
  const hasCaptcha = plan.some((field) => field.name === 'captcha');
  const captcha = useCaptcha('register', hasCaptcha);
  const registerCall = useRegister(publicKey);
  const termsErrorId = `${useId()}-terms-error`;

  const form = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, setValue, getValues, trigger, setFocus, setError } =
    form;
  const { errors, isSubmitting } = formState;
  const values = useWatch({ control: form.control });

  const revalidate = useCallback(() => {
    const checked = Object.keys(form.formState.errors) as (keyof Values)[];
    if (checked.length) void trigger(checked);
  }, [form, trigger]);
  useLanguageRevalidate(revalidate);

  const rule = (name: RegisterField): FieldRule => {
    const field = plan.find((entry) => entry.name === name);
    const pattern = settings.patterns[name];
    return {
      required: field?.required ?? false,
      pattern: compilePattern(pattern?.regExp),
      messageKey: pattern?.messageKey,
    };
  };
  const shown = (name: RegisterField) => plan.some((entry) => entry.name === name);

  const validate = (name: RegisterField) => (value: string) => {
    if (!shown(name)) return true;
    if (name === 'confirmPassword') return checkConfirmation(value, getValues('password')) ?? true;
    if (name === 'mobileNum' && !rule(name).pattern) {
      const failed = checkField(value, rule(name));
      return failed ?? (value.trim() ? (checkMobile(value) ?? true) : true);
    }
    if (name === 'captcha' && !value.trim()) return 'in_vwrite_code';
    if (name === 'birthDate') {
      const today = localDayOf(new Date());
      return checkBirthDate(value, { required: rule(name).required, ageLimit, today }) ?? true;
    }
    if (name === 'verificationCode' && !value.trim() && codeNeeded(plan, getValues('mobileNum')))
      return 'validation_required';
    return checkField(value, rule(name)) ?? true;
  };

  const focusFirstError = (fieldErrors: FieldErrors<Values>) => {
    const first = plan.find((entry) => fieldErrors[entry.name]);
    // The agreement box comes after every field.
    if (first) setFocus(first.name);
    else if (fieldErrors.acceptTerms) setFocus('acceptTerms');
  };

  const switchMethod = (next: RegisterTab) => {
    // The typed mobile number stays: one form holds both tabs' values.
    setMethod(next);
    setFailure(null);
    form.clearErrors();
  };

  const refreshCaptcha = () => {
    setValue('captcha', '');
    void captcha.refetch();
  };

  const sendCode = async () => {
    const ok = await trigger('mobileNum');
    if (!ok || !getValues('mobileNum').trim()) {
      if (ok) setError('mobileNum', { message: 'validation_required' });
      setFocus('mobileNum');
      return null;
    }
    const { expiredMinutes } = await sendSmsCode({
      mobileNum: getValues('mobileNum').trim(),
      countryDialingCode: settings.defaultDialCode || undefined,
      purpose: 'register',
    });
    return expiredMinutes;
  };

  const onSubmit = async (data: Values) => {
    setFailure(null);
    // The affiliate code is verified again just before registering.
    const affiliateCode =
      addressAffiliate ?? (shown('affiliateCode') ? data.affiliateCode.trim() : '');
    if (affiliateCode && !(await checkAffiliate(affiliateCode, hostname).catch(() => false))) {
      if (shown('affiliateCode')) {
        setError('affiliateCode', { message: 'invitation_code_error' });
        setFocus('affiliateCode');
      } else {
        setFailure(t('invitation_code_error'));
      }
      return;
    }
    const typed = Object.fromEntries(plan.map(({ name }) => [name, data[name]]));
    const payload = {
      ...compactPayload(typed),
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(typed.mobileNum?.trim()
        ? { countryDialingCode: settings.defaultDialCode || undefined }
        : {}),
      ...(hasCaptcha ? { captchaId: captcha.data?.captchaId } : {}),
      password: data.password,
      confirmPassword: data.confirmPassword,
      registerUrl: hostname,
      domain: hostname,
      registerMethod,
      method,
      type: 0,
      acceptTerms: data.acceptTerms,
    } as RegisterPayload;
    try {
      onRegistered(await registerCall.mutateAsync(payload));
    } catch (error) {
      if (hasCaptcha) refreshCaptcha();
      const reported = isApiError(error) ? fieldOfFailure(error.value) : null;
      const field =
        reported?.field ?? (isApiError(error) ? FIELD_ERRORS[error.errorCode] : undefined);
      if (field && shown(field)) {
        const message =
          isApiError(error) && error.errorCode === 'register.under_age'
            ? t('validation_under_age', { age: minimumAgeOf(error.value) ?? ageLimit })
            : reported?.messageKey
              ? messages.validation(reported.messageKey, t(META[field].labelKey))
              : messages.apiError(error);
        setError(field, { type: 'server', message });
        setFocus(field);
      } else {
        setFailure(messages.apiError(error));
      }
    }
  };

  const errorText = (name: RegisterField) => {
    const error = errors[name];
    if (!error?.message) return undefined;
    // Messages from the server's answer are already text; rule failures are keys.
    if (error.type === 'server') return error.message;
    if (error.message === 'validation_under_age')
      return t('validation_under_age', { age: ageLimit });
    return messages.validation(error.message, t(META[name].labelKey));
  };
  const termsError = errors.acceptTerms?.message
    ? t(textKey(errors.acceptTerms.message))
    : undefined;

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void handleSubmit(onSubmit, focusFirstError)(e)}
      noValidate
    >
      {tabs.length > 1 && (
        <SegmentedTabs
          label={t('register_method')}
          value={method}
          onChange={switchMethod}
          options={[
            { value: 'username', label: t('tab_username') },
            { value: 'mobileNum', label: t('tab_mobile') },
          ]}
        />
      )}
      <p className={styles.hint}>{t('required_hint')}</p>
      {plan.map(({ name, required }) => {
        const meta = META[name];
        const label = t(meta.labelKey);
        const registration = register(name, {
          validate: validate(name),
          onChange:
            name === 'password'
              ? () => {
                  if (formState.isSubmitted || getValues('confirmPassword'))
                    void trigger('confirmPassword');
                }
              : undefined,
        });
        return (
          <Field
            key={name}
            label={label}
            requiredMark={required}
            type={meta.type}
            inputMode={meta.inputMode}
            autoComplete={meta.autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={meta.maxLength}
            password={meta.password}
            {...registration}
            error={errorText(name)}
            hasValue={Boolean(values[name])}
            onClear={() => {
              setValue(name, '', { shouldValidate: formState.isSubmitted });
              setFocus(name);
            }}
            hint={name === 'birthDate' ? t('birth_date_hint', { age: ageLimit }) : undefined}
            min={name === 'birthDate' ? BIRTH_DATE_MIN : undefined}
            max={name === 'birthDate' ? localDayOf(new Date()) : undefined}
            prefix={
              name === 'mobileNum' && settings.defaultDialCode ? (
                <span className={styles.prefix}>{settings.defaultDialCode}</span>
              ) : undefined
            }
            addon={
              name === 'verificationCode' ? (
                <SmsCodeButton send={sendCode} />
              ) : name === 'captcha' ? (
                <CaptchaAddon
                  image={captcha.data?.image}
                  loading={captcha.isFetching}
                  onRefresh={refreshCaptcha}
                />
              ) : undefined
            }
          />
        );
      })}
      <div className={styles.checkField} data-invalid={termsError ? true : undefined}>
        <label className={styles.check}>
          <input
            type="checkbox"
            {...register('acceptTerms', {
              validate: (accepted) => accepted || 'error_terms_not_accepted',
            })}
            aria-required
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? termsErrorId : undefined}
          />
          <span>
            {t('agree_prefix', { age: ageLimit })}{' '}
            <Link to="/m/useragreement" className={styles.inlineLink}>
              {t('user_agreement')}
            </Link>
          </span>
        </label>
        {termsError && (
          <p id={termsErrorId} className={styles.error}>
            {termsError}
          </p>
        )}
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={isSubmitting}>
        {isSubmitting ? t('registering') : t('register_button')}
      </button>
    </form>
  );
}
