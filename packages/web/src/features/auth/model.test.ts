import { describe, expect, it } from 'vitest';
import type { RegisterSettings } from '@kalaro/contract/account';
import {
  trialPageState,
  checkBirthDate,
  localDayOf,
  codeNeeded,
  COUNTDOWN_INITIAL,
  affiliateCodeFromSearch,
  checkConfirmation,
  checkEmail,
  checkField,
  checkMobile,
  checkSmsCode,
  compactPayload,
  compilePattern,
  countdownSeconds,
  detectRegisterMethod,
  failureWantsCaptcha,
  fieldOfFailure,
  formatWait,
  lockoutSeconds,
  loginTabs,
  nextRouteAfterLogin,
  parseRememberedLogin,
  registerFieldPlan,
  registerTabs,
  serializeRememberedLogin,
  sessionInfoFrom,
  sessionInfoFromMember,
  tick,
} from '@/features/auth/model';

const settings = (overrides: Partial<RegisterSettings> = {}): RegisterSettings => ({
  usernameRegistration: true,
  mobileRegistration: true,
  mobileVerification: true,
  affiliateCode: true,
  fields: {
    email: { enabled: true, required: false },
    nickname: { enabled: false, required: false },
    mobileNum: { enabled: true, required: false },
    captcha: { enabled: false, required: false },
  },
  patterns: {},
  defaultDialCode: '+63',
  ...overrides,
});

describe('session rules', () => {
  it('keeps only non-secret session info', () => {
    const info = sessionInfoFrom({
      token: 'secret',
      userName: 'demo',
      customerType: 0,
      firstTimeLogin: false,
      expiredPassword: false,
      merchantCode: 'KALARO',
    });
    expect(info).toEqual({
      merchantCode: 'KALARO',
      userName: 'demo',
      type: 0,
      firstTimeLogin: false,
    });
    expect(JSON.stringify(info)).not.toContain('secret');
  });

  it('a tab signed in elsewhere takes its session info from the member info', () => {
    expect(
      sessionInfoFromMember({
        merchantCode: 'KALARO',
        account: 'demo',
        type: 1,
        firstTimeLogin: true,
      }),
    ).toEqual({ merchantCode: 'KALARO', userName: 'demo', type: 1, firstTimeLogin: true });
  });

  it('sends a first login or an expired password to change the password', () => {
    expect(nextRouteAfterLogin({ firstTimeLogin: true, expiredPassword: false })).toBe(
      '/m/changePsw',
    );
    expect(nextRouteAfterLogin({ firstTimeLogin: false, expiredPassword: true })).toBe(
      '/m/changePsw',
    );
    expect(nextRouteAfterLogin({ firstTimeLogin: false, expiredPassword: false })).toBe('/m/home');
  });
});

describe('login rules', () => {
  it('shows the mobile tab only with the mobile-code-login flag', () => {
    expect(loginTabs(false)).toEqual(['username']);
    expect(loginTabs(true)).toEqual(['username', 'sms']);
  });

  it('asks for a captcha only when the failure says so', () => {
    expect(failureWantsCaptcha({ captcha: true })).toBe(true);
    expect(failureWantsCaptcha({ captcha: false })).toBe(false);
    expect(failureWantsCaptcha(undefined)).toBe(false);
    expect(failureWantsCaptcha('captcha')).toBe(false);
  });

  it('reads and formats a lock-out wait', () => {
    expect(lockoutSeconds({ retryAfterSeconds: 90 })).toBe(90);
    expect(lockoutSeconds({ retryAfter: 4.2 })).toBe(5);
    expect(lockoutSeconds({})).toBeNull();
    expect(lockoutSeconds(null)).toBeNull();
    expect(formatWait(45)).toBe('45s');
    expect(formatWait(125)).toBe('2:05');
  });

  it('remembers the login type, username and dial code, never a password', () => {
    const text = serializeRememberedLogin({
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
    } as never);
    expect(text).not.toContain('Demo1234');
    expect(parseRememberedLogin(text)).toEqual({ type: 'username', username: 'demo' });
    expect(
      parseRememberedLogin(
        JSON.stringify({ type: 'sms', username: '0917', countryDialingCode: '+63' }),
      ),
    ).toEqual({ type: 'sms', username: '0917', countryDialingCode: '+63' });
    expect(parseRememberedLogin('{bad')).toBeNull();
    expect(parseRememberedLogin(JSON.stringify({ type: 'other', username: 'x' }))).toBeNull();
    expect(parseRememberedLogin(null)).toBeNull();
  });
});

describe('SMS countdown', () => {
  it('counts expiredMinutes × 60 s, or 60 s by default, and stops at zero', () => {
    expect(COUNTDOWN_INITIAL).toBe(60);
    expect(countdownSeconds(2)).toBe(120);
    expect(countdownSeconds(undefined)).toBe(60);
    expect(countdownSeconds(0)).toBe(60);
    expect(tick(5)).toBe(4);
    expect(tick(0)).toBe(0);
  });
});

describe('validation', () => {
  it('lets an optional empty field pass and checks the pattern otherwise', () => {
    const rule = { required: false, pattern: /^\d{3}$/, messageKey: 'error_name_format' };
    expect(checkField('', rule)).toBeNull();
    expect(checkField('  ', rule)).toBeNull();
    expect(checkField('12', rule)).toBe('error_name_format');
    expect(checkField('123', rule)).toBeNull();
    expect(checkField('', { ...rule, required: true })).toBe('validation_required');
  });

  it('compiles server patterns and ignores broken ones', () => {
    expect(compilePattern('^[a-z]{4,16}$')?.test('demo')).toBe(true);
    expect(compilePattern('([')).toBeNull();
    expect(compilePattern(undefined)).toBeNull();
  });

  it('checks the password confirmation', () => {
    expect(checkConfirmation('', 'abc')).toBe('in_incorrect_password');
    expect(checkConfirmation('abd', 'abc')).toBe('in_confirmation_correct');
    expect(checkConfirmation('abc', 'abc')).toBeNull();
  });

  it('checks e-mails with the simple pattern', () => {
    expect(checkEmail(' demo@example.com ')).toBeNull();
    expect(checkEmail('first.last@mail.example.co.uk')).toBeNull();
    expect(checkEmail('demo@example')).toBe('in_email_incorrect');
    expect(checkEmail('demo@@example.com')).toBe('in_email_incorrect');
    expect(checkEmail('')).toBe('validation_required');
  });

  it('checks mobile numbers and SMS codes', () => {
    expect(checkMobile('09171234567')).toBeNull();
    expect(checkMobile('12ab')).toBe('error_mobile_invalid');
    expect(checkMobile('')).toBe('validation_required');
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkSmsCode('12345678901')).toBe('error_verification_code');
    expect(checkSmsCode('12a')).toBe('error_verification_code');
  });
});

describe('registration rules', () => {
  it('shows tabs only when both methods are on and starts on mobile when it is the only one', () => {
    expect(registerTabs(settings())).toEqual({
      tabs: ['username', 'mobileNum'],
      initial: 'username',
    });
    expect(registerTabs(settings({ usernameRegistration: false }))).toEqual({
      tabs: [],
      initial: 'mobileNum',
    });
    expect(registerTabs(settings({ mobileRegistration: false }))).toEqual({
      tabs: [],
      initial: 'username',
    });
  });

  it('plans the username method from the configuration', () => {
    const plan = registerFieldPlan(settings(), 'username', false);
    expect(plan.map((f) => f.name)).toEqual([
      'username',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
    ]);
    expect(plan.find((f) => f.name === 'username')?.required).toBe(true);
    expect(plan.find((f) => f.name === 'mobileNum')?.required).toBe(false);
    expect(plan.find((f) => f.name === 'email')?.required).toBe(false);
    // An optional number still needs its SMS code once typed.
    expect(plan.find((f) => f.name === 'verificationCode')?.required).toBe(false);
    expect(codeNeeded(plan, '')).toBe(false);
    expect(codeNeeded(plan, ' 9171234567 ')).toBe(true);
    const noVerification = registerFieldPlan(
      settings({ mobileVerification: false }),
      'username',
      false,
    );
    expect(codeNeeded(noVerification, '9171234567')).toBe(false);
  });

  it('plans the mobile method with the SMS code when verification is on', () => {
    const plan = registerFieldPlan(settings(), 'mobileNum', false);
    expect(plan.map((f) => f.name).slice(0, 4)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
    expect(plan.every((f) => f.name !== 'username')).toBe(true);
    const noVerification = registerFieldPlan(
      settings({ mobileVerification: false }),
      'mobileNum',
      false,
    );
    expect(noVerification.some((f) => f.name === 'verificationCode')).toBe(false);
  });

  it('hides the affiliate input when the feature is off or the address carried a valid code', () => {
    expect(
      registerFieldPlan(settings(), 'username', true).some((f) => f.name === 'affiliateCode'),
    ).toBe(false);
    expect(
      registerFieldPlan(settings({ affiliateCode: false }), 'username', false).some(
        (f) => f.name === 'affiliateCode',
      ),
    ).toBe(false);
  });

  it('reads the affiliate code from ?code= or ?aff=', () => {
    expect(affiliateCodeFromSearch('?code=ABC')).toBe('ABC');
    expect(affiliateCodeFromSearch('?aff=XYZ')).toBe('XYZ');
    expect(affiliateCodeFromSearch('?code=%20')).toBeNull();
    expect(affiliateCodeFromSearch('')).toBeNull();
  });

  it('detects the register method', () => {
    expect(detectRegisterMethod({ appWebView: true, installed: false, ios: false })).toBe('APP');
    expect(detectRegisterMethod({ appWebView: false, installed: true, ios: true })).toBe('WEBCLIP');
    expect(detectRegisterMethod({ appWebView: false, installed: true, ios: false })).toBe('PWA');
    expect(detectRegisterMethod({ appWebView: false, installed: false, ios: true })).toBe('H5');
  });

  it('trims and drops empty values but never trims passwords', () => {
    expect(
      compactPayload({ username: ' demo ', email: '', password: ' pw ', nickname: undefined }),
    ).toEqual({
      username: 'demo',
      password: ' pw ',
    });
  });
});

describe('server answers', () => {
  it('reads the refused field and its message key', () => {
    expect(fieldOfFailure({ field: 'username', messageKey: 'error_account_format' })).toEqual({
      field: 'username',
      messageKey: 'error_account_format',
    });
    expect(fieldOfFailure({ field: 'mobileNum' })).toEqual({ field: 'mobileNum' });
    expect(fieldOfFailure({ field: 'nope' })).toBeNull();
    expect(fieldOfFailure(undefined)).toBeNull();
  });
});

describe('date of birth', () => {
  const rule = { required: true, ageLimit: 18, today: '2026-06-15' };
  it('asks for it when required, a real day, not after today, at least the age limit', () => {
    expect(checkBirthDate('', rule)).toBe('validation_required');
    expect(checkBirthDate('', { ...rule, required: false })).toBeNull();
    expect(checkBirthDate('2008-02-30', rule)).toBe('validation_invalid');
    expect(checkBirthDate('1899-12-31', rule)).toBe('validation_invalid');
    expect(checkBirthDate('2026-06-16', rule)).toBe('validation_birth_date_future');
    expect(checkBirthDate('2008-06-16', rule)).toBe('validation_under_age');
    expect(checkBirthDate('2008-06-15', rule)).toBeNull();
    expect(checkBirthDate('2008-06-15', { ...rule, ageLimit: 21 })).toBe('validation_under_age');
  });
  it("formats the device's calendar day", () => {
    expect(localDayOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('trialPageState', () => {
  it('tells a visitor, a trial account and a member apart', () => {
    expect(trialPageState(null)).toBe('visitor');
    expect(trialPageState({ type: 4 })).toBe('trial');
    expect(trialPageState({ type: 0 })).toBe('member');
    expect(trialPageState({ type: 2 })).toBe('member');
  });
});
