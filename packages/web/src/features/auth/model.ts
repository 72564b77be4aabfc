import { LIMIT, MEMBER_TYPE } from '@kalaro/contract/constants';
import { ageOn, BIRTH_DATE_MIN, isCalendarDate } from '@kalaro/contract/birth-date-rules';
import type {
  MemberInfo,
  RegisterField,
  RegisterSettings,
  SessionValue,
} from '@kalaro/contract/account';
import type { SessionInfo } from '@/shared/session/session';

/**
 * Pure rules of the account screens: no React, no
 * fetching, so each is unit-tested on its own.
 */

// ---------------------------------------------------------------- session

/** What the browser keeps of a login answer: never the token (it is an HttpOnly cookie). */
export const sessionInfoFrom = (value: SessionValue): SessionInfo => ({
  merchantCode: value.merchantCode,
  userName: value.userName,
  type: value.customerType,
  firstTimeLogin: value.firstTimeLogin,
});

/** The session's details from the member's info: a tab that starts signed in elsewhere. */
export const sessionInfoFromMember = (
  info: Pick<MemberInfo, 'merchantCode' | 'account' | 'type' | 'firstTimeLogin'>,
): SessionInfo => ({
  merchantCode: info.merchantCode,
  userName: info.account,
  type: info.type,
  firstTimeLogin: info.firstTimeLogin,
});

export const CHANGE_PASSWORD_PATH = '/m/changePsw';
export const HOME_PATH = '/m/home';

/** After a login: a first login or an expired password must set a new password first. */
export const nextRouteAfterLogin = (
  value: Pick<SessionValue, 'firstTimeLogin' | 'expiredPassword'>,
): string => (value.firstTimeLogin || value.expiredPassword ? CHANGE_PASSWORD_PATH : HOME_PATH);

// ---------------------------------------------------------------- login

export type LoginTab = 'username' | 'sms';

/** The username/mobile tabs show only with the mobile-code-login flag. */
export const loginTabs = (mobileCodeLogin: boolean): readonly LoginTab[] =>
  mobileCodeLogin ? ['username', 'sms'] : ['username'];

/** A failed login whose answer carries `value.captcha` asks for a captcha from now on. */
export const failureWantsCaptcha = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;

/** Seconds to wait, when a locked-out answer says so (`value.retryAfterSeconds` or `value.retryAfter`). */
export const lockoutSeconds = (value: unknown): number | null => {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const seconds = v.retryAfterSeconds ?? v.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
};

/** "m:ss" (or seconds alone under a minute) for a wait time. */
export const formatWait = (seconds: number): string => {
  if (seconds < 60) return `${seconds}s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
};

// ---------------------------------------------------------------- remember me

/** What "remember me" keeps: never the password. */
export interface RememberedLogin {
  type: LoginTab;
  username: string;
  countryDialingCode?: string;
}

export const parseRememberedLogin = (raw: string | null): RememberedLogin | null => {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if ((v.type !== 'username' && v.type !== 'sms') || typeof v.username !== 'string') return null;
    return {
      type: v.type,
      username: v.username,
      ...(typeof v.countryDialingCode === 'string'
        ? { countryDialingCode: v.countryDialingCode }
        : {}),
    };
  } catch {
    return null;
  }
};

/** Only the three allowed keys are ever serialised. */
export const serializeRememberedLogin = ({
  type,
  username,
  countryDialingCode,
}: RememberedLogin): string => JSON.stringify({ type, username, countryDialingCode });

// ---------------------------------------------------------------- SMS countdown

/** The SMS link's countdown: expiredMinutes × 60 s, else 60 s. */
export const countdownSeconds = (expiredMinutes?: number): number =>
  expiredMinutes && expiredMinutes > 0 ? expiredMinutes * 60 : LIMIT.SMS_COUNTDOWN_DEFAULT_S;

/** The number the link shows before the first send. */
export const COUNTDOWN_INITIAL = LIMIT.SMS_COUNTDOWN_DEFAULT_S;

export const tick = (remaining: number): number => Math.max(0, remaining - 1);

// ---------------------------------------------------------------- validation

export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.[A-Za-z]{2,3}){1,3}$/;
export const SMS_CODE_PATTERN = /^\d{1,10}$/;
export const MOBILE_PATTERN = /^\d{5,20}$/;
export const MOBILE_MIN = 5;

/** A message key, with the field's label when the text names it. */
export type Failure = 'validation_required' | (string & {});

/** Compiles a server pattern (JavaScript syntax, no flags); a broken one accepts anything. */
export const compilePattern = (source: string | undefined): RegExp | null => {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
};

export interface FieldRule {
  required: boolean;
  pattern?: RegExp | null;
  /** Message key when the pattern fails. */
  messageKey?: string;
}

/** Required fields must be filled; an optional empty field passes; else the pattern decides. */
export const checkField = (value: string | undefined, rule: FieldRule): Failure | null => {
  const text = (value ?? '').trim();
  if (!text) return rule.required ? 'validation_required' : null;
  if (rule.pattern && !rule.pattern.test(text)) return rule.messageKey ?? 'validation_invalid';
  return null;
};

/** confirmPassword: required, then equal to the password. */
export const checkConfirmation = (
  confirm: string | undefined,
  password: string,
): Failure | null => {
  if (!confirm) return 'in_incorrect_password';
  return confirm === password ? null : 'in_confirmation_correct';
};

export const checkEmail = (value: string | undefined): Failure | null => {
  const text = (value ?? '').trim();
  if (!text) return 'validation_required';
  return text.length <= LIMIT.EMAIL_MAX && EMAIL_PATTERN.test(text) ? null : 'in_email_incorrect';
};

export const checkMobile = (value: string | undefined): Failure | null => {
  const text = (value ?? '').trim();
  if (!text) return 'validation_required';
  return MOBILE_PATTERN.test(text) ? null : 'error_mobile_invalid';
};

export const checkSmsCode = (value: string | undefined): Failure | null => {
  const text = (value ?? '').trim();
  if (!text) return 'validation_required';
  return SMS_CODE_PATTERN.test(text) ? null : 'error_verification_code';
};

// ---------------------------------------------------------------- registration

export type RegisterTab = 'username' | 'mobileNum';

const isRegisterField = (name: unknown): name is RegisterField =>
  typeof name === 'string' && (REGISTER_FIELD_ORDER as readonly string[]).includes(name);

/** A refused form names its field (and message key) in the answer's value: `{ field, messageKey }`. */
export const fieldOfFailure = (
  value: unknown,
): { field: RegisterField; messageKey?: string } | null => {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { field?: unknown; messageKey?: unknown };
  if (!isRegisterField(v.field)) return null;
  return typeof v.messageKey === 'string'
    ? { field: v.field, messageKey: v.messageKey }
    : { field: v.field };
};

export const registerTabs = (
  settings: Pick<RegisterSettings, 'usernameRegistration' | 'mobileRegistration'>,
): { tabs: readonly RegisterTab[]; initial: RegisterTab } => {
  const tabs: RegisterTab[] = [];
  if (settings.usernameRegistration) tabs.push('username');
  if (settings.mobileRegistration) tabs.push('mobileNum');
  return { tabs: tabs.length > 1 ? tabs : [], initial: tabs[0] ?? 'username' };
};

/** The order fields appear in. */
export const REGISTER_FIELD_ORDER: readonly RegisterField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'birthDate',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'affiliateCode',
  'captcha',
];

export interface RegisterFieldPlan {
  name: RegisterField;
  required: boolean;
}

/**
 * Which fields the form shows, and which are required, for a method. Password
 * and its confirmation always; the method's own field always and required;
 * the SMS code with any mobile number field when mobile verification is on; the
 * affiliate code only when the feature is on and no valid code came from the
 * address; every other field as the operator configured it.
 */
export const registerFieldPlan = (
  settings: Pick<RegisterSettings, 'fields' | 'mobileVerification' | 'affiliateCode'>,
  method: RegisterTab,
  affiliateFromAddress: boolean,
): RegisterFieldPlan[] => {
  const configured = (name: RegisterField) =>
    settings.fields[name] ?? { enabled: false, required: false };
  const plan: RegisterFieldPlan[] = [];
  for (const name of REGISTER_FIELD_ORDER) {
    const config = configured(name);
    switch (name) {
      case 'username':
        if (method === 'username') plan.push({ name, required: true });
        break;
      case 'mobileNum':
        if (method === 'mobileNum') plan.push({ name, required: true });
        else if (config.enabled) plan.push({ name, required: config.required });
        break;
      case 'verificationCode': {
        // Any number given must be proven by its SMS code, whichever tab: else one
        // could register someone else's number. With an optional number the
        // form asks for the code once a number is typed (see codeNeeded).
        const mobile = plan.find((field) => field.name === 'mobileNum');
        if (mobile && settings.mobileVerification) plan.push({ name, required: mobile.required });
        break;
      }
      case 'password':
      case 'confirmPassword':
        plan.push({ name, required: true });
        break;
      case 'affiliateCode':
        if (settings.affiliateCode && !affiliateFromAddress)
          plan.push({ name, required: config.enabled && config.required });
        break;
      default:
        if (config.enabled) plan.push({ name, required: config.required });
    }
  }
  return plan;
};

/** The device's calendar day, "YYYY-MM-DD" (local time). */
export const localDayOf = (date: Date): string =>
  [
    String(date.getFullYear()).padStart(4, '0'),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

/**
 * The date of birth rule: a message key when it fails, else null.
 * Required and empty: 'validation_required'; not a real day from 1900:
 * 'validation_invalid'; after `today`: 'validation_birth_date_future'; under
 * `ageLimit` years: 'validation_under_age' (the server refuses it too).
 */
export const checkBirthDate = (
  value: string,
  { required, ageLimit, today }: { required: boolean; ageLimit: number; today: string },
): string | null => {
  const date = value.trim();
  if (!date) return required ? 'validation_required' : null;
  if (!isCalendarDate(date) || date < BIRTH_DATE_MIN) return 'validation_invalid';
  if (date > today) return 'validation_birth_date_future';
  return ageOn(date, today) < ageLimit ? 'validation_under_age' : null;
};

/** The SMS code is needed once a mobile number is typed, even where the number is optional. */
export const codeNeeded = (plan: readonly RegisterFieldPlan[], mobileNum: string | undefined) =>
  plan.some((field) => field.name === 'verificationCode') && Boolean(mobileNum?.trim());

/** The affiliate code the page address carries (?code= or ?aff=), if any. */
export const affiliateCodeFromSearch = (search: string): string | null => {
  const params = new URLSearchParams(search);
  const code = (params.get('code') ?? params.get('aff') ?? '').trim();
  return code || null;
};

export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';

/** APP inside an app webview; WEBCLIP for an iOS home-screen web clip; PWA when installed elsewhere; else H5. */
export const detectRegisterMethod = (probe: {
  appWebView: boolean;
  installed: boolean;
  ios: boolean;
}): RegisterMethod => {
  if (probe.appWebView) return 'APP';
  if (probe.installed) return probe.ios ? 'WEBCLIP' : 'PWA';
  return 'H5';
};

const isSecret = (key: string) => /password/i.test(key);

/** Trims values (never passwords) and drops empty ones, so the payload carries only what was typed. */
export const compactPayload = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [
        key,
        typeof value === 'string' && !isSecret(key) ? value.trim() : value,
      ])
      .filter(([, value]) => value !== '' && value !== undefined && value !== null),
  ) as Partial<T>;

/** Who is on the free-trial page (/m/trail): a visitor starts a trial, a trial plays, a member is sent to the real games. */
export type TrialPageState = 'visitor' | 'trial' | 'member';

export const trialPageState = (session: { type: number } | null): TrialPageState =>
  session === null ? 'visitor' : session.type === MEMBER_TYPE.TRIAL ? 'trial' : 'member';
