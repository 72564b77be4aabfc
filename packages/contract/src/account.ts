import { z } from 'zod';
import { BIRTH_DATE_MIN, isCalendarDate, utcDayOf } from './birth-date-rules.ts';
import { HEAD_ICON_COUNT, LIMIT, LOGIN_TYPE, REGISTER_METHOD } from './constants.ts';

/**
 * Schemas of the account calls. Field rules that an
 * operator configures (registration patterns) are checked by the server from
 * its configuration; these schemas hold only the hard limits.
 */

const short = (max = 64) => z.string().max(max);
const password = z.string().min(1).max(128);
const mobileNum = z.string().max(LIMIT.MOBILE_MAX);
const dialCode = z
  .string()
  .regex(/^\+?\d{1,4}$/)
  .max(5);
const smsCode = z.string().regex(/^\d*$/).max(LIMIT.SMS_CODE_MAX);

// --- date of birth -------------------------------------------------

/** Fourteen hours: where it is latest, the calendar is this far ahead of UTC. */
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * A date of birth: a real day, from 1900, not in the future anywhere (the server
 * then checks it against its own clock and the operator's `ageLimit`).
 */
export const birthDate = z
  .string()
  .max(10)
  .refine(isCalendarDate, 'a real date, YYYY-MM-DD')
  .refine((v) => v >= BIRTH_DATE_MIN, `from ${BIRTH_DATE_MIN}`)
  .refine((v) => v <= utcDayOf(Date.now() + LATEST_ZONE_MS), 'not in the future');

/** The envelope's `value` that every login-like call answers. */
export const sessionValue = z.object({
  /** Bearer token for non-browser clients; the browser gets the same in an HttpOnly cookie. */
  token: z.string(),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  expiredPassword: z.boolean(),
  merchantCode: z.string(),
});
export type SessionValue = z.infer<typeof sessionValue>;

/** The sealed body every encrypted call sends (see encryption.ts). */
export const encryptedBody = z
  .object({
    key: z.string().min(1).max(1024),
    iv: z.string().min(1).max(64),
    data: z
      .string()
      .min(1)
      .max(32 * 1024),
  })
  .strict();

/** Login, once decrypted. */
export const loginPayload = z
  .object({
    type: z.enum(LOGIN_TYPE),
    username: short().optional(),
    password: password.optional(),
    mobileNum: mobileNum.optional(),
    countryDialingCode: dialCode.optional(),
    verificationCode: smsCode.optional(),
    captcha: z.string().max(LIMIT.CAPTCHA_MAX).optional(),
    captchaId: short(64).optional(),
    /** Lengthens the session; the password is never remembered anywhere. */
    rememberMe: z.boolean().optional(),
    /**
     * The side logged in to: 'member' (the default) refuses
     * agent-only accounts ('Non-member account unable to login'); 'agent' refuses
     * members whose type is 0, 4 or 40 ('Non-agents cannot log in').
     */
    side: z.enum(['member', 'agent']).optional(),
  })
  .strict();
export type LoginPayload = z.infer<typeof loginPayload>;

/** Registration, once decrypted (the register payload). */
export const registerPayload = z
  .object({
    countryDialingCode: dialCode.optional(),
    registerUrl: short(255),
    registerMethod: z.enum(REGISTER_METHOD),
    /**
     * The form tab: 'username' or 'mobileNum'. When absent the server infers it:
     * a username given means username registration, else mobile registration.
     */
    method: z.enum(['username', 'mobileNum']).optional(),
    username: short().optional(),
    password,
    confirmPassword: password,
    affiliateCode: short().optional(),
    paymentPassword: short(128).optional(),
    recommenderId: short().optional(),
    nickname: short().optional(),
    payeeName: short(128).optional(),
    email: z.string().max(LIMIT.EMAIL_MAX).optional(),
    mobileNum: mobileNum.optional(),
    idNumber: short().optional(),
    qqNum: short().optional(),
    facebook: short(128).optional(),
    wechat: short().optional(),
    line: short().optional(),
    whatsapp: short().optional(),
    zalo: short().optional(),
    captcha: z.string().max(LIMIT.CAPTCHA_MAX).optional(),
    captchaId: short(64).optional(),
    type: z.literal(0),
    domain: short(255).optional(),
    verificationCode: smsCode.optional(),
    /**
     * The member ticked the form's age-and-user-agreement box. Optional here so
     * that a body without it gets its own answer: the server refuses anything
     * but `true` with `register.terms_not_accepted`, and records the operator's
     * `termsVersion` in force with the time.
     */
    acceptTerms: z.boolean().optional(),
    /**
     * Date of birth, "YYYY-MM-DD": asked when the operator enables the
     * `birthDate` field (`registration.fields.birthDate`, required or not); the
     * server refuses anyone under the operator's `ageLimit` with
     * `register.under_age` and stores it for the member club's birthday bonus.
     */
    birthDate: birthDate.optional(),
  })
  .strict();
export type RegisterPayload = z.infer<typeof registerPayload>;

/** The fields the registration form knows. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'birthDate',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Per-field switches of the registration form. */
export const registerFieldFlags = z.object({ enabled: z.boolean(), required: z.boolean() });
/** A field's pattern: regExp source (JavaScript syntax, no flags) and its message's i18n key. */
export const registerFieldPattern = z.object({
  regExp: z.string().min(1).max(500),
  messageKey: z.string().min(1).max(64),
});

/** Registration settings and validation data, from the operator configuration. */
export const registerSettings = z.object({
  /** USERNAMEREG3 / MOBILENUMREG3. */
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  /** REGMOBVERF3: an SMS code is required with the mobile number. */
  mobileVerification: z.boolean(),
  /** The affiliate code input may appear. */
  affiliateCode: z.boolean(),
  fields: z.record(z.string(), registerFieldFlags),
  /** regExp source (JavaScript syntax, no flags) and the i18n key of its message, per field. */
  patterns: z.record(z.string(), registerFieldPattern),
  defaultDialCode: z.string(),
});
export type RegisterSettings = z.infer<typeof registerSettings>;

export const captchaValue = z.object({
  captchaId: z.string(),
  /** data: URL of the image (base64). */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});

export const smsCodeRequest = z
  .object({
    mobileNum: mobileNum.min(1),
    countryDialingCode: dialCode.optional(),
    purpose: z.enum(['register', 'login', 'reset']),
  })
  .strict();
export const smsCodeValue = z.object({ expiredMinutes: z.number().int().positive() });

export const affiliateCheckQuery = z
  .object({ code: short().min(1), domain: short(255).optional() })
  .strict();
export const affiliateCheckValue = z.object({ valid: z.literal(true) });

export const setPasswordByPhone = z
  .object({
    mobileNum: mobileNum.min(1),
    countryDialingCode: dialCode.optional(),
    verificationCode: smsCode.min(1),
    newPassword: password,
  })
  .strict();

export const forgotPasswordByEmail = z
  .object({ username: short().min(1), email: z.string().min(1).max(LIMIT.EMAIL_MAX) })
  .strict();

export const changePassword = z
  .object({ oldPassword: password, newPassword: password, confirmNewPassword: password })
  .strict();

export const memberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** ISO 8601 date-time of registration. */
  regDate: z.string(),
  type: z.number().int(),
  toUpline: z.boolean(),
  vipLabel: z.string(),
  vipLevel: z.number().int(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  expiredPassword: z.boolean(),
  merchantCode: z.string(),
  /** The chosen head icon (1…HEAD_ICON_COUNT), null before one is chosen. */
  headIcon: z.number().int().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** Money leaves the server as a decimal string with 2 places, never a float. */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);
export const walletBalance = z.object({ sumBalance: money, currency: z.string() });

/** Set head icon: form-encoded as the specification sends it (a JSON body works too). */
export const headIconBody = z
  .object({ headIcon: z.coerce.number().int().min(1).max(HEAD_ICON_COUNT) })
  .strict();
export const headIconValue = z.object({ headIcon: z.number().int().nullable() });
export type HeadIconBody = z.infer<typeof headIconBody>;
export type HeadIconValue = z.infer<typeof headIconValue>;

export const done = z.object({ done: z.literal(true) });
