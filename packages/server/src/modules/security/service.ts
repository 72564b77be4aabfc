import { SECURITY } from '@kalaro/contract/constants';
import type {
  BindCodeBody,
  BindEmailBody,
  BindMobileBody,
  PayeeNameBody,
  PaymentPasswordBody,
  SecurityOverview,
} from '@kalaro/contract/security';
import {
  normaliseSecurityAnswer,
  SECURITY_ANSWER_TRIES,
  SECURITY_ANSWER_WINDOW_MS,
  securityAnswerLengthOk,
  type SecurityAnswer,
  type SecurityQuestionsStatus,
  type SetSecurityQuestionsBody,
} from '@kalaro/contract/security-questions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Limit, Limiter } from '../../lib/limiter.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import {
  assertPattern,
  changeMember,
  findMemberById,
  findMemberByPhone,
  type Member,
  type NewMember,
} from '../accounts/service.ts';
import {
  assertPhoneLooksValid,
  assertRate,
  checkCode,
  sendCode,
  SMS_CODE_EXPIRED_MINUTES,
  SMS_LIMITS,
  toPhone,
  type Phone,
  type TextLanguage,
} from '../accounts/verification.ts';
import type { Messaging } from '../outbox/service.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { pgErrorCode } from '../wallet/service.ts';
import { maskEmail, maskMobile, maskName } from './mask.ts';
import type { MemberSessions } from '../../plugins/session.ts';
import { readSecurityAnswers, replaceSecurityAnswers, setPayeeNameIfEmpty } from './repo.ts';

const MINUTE = 60_000;

export const SECURITY_LIMITS = {
  /** Wrong payment passwords per member (verify and change share the count). */
  paymentPasswordFailures: [
    { max: SECURITY.PAYMENT_PASSWORD_TRIES, windowMs: SECURITY.PAYMENT_PASSWORD_WINDOW_MS },
  ],
  /** Wrong login passwords given to security calls, per member. */
  loginPasswordFailures: [{ max: 10, windowMs: 15 * MINUTE }],
  /** Wrong security answers per member (every call that checks them shares the count). */
  securityAnswerFailures: [{ max: SECURITY_ANSWER_TRIES, windowMs: SECURITY_ANSWER_WINDOW_MS }],
  /** Binding codes a member may ask for. */
  codesPerMember: [{ max: 10, windowMs: 60 * MINUTE }],
} as const satisfies Record<string, readonly Limit[]>;

export interface SecurityContext {
  db: Db;
  now: () => number;
  /** Told of each change to a member's row (its caches, e.g. member info, are forgotten). */
  sessions: Pick<MemberSessions, 'memberChanged'>;
  hasher: PasswordHasher;
  messaging: Messaging;
  limiters: {
    paymentPassword: Limiter;
    loginPassword: Limiter;
    securityAnswers: Limiter;
    codeMember: Limiter;
    codeTarget: Limiter;
  };
}

const isSet = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** A check that may be failed only so often: refused while the limit holds, counted when it fails. */
async function limitedCheck(
  limiter: Limiter,
  key: string,
  limits: readonly Limit[],
  check: () => Promise<boolean>,
): Promise<boolean> {
  const wait = await limiter.retryAfter(key, limits);
  if (wait > 0) {
    throw new AppError('rate.limited', `Too many wrong tries, retry in ${wait} s`, {
      retryAfterSeconds: wait,
    });
  }
  const ok = await check();
  if (ok) await limiter.reset(key);
  else await limiter.hit(key, [{ max: 1e9, windowMs: Math.max(...limits.map((l) => l.windowMs)) }]);
  return ok;
}

/** An e-mail address as the code table and the outbox key it: trimmed, lower-case. */
const emailTarget = (email: string): Phone => {
  const address = email.trim().toLowerCase();
  return { dialCode: '', mobile: '', e164: address };
};

const SIMPLE_EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/;

/**
 * The security centre's rules (security group): payment
 * password, e-mail and mobile binding with a code, payee name. Codes reuse the
 * accounts verification machinery (hashed, single use, a few attempts each).
 */
export class SecurityService {
  constructor(private readonly ctx: SecurityContext) {}

  private async member(memberId: string): Promise<Member> {
    const member = await findMemberById(this.ctx.db, memberId);
    if (!member) throw new AppError('auth.session_expired');
    return member;
  }

  /** Writes the member's row and has every instance forget what it keeps of the member. */
  private async changeMember(memberId: string, values: Partial<NewMember>) {
    await changeMember(this.ctx.db, this.ctx.sessions, memberId, values);
  }

  private async assertLoginPassword(member: Member, password: string) {
    const ok = await limitedCheck(
      this.ctx.limiters.loginPassword,
      member.id,
      SECURITY_LIMITS.loginPasswordFailures,
      () => this.ctx.hasher.verify(member.passwordHash, password),
    );
    if (!ok) throw new AppError('auth.password_incorrect');
  }

  private async checkPaymentPassword(member: Member, paymentPassword: string) {
    return limitedCheck(
      this.ctx.limiters.paymentPassword,
      member.id,
      SECURITY_LIMITS.paymentPasswordFailures,
      () => this.ctx.hasher.verify(member.paymentPasswordHash, paymentPassword),
    );
  }

  async overview(memberId: string): Promise<SecurityOverview> {
    const m = await this.member(memberId);
    return {
      hasPaymentPassword: m.paymentPasswordHash !== null,
      email: isSet(m.email) ? maskEmail(m.email) : null,
      mobile: isSet(m.mobile) ? maskMobile(m.dialCode, m.mobile) : null,
      payeeName: isSet(m.payeeName) ? maskName(m.payeeName) : null,
      payeeNameLocked: isSet(m.payeeName),
    };
  }

  async setPaymentPassword(memberId: string, body: PaymentPasswordBody) {
    const config = await getOperatorConfig(this.ctx.db);
    const next = body.newPaymentPassword;
    if (!SECURITY.PAYMENT_PASSWORD_PATTERN.test(next)) {
      throw new AppError('register.field_invalid', 'Invalid field: newPaymentPassword', {
        field: 'newPaymentPassword',
        messageKey: 'security_payment_password_rule',
      });
    }
    assertPattern(config, 'paymentPassword', next, 'newPaymentPassword');
    if (next !== body.confirmPaymentPassword) {
      throw new AppError('password.confirmation_mismatch', 'Confirmation password not matched');
    }
    const member = await this.member(memberId);
    if (member.paymentPasswordHash !== null) {
      if (!(await this.checkPaymentPassword(member, body.currentPassword))) {
        throw new AppError('security.payment_password_incorrect');
      }
      if (next === body.currentPassword) {
        throw new AppError('modify.new.old.same', 'The new and old passwords cannot be the same');
      }
    } else {
      await this.assertLoginPassword(member, body.currentPassword);
    }
    await this.assertSecurityAnswers(member, body.securityAnswers);
    await this.changeMember(member.id, {
      paymentPasswordHash: await this.ctx.hasher.hash(next),
    });
    return { done: true } as const;
  }

  async questionsStatus(memberId: string): Promise<SecurityQuestionsStatus> {
    const rows = await readSecurityAnswers(this.ctx.db, memberId);
    return { set: rows.length > 0, questionIds: rows.map((r) => r.questionId) };
  }

  /** Sets or replaces the member's questions; the login password is asked every time. */
  async setQuestions(memberId: string, body: SetSecurityQuestionsBody) {
    const ids = body.answers.map((a) => a.questionId);
    if (new Set(ids).size !== ids.length) {
      throw new AppError('security.questions_duplicate', 'Pick different questions');
    }
    body.answers.forEach((a, index) => {
      if (!securityAnswerLengthOk(a.answer)) {
        throw new AppError('security.answer_invalid', `Invalid answer ${index + 1}`, {
          field: `answers.${index}.answer`,
        });
      }
    });
    const member = await this.member(memberId);
    await this.assertLoginPassword(member, body.password);
    const rows = await Promise.all(
      body.answers.map(async (a, position) => ({
        memberId: member.id,
        position,
        questionId: a.questionId,
        answerHash: await this.ctx.hasher.hash(normaliseSecurityAnswer(a.answer)),
      })),
    );
    await replaceSecurityAnswers(this.ctx.db, member.id, rows);
    return { done: true } as const;
  }

  /**
   * When the member has security questions, every one of them must be answered
   * right; wrong answers count against the member's limit. No questions, no check.
   */
  private async assertSecurityAnswers(member: Member, answers: SecurityAnswer[] | undefined) {
    const stored = await readSecurityAnswers(this.ctx.db, member.id);
    if (stored.length === 0) return;
    if (!answers) throw new AppError('security.answers_required');
    const ok = await limitedCheck(
      this.ctx.limiters.securityAnswers,
      member.id,
      SECURITY_LIMITS.securityAnswerFailures,
      async () => {
        const results = await Promise.all(
          stored.map((row) => {
            const given = answers.find((a) => a.questionId === row.questionId);
            return given
              ? this.ctx.hasher.verify(row.answerHash, normaliseSecurityAnswer(given.answer))
              : Promise.resolve(false);
          }),
        );
        return results.every(Boolean);
      },
    );
    if (!ok) throw new AppError('security.answers_incorrect');
  }

  async verifyPaymentPassword(memberId: string, paymentPassword: string) {
    const member = await this.member(memberId);
    if (member.paymentPasswordHash === null) {
      throw new AppError('security.payment_password_unset');
    }
    if (!(await this.checkPaymentPassword(member, paymentPassword))) {
      throw new AppError('security.payment_password_incorrect');
    }
    return { valid: true } as const;
  }

  private assertEmail(email: string, pattern: string | undefined) {
    const address = email.trim();
    const ok =
      SIMPLE_EMAIL.test(address) && (pattern === undefined || new RegExp(pattern).test(address));
    if (!ok) throw new AppError('security.email_invalid', 'E-mail format is incorrect');
  }

  /** The mobile number a member asks to bind, checked and not anyone else's. */
  private async phoneToBind(member: Member, mobileNum: string, dialCode: string | undefined) {
    const config = await getOperatorConfig(this.ctx.db);
    const phone = toPhone(mobileNum, dialCode ?? config.registration.defaultDialCode);
    assertPhoneLooksValid(phone);
    assertPattern(config, 'mobileNum', phone.mobile);
    const owner = await findMemberByPhone(
      this.ctx.db,
      member.merchantCode,
      phone.dialCode,
      phone.mobile,
    );
    if (owner && owner.id !== member.id) throw new AppError('user.mobile_exists');
    return phone;
  }

  async sendBindCode(memberId: string, body: BindCodeBody, language: TextLanguage = 'EN') {
    const member = await this.member(memberId);
    const { limiters, messaging, db } = this.ctx;
    const provider = body.channel === 'email' ? messaging.mail : messaging.sms;
    if (!provider.available) {
      throw new AppError(body.channel === 'email' ? 'email.unavailable' : 'sms.unavailable');
    }
    const config = await getOperatorConfig(db);
    let target: Phone;
    if (body.channel === 'email') {
      this.assertEmail(body.email, config.registration.patterns.email?.regExp);
      target = emailTarget(body.email);
    } else {
      target = await this.phoneToBind(member, body.mobileNum, body.countryDialingCode);
    }
    await assertRate(limiters.codeMember, member.id, SECURITY_LIMITS.codesPerMember);
    await assertRate(limiters.codeTarget, target.e164, SMS_LIMITS.perPhone);
    await sendCode(
      db,
      provider,
      this.ctx.now(),
      member.merchantCode,
      target,
      body.channel === 'email' ? 'bind_email' : 'bind_mobile',
      { operatorName: config.operatorName, language },
    );
    return { expiredMinutes: SMS_CODE_EXPIRED_MINUTES };
  }

  async bindEmail(memberId: string, body: BindEmailBody) {
    const member = await this.member(memberId);
    const config = await getOperatorConfig(this.ctx.db);
    this.assertEmail(body.email, config.registration.patterns.email?.regExp);
    await this.assertLoginPassword(member, body.password);
    const target = emailTarget(body.email);
    const spend = await checkCode(
      this.ctx.db,
      this.ctx.now(),
      member.merchantCode,
      target,
      'bind_email',
      body.verificationCode,
    );
    await spend();
    await this.changeMember(member.id, { email: target.e164 });
    return { done: true } as const;
  }

  async bindMobile(memberId: string, body: BindMobileBody) {
    const member = await this.member(memberId);
    const phone = await this.phoneToBind(member, body.mobileNum, body.countryDialingCode);
    await this.assertLoginPassword(member, body.password);
    const spend = await checkCode(
      this.ctx.db,
      this.ctx.now(),
      member.merchantCode,
      phone,
      'bind_mobile',
      body.verificationCode,
    );
    await spend();
    try {
      await this.changeMember(member.id, {
        dialCode: phone.dialCode,
        mobile: phone.mobile,
      });
    } catch (error) {
      // Another member bound the same number in the meantime: the unique index decides.
      if (pgErrorCode(error) === '23505') throw new AppError('user.mobile_exists');
      throw error;
    }
    return { done: true } as const;
  }

  async setPayeeName(memberId: string, body: PayeeNameBody) {
    const config = await getOperatorConfig(this.ctx.db);
    const name = body.payeeName.trim().replace(/\s+/g, ' ');
    assertPattern(config, 'payeeName', name);
    if (/[<>]/.test(name)) {
      throw new AppError('register.field_invalid', 'Invalid field: payeeName', {
        field: 'payeeName',
        messageKey: 'error_name_format',
      });
    }
    if (!(await setPayeeNameIfEmpty(this.ctx.db, memberId, name))) {
      throw new AppError('security.payee_name_locked');
    }
    this.ctx.sessions.memberChanged(memberId);
    return { done: true } as const;
  }
}
