import {
  REGISTER_FIELDS,
  type LoginPayload,
  type HeadIconBody,
  type HeadIconValue,
  type MemberInfo,
  type RegisterField,
  type RegisterPayload,
  type RegisterSettings,
  type SessionValue,
} from '@kalaro/contract/account';
import { isAgentType } from '@kalaro/contract/agent-rules';
import { ageOn, isCalendarDate, utcDayOf } from '@kalaro/contract/birth-date-rules';
import { FLAG, MEMBER_TYPE } from '@kalaro/contract/constants';
import type { LoginDevice } from '@kalaro/contract/device';
import type { OperatorConfig } from '@kalaro/contract/operator';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Limiter } from '../../lib/limiter.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { randomToken } from '../../lib/tokens.ts';
import { LoadingCache } from '../../lib/ttl-cache.ts';
import type { Messaging } from '../outbox/service.ts';
import type { ProtectionService } from '../protection/service.ts';
import { assertFlagOn } from '../operator/guards.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { credit, openWallet, pgConstraint, pgErrorCode } from '../wallet/service.ts';
import { countEvent } from '../../lib/metrics.ts';
import {
  addLoginFailure,
  clearLoginFailures,
  findMemberByAffiliateCode,
  findMemberById,
  findMemberByPhone,
  findMemberByUsername,
  insertMember,
  lockMember,
  updateMember,
  type Member,
  type NewMember,
} from './repo.ts';
import type { MemberSessions, NewSession, Session } from '../../plugins/session.ts';
import { ALL_MEMBERS, createSession } from './sessions.ts';
import {
  assertPhoneLooksValid,
  assertRate,
  checkCaptcha,
  checkCode,
  createCaptcha,
  sendCode,
  SMS_CODE_EXPIRED_MINUTES,
  SMS_LIMITS,
  toPhone,
  type Phone,
  type TextLanguage,
} from './verification.ts';

const MINUTE = 60_000;

/** Everything the account rules need, built once by the routes plugin. */
export interface AccountsContext {
  db: Db;
  now: () => number;
  /** Ends sessions; told of every change to a member's row. */
  sessions: MemberSessions;
  hasher: PasswordHasher;
  messaging: Messaging;
  captchaText?: () => string;
  /** Login is refused while a time-out or self-exclusion runs. */
  protection: Pick<ProtectionService, 'assertMayLogIn'>;
  limiters: {
    loginIp: Limiter;
    /** Failed logins per IP: a captcha is asked from that IP while any is recent. */
    loginFailuresIp: Limiter;
    captchaIp: Limiter;
    trialIp: Limiter;
    registerIp: Limiter;
    smsPhone: Limiter;
    smsIp: Limiter;
    passwordIp: Limiter;
  };
}

export const LIMITS = {
  loginPerIp: [{ max: 20, windowMs: MINUTE }],
  captchaPerIp: [{ max: 30, windowMs: MINUTE }],
  trialPerIp: [{ max: 10, windowMs: 60 * MINUTE }],
  registerPerIp: [{ max: 20, windowMs: 60 * MINUTE }],
  passwordPerIp: [{ max: 20, windowMs: 60 * MINUTE }],
  loginFailureMemoryMs: 15 * MINUTE,
} as const;

/** Per-account back-off: from the 5th failure in a row, 30 s doubling up to 15 min. */
export const LOCKOUT = { afterFailures: 5, baseMs: 30_000, maxMs: 15 * MINUTE } as const;
export const lockDurationMs = (failures: number): number =>
  failures < LOCKOUT.afterFailures
    ? 0
    : Math.min(LOCKOUT.baseMs * 2 ** Math.min(failures - LOCKOUT.afterFailures, 20), LOCKOUT.maxMs);

export const TRIAL_BALANCE_MINOR = 200_000; // 2,000.00
/** A password sent by the e-mail reset works this long. */
export const RESET_PASSWORD_TTL_MS = 30 * MINUTE;

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  /** The device header (DEVICE_HEADER), when it names a known device. */
  device?: LoginDevice;
  /** The app's language (its language cookie): texts sent to the player are in it. */
  language?: TextLanguage;
}

export interface LoggedIn {
  value: SessionValue;
  session: NewSession;
}

const isOn = (flags: Record<string, boolean>, name: string) => flags[name] === true;

const fieldInvalid = (field: string, messageKey: string) =>
  new AppError('register.field_invalid', `Invalid field: ${field}`, { field, messageKey });

const validationFailed = (field: string, message: string) =>
  new AppError('validation.failed', `Invalid body: ${field}`, {
    field,
    issues: [{ path: field, code: 'custom', message }],
  });

/** The side's gate once the credentials are right: members on the member side, agents on the agent side. */
function assertMayLogIn(member: Member, side: LoginPayload['side'] = 'member') {
  if (member.status !== 'active') throw new AppError('user.not_found_or_disabled');
  if (side === 'agent') {
    if (member.side !== 'agent' && !isAgentType(member.type)) {
      throw new AppError('auth.non_agent', 'Non-agents cannot log in');
    }
    return;
  }
  if (member.side !== 'member') {
    throw new AppError('auth.non_member', 'Non-member account unable to login');
  }
}

const phoneOf = (config: OperatorConfig, mobileNum: string, dialCode: string | undefined) =>
  toPhone(mobileNum, dialCode ?? config.registration.defaultDialCode);

/**
 * The registration the app offers. Without a way to send SMS, registering by
 * mobile number is not offered where the operator wants numbers verified (no
 * code could reach them); the server refuses it too (`sms.unavailable`).
 */
export function registerSettingsOf(config: OperatorConfig, smsAvailable = true): RegisterSettings {
  const mobileVerification = isOn(config.register, FLAG.MOBILE_VERIFICATION);
  return {
    usernameRegistration: isOn(config.register, FLAG.USERNAME_REGISTER),
    mobileRegistration:
      isOn(config.register, FLAG.MOBILE_REGISTER) && (smsAvailable || !mobileVerification),
    mobileVerification,
    affiliateCode: isOn(config.whitelabel, FLAG.AFFILIATE_CODE),
    fields: config.registration.fields,
    patterns: config.registration.patterns,
    defaultDialCode: config.registration.defaultDialCode,
  };
}

const patternCache = new Map<string, RegExp>();
function matches(source: string, value: string): boolean {
  let re = patternCache.get(source);
  if (!re) {
    re = new RegExp(source);
    if (patternCache.size > 500) patternCache.clear();
    patternCache.set(source, re);
  }
  return re.test(value);
}

/** The operator's pattern for `field`, if any; failing it answers register.field_invalid. */
export function assertPattern(
  config: OperatorConfig,
  field: RegisterField,
  value: string,
  reportAs: string = field,
) {
  const pattern = config.registration.patterns[field];
  if (pattern && !matches(pattern.regExp, value)) throw fieldInvalid(reportAs, pattern.messageKey);
}

/**
 * The date of birth of a registration, when the operator's form asks for it
 * (`registration.fields.birthDate`): missing while required, or after today,
 * is `validation.failed`; under `ageLimit` (UTC days, as the member club's
 * birthdays) is `register.under_age`. Ignored when the form does not ask.
 */
export function checkBirthDate(
  config: OperatorConfig,
  given: string | undefined,
  now: number,
): string | undefined {
  const flags = config.registration.fields.birthDate;
  if (!flags?.enabled) return undefined;
  if (!given) {
    if (flags.required) throw validationFailed('birthDate', 'Required');
    return undefined;
  }
  const today = utcDayOf(now);
  if (!isCalendarDate(given) || given > today) {
    throw validationFailed('birthDate', 'A real date, not in the future');
  }
  if (ageOn(given, today) < config.ageLimit) {
    throw new AppError('register.under_age', `Registration is for ${config.ageLimit} and over`, {
      field: 'birthDate',
      minimumAge: config.ageLimit,
    });
  }
  return given;
}

/** The feature each kind of code serves, where one switches it (registration has its own switches). */
const SMS_PURPOSE_FLAG = {
  login: FLAG.MOBILE_CODE_LOGIN,
  reset: FLAG.PASSWORD_RESET_BY_PHONE,
} as const;

async function readMemberInfo(db: Db, memberId: string): Promise<MemberInfo | undefined> {
  const m = await findMemberById(db, memberId);
  if (!m) return undefined;
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    regDate: m.regDate.toISOString(),
    type: m.type,
    toUpline: m.toUpline,
    vipLabel: m.vipLabel,
    vipLevel: m.vipLevel,
    mobileNum: m.mobile,
    countryDialingCode: m.dialCode,
    email: m.email,
    firstTimeLogin: m.firstTimeLogin,
    expiredPassword: m.expiredPassword,
    merchantCode: m.merchantCode,
    headIcon: m.headIcon,
  };
}

/** How long this instance keeps a member's info at most (a change of the row is published). */
export const MEMBER_INFO_CACHE = { ttlMs: 5_000, maxEntries: 10_000 } as const;

// --- what other modules use of members ----------------------------------------

/** Other modules read members' rows (inside their own transactions too) and open accounts. */
export {
  findMemberById,
  findMemberByPhone,
  findMemberByUsername,
  insertMember,
  type Member,
  type NewMember,
} from './repo.ts';

/**
 * Writes a member's row and has every instance forget what it keeps of the
 * member (sessions, member info).
 */
export async function changeMember(
  db: Db,
  sessions: Pick<MemberSessions, 'memberChanged'>,
  id: string,
  values: Partial<NewMember>,
) {
  await updateMember(db, id, values);
  sessions.memberChanged(id);
}

/** What starting a member's session needs. */
export type SessionContext = Pick<AccountsContext, 'db' | 'now' | 'protection'>;

/** Starts a session for `member`; every way in (password, SMS code, a reset, a social login) passes here. */
async function openMemberSession(
  ctx: SessionContext,
  member: Member,
  meta: RequestMeta,
  rememberMe: boolean,
): Promise<LoggedIn> {
  await ctx.protection.assertMayLogIn(member.id);
  const session = await createSession(
    ctx.db,
    member,
    { rememberMe, userAgent: meta.userAgent, device: meta.device, ip: meta.ip },
    ctx.now(),
  );
  return {
    session,
    value: {
      token: session.token,
      userName: member.username,
      customerType: member.type,
      firstTimeLogin: member.firstTimeLogin,
      expiredPassword: member.expiredPassword,
      merchantCode: member.merchantCode,
    },
  };
}

/**
 * Signs a member in on a proof other than its password (a social provider's
 * identity linked to it), with the gates a password login has once the password
 * is right: a disabled or agent-only account is refused, and so is one whose
 * lock-out (after failed passwords) still runs; then the protection rules, as
 * for every way in.
 */
export async function signInLinkedMember(
  ctx: SessionContext,
  member: Member,
  meta: RequestMeta,
): Promise<LoggedIn> {
  assertMayLogIn(member);
  const now = ctx.now();
  if (member.lockedUntil && member.lockedUntil.getTime() > now) {
    const retryAfterSeconds = Math.ceil((member.lockedUntil.getTime() - now) / 1000);
    throw new AppError(
      'auth.account_locked',
      `Too many failed logins, retry in ${retryAfterSeconds} s`,
      { retryAfterSeconds },
    );
  }
  const done = await openMemberSession(ctx, member, meta, false);
  countEvent({ kind: 'login', method: 'social' });
  return done;
}

/**
 * The account rules: login, trial, registration, SMS codes,
 * passwords, logout and member info. One per app, built by the routes plugin.
 */
export class AccountService {
  constructor(private readonly ctx: AccountsContext) {}

  /** A new captcha, so often per IP. */
  async captcha(ip: string) {
    await assertRate(this.ctx.limiters.captchaIp, ip, LIMITS.captchaPerIp);
    return createCaptcha(
      this.ctx.db,
      this.ctx.now(),
      this.ctx.captchaText,
      this.ctx.messaging.captchaAnswer,
    );
  }

  private logIn(member: Member, meta: RequestMeta, rememberMe: boolean): Promise<LoggedIn> {
    return openMemberSession(this.ctx, member, meta, rememberMe);
  }

  async login(payload: LoginPayload, meta: RequestMeta): Promise<LoggedIn> {
    await assertRate(this.ctx.limiters.loginIp, meta.ip, LIMITS.loginPerIp);
    const config = await getOperatorConfig(this.ctx.db);
    if (payload.type === 'sms') return this.loginBySms(config, payload, meta);
    if (payload.type !== 'username') {
      throw validationFailed('type', 'This login type is not offered');
    }
    if (!payload.username?.trim()) throw validationFailed('username', 'Required');
    if (!payload.password) throw validationFailed('password', 'Required');

    const now = this.ctx.now();
    const captchaOn = isOn(config.whitelabel, FLAG.CAPTCHA);
    const captchaValue = captchaOn ? { captcha: true } : undefined;
    const member = await findMemberByUsername(
      this.ctx.db,
      config.merchantCode,
      payload.username.trim(),
    );

    if (member?.lockedUntil && member.lockedUntil.getTime() > now) {
      const retryAfterSeconds = Math.ceil((member.lockedUntil.getTime() - now) / 1000);
      throw new AppError(
        'auth.account_locked',
        `Too many failed logins, retry in ${retryAfterSeconds} s`,
        { retryAfterSeconds, ...captchaValue },
      );
    }
    const recentIpFailures = await this.ctx.limiters.loginFailuresIp.count(
      meta.ip,
      LIMITS.loginFailureMemoryMs,
    );
    if (captchaOn && ((member?.failedLoginCount ?? 0) > 0 || recentIpFailures > 0)) {
      await checkCaptcha(this.ctx.db, now, payload.captchaId, payload.captcha, captchaValue);
    }

    let ok = await this.ctx.hasher.verify(member?.passwordHash ?? null, payload.password);
    let viaReset = false;
    if (!ok && member?.resetPasswordHash && (member.resetPasswordExpiresAt?.getTime() ?? 0) > now) {
      ok = viaReset = await this.ctx.hasher.verify(member.resetPasswordHash, payload.password);
    }
    if (!ok || !member) {
      await this.ctx.limiters.loginFailuresIp.hit(meta.ip, [
        { max: 1e9, windowMs: LIMITS.loginFailureMemoryMs },
      ]);
      if (member) {
        const failures = await addLoginFailure(this.ctx.db, member.id);
        const lockMs = lockDurationMs(failures);
        if (lockMs > 0) await lockMember(this.ctx.db, member.id, new Date(now + lockMs));
      }
      countEvent({ kind: 'login-failure' });
      throw new AppError('auth.invalid_credentials', 'Wrong username or password', captchaValue);
    }

    assertMayLogIn(member, payload.side);
    await clearLoginFailures(this.ctx.db, member.id);
    await this.ctx.limiters.loginFailuresIp.reset(meta.ip);
    let loggedIn = member;
    if (viaReset) {
      // The e-mailed password becomes the password, to be changed at once.
      await changeMember(this.ctx.db, this.ctx.sessions, member.id, {
        passwordHash: member.resetPasswordHash,
        resetPasswordHash: null,
        resetPasswordExpiresAt: null,
        expiredPassword: true,
      });
      loggedIn = { ...member, expiredPassword: true };
    }
    const done = await this.logIn(loggedIn, meta, payload.rememberMe === true);
    countEvent({ kind: 'login', method: 'password' });
    return done;
  }

  private async loginBySms(
    config: OperatorConfig,
    payload: LoginPayload,
    meta: RequestMeta,
  ): Promise<LoggedIn> {
    assertFlagOn(config, FLAG.MOBILE_CODE_LOGIN);
    if (!payload.mobileNum) throw validationFailed('mobileNum', 'Required');
    if (!payload.verificationCode) throw validationFailed('verificationCode', 'Required');
    const phone = phoneOf(config, payload.mobileNum, payload.countryDialingCode);
    assertPhoneLooksValid(phone);
    const now = this.ctx.now();
    const spend = await checkCode(
      this.ctx.db,
      now,
      config.merchantCode,
      phone,
      'login',
      payload.verificationCode,
    );
    const member = await findMemberByPhone(
      this.ctx.db,
      config.merchantCode,
      phone.dialCode,
      phone.mobile,
    );
    if (!member) throw new AppError('verification.code_error');
    await spend();
    assertMayLogIn(member, payload.side);
    await clearLoginFailures(this.ctx.db, member.id);
    const done = await this.logIn(member, meta, payload.rememberMe === true);
    countEvent({ kind: 'login', method: 'sms' });
    return done;
  }

  async startTrial(meta: RequestMeta): Promise<LoggedIn> {
    await assertRate(this.ctx.limiters.trialIp, meta.ip, LIMITS.trialPerIp);
    const config = await getOperatorConfig(this.ctx.db);
    const member = await this.ctx.db.transaction(async (tx) => {
      const created = await insertMember(tx, {
        merchantCode: config.trialMerchantCode,
        username: `guest_${randomBytes(5).toString('hex')}`,
        type: MEMBER_TYPE.TRIAL,
        passwordHash: null,
        // A trial never goes through the registration form and accepts no terms:
        // termsVersion and termsAcceptedAt stay null.
      });
      await openWallet(tx, created.id);
      // The play balance goes through the ledger like any money.
      await credit(tx, {
        memberId: created.id,
        type: 'bonus',
        amountMinor: TRIAL_BALANCE_MINOR,
        idempotencyKey: `trial:${created.id}`,
        reference: 'Free-play balance',
      });
      return created;
    });
    return this.logIn(member, meta, false);
  }

  async register(payload: RegisterPayload, meta: RequestMeta): Promise<LoggedIn> {
    await assertRate(this.ctx.limiters.registerIp, meta.ip, LIMITS.registerPerIp);
    const config = await getOperatorConfig(this.ctx.db);
    const now = this.ctx.now();
    const method = payload.method ?? (payload.username?.trim() ? 'username' : 'mobileNum');
    const switchName = method === 'username' ? FLAG.USERNAME_REGISTER : FLAG.MOBILE_REGISTER;
    if (!isOn(config.register, switchName)) {
      throw new AppError('register.disabled', `${method} registration is off`);
    }
    // Consent first: without the age-and-agreement box ticked nothing else counts.
    if (payload.acceptTerms !== true) {
      throw new AppError(
        'register.terms_not_accepted',
        'The age limit and the user agreement must be accepted',
      );
    }
    // Date of birth, when the operator asks for it: the operator's age limit
    // holds before anything else is checked or stored.
    const birthDate = checkBirthDate(config, payload.birthDate?.trim(), now);
    // Any number given must be proven by its SMS code, whichever method: else one
    // could register someone else's number and keep its owner from using it.
    const needSms =
      isOn(config.register, FLAG.MOBILE_VERIFICATION) &&
      (method === 'mobileNum' || Boolean(payload.mobileNum?.trim()));
    if (needSms && !this.ctx.messaging.sms.available) throw new AppError('sms.unavailable');

    // Which fields count: the operator's flags, plus what the chosen method needs.
    const flags = config.registration.fields;
    const alwaysRequired = new Set<RegisterField>(['password', 'confirmPassword']);
    alwaysRequired.add(method === 'username' ? 'username' : 'mobileNum');
    if (needSms) alwaysRequired.add('verificationCode');
    const values: Partial<Record<RegisterField, string>> = {};
    for (const field of REGISTER_FIELDS) {
      if (field === 'birthDate') continue; // checked above
      const raw = payload[field];
      const value = field.toLowerCase().includes('password') ? raw : raw?.trim();
      const enabled = alwaysRequired.has(field) || flags[field]?.enabled === true;
      // The mobile tab has no username input: the number becomes the account name.
      const optionalHere = method === 'mobileNum' && field === 'username';
      const required =
        alwaysRequired.has(field) || (enabled && !optionalHere && flags[field]?.required === true);
      if (!value) {
        if (required) {
          const key = config.registration.patterns[field]?.messageKey ?? 'error_validation_failed';
          throw fieldInvalid(field, key);
        }
        continue;
      }
      if (!enabled) continue; // a field the form does not show is ignored
      if (field !== 'confirmPassword' && field !== 'captcha') assertPattern(config, field, value);
      values[field] = value;
    }
    if (values.password !== values.confirmPassword) {
      throw new AppError('password.confirmation_mismatch', 'Confirmation password not matched');
    }

    if (flags.captcha?.enabled && (values.captcha || flags.captcha.required)) {
      await checkCaptcha(this.ctx.db, now, payload.captchaId, values.captcha);
    }

    let upline: Member | undefined;
    if (values.affiliateCode && isOn(config.whitelabel, FLAG.AFFILIATE_CODE)) {
      upline = await findMemberByAffiliateCode(
        this.ctx.db,
        config.merchantCode,
        values.affiliateCode,
      );
      if (!upline) throw new AppError('invitation_code_error', 'Invalid invitation code');
    }

    let phone: Phone | undefined;
    if (values.mobileNum) {
      phone = phoneOf(config, values.mobileNum, payload.countryDialingCode);
      assertPhoneLooksValid(phone);
    }
    const username = values.username ?? phone?.mobile ?? '';
    if (await findMemberByUsername(this.ctx.db, config.merchantCode, username)) {
      throw new AppError('user.exists', 'Sorry, the username already exists.');
    }
    if (
      phone &&
      (await findMemberByPhone(this.ctx.db, config.merchantCode, phone.dialCode, phone.mobile))
    ) {
      throw new AppError('user.mobile_exists');
    }
    // Spent only once everything else is right, so a refused form keeps its code.
    const spendCode =
      needSms && phone
        ? await checkCode(
            this.ctx.db,
            now,
            config.merchantCode,
            phone,
            'register',
            values.verificationCode,
          )
        : undefined;

    const password = values.password ?? '';
    const newMember: NewMember = {
      merchantCode: config.merchantCode,
      username,
      nickname: values.nickname ?? null,
      dialCode: phone?.dialCode ?? null,
      mobile: phone?.mobile ?? null,
      email: values.email?.toLowerCase() ?? null,
      type: MEMBER_TYPE.MEMBER,
      passwordHash: await this.ctx.hasher.hash(password),
      paymentPasswordHash: values.paymentPassword
        ? await this.ctx.hasher.hash(values.paymentPassword)
        : null,
      uplineId: upline?.id ?? null,
      toUpline: Boolean(upline),
      firstTimeLogin: false,
      payeeName: values.payeeName ?? null,
      recommenderId: values.recommenderId ?? null,
      idNumber: values.idNumber ?? null,
      qqNum: values.qqNum ?? null,
      facebook: values.facebook ?? null,
      wechat: values.wechat ?? null,
      line: values.line ?? null,
      whatsapp: values.whatsapp ?? null,
      zalo: values.zalo ?? null,
      birthDate: birthDate ?? null,
      registerUrl: payload.registerUrl,
      registerMethod: payload.registerMethod,
      // The agreement in force now is the one accepted (agent-opened downlines and
      // trial accounts never see this form: their columns stay null).
      termsVersion: config.termsVersion,
      termsAcceptedAt: new Date(now),
    };
    if (spendCode) await spendCode();
    let member: Member;
    try {
      member = await this.ctx.db.transaction(async (tx) => {
        const created = await insertMember(tx, newMember);
        await openWallet(tx, created.id);
        return created;
      });
    } catch (error) {
      // Two registrations raced past the checks above; the unique index decides.
      if (pgErrorCode(error) === '23505') {
        const constraint = pgConstraint(error);
        if (constraint === 'members_mobile_uq') throw new AppError('user.mobile_exists');
        throw new AppError('user.exists', 'Sorry, the username already exists.');
      }
      throw error;
    }
    countEvent({ kind: 'registration', via: 'form' });
    return this.logIn(member, meta, false);
  }

  async checkAffiliateCode(code: string) {
    const config = await getOperatorConfig(this.ctx.db);
    const agent = isOn(config.whitelabel, FLAG.AFFILIATE_CODE)
      ? await findMemberByAffiliateCode(this.ctx.db, config.merchantCode, code.trim())
      : undefined;
    if (!agent) throw new AppError('invitation_code_error', 'Invalid invitation code');
    return { valid: true } as const;
  }

  async requestSmsCode(
    body: {
      mobileNum: string;
      countryDialingCode?: string;
      purpose: 'register' | 'login' | 'reset';
    },
    meta: RequestMeta,
  ) {
    const config = await getOperatorConfig(this.ctx.db);
    if (body.purpose !== 'register') assertFlagOn(config, SMS_PURPOSE_FLAG[body.purpose]);
    // Said to every caller alike, before any number is looked up.
    if (!this.ctx.messaging.sms.available) throw new AppError('sms.unavailable');
    const phone = phoneOf(config, body.mobileNum, body.countryDialingCode);
    assertPhoneLooksValid(phone);
    assertPattern(config, 'mobileNum', phone.mobile);
    const member = await findMemberByPhone(
      this.ctx.db,
      config.merchantCode,
      phone.dialCode,
      phone.mobile,
    );
    if (body.purpose === 'register' && member) throw new AppError('user.mobile_exists');
    await assertRate(this.ctx.limiters.smsIp, meta.ip, SMS_LIMITS.perIp);
    await assertRate(this.ctx.limiters.smsPhone, phone.e164, SMS_LIMITS.perPhone);
    // Login and reset codes go only to a known number; the answer is the same either way.
    if (body.purpose === 'register' || member) {
      await sendCode(
        this.ctx.db,
        this.ctx.messaging.sms,
        this.ctx.now(),
        config.merchantCode,
        phone,
        body.purpose,
        { operatorName: config.operatorName, language: meta.language ?? 'EN' },
      );
    }
    return { expiredMinutes: SMS_CODE_EXPIRED_MINUTES };
  }

  async setPasswordByPhone(
    body: {
      mobileNum: string;
      countryDialingCode?: string;
      verificationCode: string;
      newPassword: string;
    },
    meta: RequestMeta,
  ): Promise<LoggedIn> {
    await assertRate(this.ctx.limiters.passwordIp, meta.ip, LIMITS.passwordPerIp);
    const config = await getOperatorConfig(this.ctx.db);
    const now = this.ctx.now();
    const phone = phoneOf(config, body.mobileNum, body.countryDialingCode);
    assertPhoneLooksValid(phone);
    const spend = await checkCode(
      this.ctx.db,
      now,
      config.merchantCode,
      phone,
      'reset',
      body.verificationCode,
    );
    const member = await findMemberByPhone(
      this.ctx.db,
      config.merchantCode,
      phone.dialCode,
      phone.mobile,
    );
    if (!member || member.status !== 'active') throw new AppError('verification.code_error');
    assertPattern(config, 'password', body.newPassword, 'newPassword');
    // Checked after the code, so this cannot be used to test passwords without one.
    if (await this.ctx.hasher.verify(member.passwordHash, body.newPassword)) {
      throw new AppError('modify.new.old.same', 'The new and old passwords cannot be the same');
    }
    await spend();
    await updateMember(this.ctx.db, member.id, {
      passwordHash: await this.ctx.hasher.hash(body.newPassword),
      expiredPassword: false,
      resetPasswordHash: null,
      resetPasswordExpiresAt: null,
      failedLoginCount: 0,
      lockedUntil: null,
    });
    await this.ctx.sessions.endAll(member.id, now);
    // The SMS code proved the number: log in at once, whatever the account name.
    return this.logIn({ ...member, expiredPassword: false }, meta, false);
  }

  /**
   * Answers the same whatever the account or e-mail. When both match, e-mails a
   * temporary password; the old one keeps working until the new one is used.
   */
  async forgotPasswordByEmail(body: { username: string; email: string }, meta: RequestMeta) {
    // Said to every caller alike, before any account is looked up.
    if (!this.ctx.messaging.mail.available) throw new AppError('email.unavailable');
    await assertRate(this.ctx.limiters.passwordIp, meta.ip, LIMITS.passwordPerIp);
    const config = await getOperatorConfig(this.ctx.db);
    const member = await findMemberByUsername(
      this.ctx.db,
      config.merchantCode,
      body.username.trim(),
    );
    const email = body.email.trim().toLowerCase();
    if (member?.email && member.email === email && member.status === 'active') {
      const temporary = `${randomToken(9)
        .replace(/[^A-Za-z0-9]/g, 'x')
        .slice(0, 10)}9a`;
      await changeMember(this.ctx.db, this.ctx.sessions, member.id, {
        resetPasswordHash: await this.ctx.hasher.hash(temporary),
        resetPasswordExpiresAt: new Date(this.ctx.now() + RESET_PASSWORD_TTL_MS),
      });
      try {
        await this.ctx.messaging.mail.send({
          to: email,
          subject: `${config.operatorName}: password reset`,
          code: temporary,
          text:
            `Hello ${member.username},\n\nSomeone asked to reset your ${config.operatorName} password. ` +
            `Log in within 30 minutes with this temporary password: ${temporary}\n` +
            `You will be asked to choose a new password. If this was not you, ignore this e-mail: ` +
            `your current password still works.`,
        });
      } catch (error) {
        // Not sent: a temporary password nobody received must not stay valid.
        await changeMember(this.ctx.db, this.ctx.sessions, member.id, {
          resetPasswordHash: null,
          resetPasswordExpiresAt: null,
        });
        throw error;
      }
    } else {
      // Spend about the same time as the matching branch.
      await this.ctx.hasher.hash(randomToken(9));
    }
    return { done: true } as const;
  }

  async changePassword(
    session: Session,
    body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  ) {
    if (body.newPassword !== body.confirmNewPassword) {
      throw new AppError('password.confirmation_mismatch', 'Confirmation password not matched');
    }
    if (body.newPassword === body.oldPassword) {
      throw new AppError('modify.new.old.same', 'The new and old passwords cannot be the same');
    }
    const config = await getOperatorConfig(this.ctx.db);
    assertPattern(config, 'password', body.newPassword, 'newPassword');
    const member = await findMemberById(this.ctx.db, session.memberId);
    if (!member || !(await this.ctx.hasher.verify(member.passwordHash, body.oldPassword))) {
      throw new AppError('auth.password_incorrect');
    }
    await updateMember(this.ctx.db, member.id, {
      passwordHash: await this.ctx.hasher.hash(body.newPassword),
      expiredPassword: false,
      firstTimeLogin: false,
      resetPasswordHash: null,
      resetPasswordExpiresAt: null,
    });
    // Also has every instance forget the member's row (first-login and expired flags).
    await this.ctx.sessions.endOthers(session, this.ctx.now());
    return { done: true } as const;
  }

  async headIcon(session: Session): Promise<HeadIconValue> {
    const member = await findMemberById(this.ctx.db, session.memberId);
    if (!member) throw new AppError('auth.session_expired');
    return { headIcon: member.headIcon };
  }

  /** Keeps the chosen head icon; every instance forgets the member's info (it carries the icon). */
  async setHeadIcon(session: Session, { headIcon }: HeadIconBody): Promise<HeadIconValue> {
    await updateMember(this.ctx.db, session.memberId, { headIcon });
    this.ctx.sessions.memberChanged(session.memberId);
    return { headIcon };
  }

  /**
   * Member info (no balance in it) of the caller, kept in memory per member as
   * `present` makes it (the routes keep the serialised answer): a change of the
   * member's row on any instance ({@link MemberSessions.memberChanged}) makes every
   * instance forget it, this one before the changing call returns.
   */
  memberInfoReader<T>(present: (info: MemberInfo) => T) {
    const kept = new LoadingCache<T>(
      MEMBER_INFO_CACHE.maxEntries,
      MEMBER_INFO_CACHE.ttlMs,
      this.ctx.now,
    );
    this.ctx.sessions.onMemberChanged((memberId) =>
      memberId === ALL_MEMBERS ? kept.clear() : kept.delete(memberId),
    );
    const load = async (memberId: string): Promise<T> => {
      const answer = await kept.load(memberId, async () => {
        const info = await readMemberInfo(this.ctx.db, memberId);
        return info && present(info);
      });
      if (answer === undefined) throw new AppError('auth.session_expired');
      return answer;
    };
    // Kept (most calls): given at once, without a promise.
    return (session: Session): T | Promise<T> =>
      kept.get(session.memberId) ?? load(session.memberId);
  }

  async registerSettings(): Promise<RegisterSettings> {
    return registerSettingsOf(
      await getOperatorConfig(this.ctx.db),
      this.ctx.messaging.sms.available,
    );
  }

  /** Logout: the session ends, on every instance. */
  async logout(session: Session) {
    await this.ctx.sessions.end(session, this.ctx.now());
    return { done: true } as const;
  }
}
