import { LIMIT, SECURITY } from '@kalaro/contract/constants';
import type { SecurityOverview } from '@kalaro/contract/security';
import {
  SECURITY_QUESTIONS,
  securityAnswerLengthOk,
  type SecurityQuestionId,
} from '@kalaro/contract/security-questions';

/** A failed check: an i18n key (some take the field's label as {{field}}). */
export type Failure =
  | 'validation_required'
  | 'security_payment_password_rule'
  | 'in_confirmation_correct'
  | 'in_email_incorrect'
  | 'security_code_rule'
  | 'error_mobile_invalid'
  | 'error_name_format'
  | 'security_questions_error_length'
  | 'security_questions_error_duplicate';

const required = (value: string | undefined): string | null => {
  const text = (value ?? '').trim();
  return text ? text : null;
};

/** Payment password: exactly 6 digits. */
export const checkPaymentPassword = (value: string | undefined): Failure | null => {
  if (!value) return 'validation_required';
  return SECURITY.PAYMENT_PASSWORD_PATTERN.test(value) ? null : 'security_payment_password_rule';
};

/** The confirmation repeats the new value exactly. */
export const checkConfirmation = (confirm: string | undefined, value: string): Failure | null => {
  if (!confirm) return 'validation_required';
  return confirm === value ? null : 'in_confirmation_correct';
};

export const checkRequired = (value: string | undefined): Failure | null =>
  required(value) ? null : 'validation_required';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/;
export const checkEmailAddress = (value: string | undefined): Failure | null => {
  const text = required(value);
  if (!text) return 'validation_required';
  return text.length <= LIMIT.EMAIL_MAX && EMAIL.test(text) ? null : 'in_email_incorrect';
};

/** A national number: 6 to 15 digits once spaces and dashes are dropped. */
export const checkMobile = (value: string | undefined): Failure | null => {
  const text = required(value);
  if (!text) return 'validation_required';
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6,15}$/.test(digits) && digits.length <= LIMIT.MOBILE_MAX
    ? null
    : 'error_mobile_invalid';
};

/** A verification code: digits only. */
export const checkCode = (value: string | undefined): Failure | null => {
  const text = required(value);
  if (!text) return 'validation_required';
  return /^\d+$/.test(text) && text.length <= LIMIT.SMS_CODE_MAX ? null : 'security_code_rule';
};

export const checkPayeeName = (value: string | undefined): Failure | null => {
  const text = required(value);
  if (!text) return 'validation_required';
  return text.length <= SECURITY.PAYEE_NAME_MAX && !/[<>]/.test(text) ? null : 'error_name_format';
};

/** An answer to a security question: 2 to 64 characters once trimmed and spaces collapsed. */
export const checkSecurityAnswer = (value: string | undefined): Failure | null => {
  if (!required(value)) return 'validation_required';
  return securityAnswerLengthOk(value ?? '') ? null : 'security_questions_error_length';
};

/** A chosen question: one of the list, and not the one chosen in another place. */
export const checkQuestionChoice = (
  value: string | undefined,
  others: readonly string[],
): Failure | null => {
  if (!value || !SECURITY_QUESTIONS.some((q) => q.id === value)) return 'validation_required';
  return others.includes(value) ? 'security_questions_error_duplicate' : null;
};

/** A question's text in the app's language (TY, else EN). */
export const questionText = (id: SecurityQuestionId, language: string): string => {
  const question = SECURITY_QUESTIONS.find((q) => q.id === id);
  if (!question) return id;
  return language.toUpperCase() === 'TY' ? question.ty : question.en;
};

// ---------------------------------------------------------------- overview

export type SecurityItemId = 'loginPassword' | 'paymentPassword' | 'email' | 'mobile' | 'payeeName';

export interface SecurityItem {
  id: SecurityItemId;
  /** set: done (may be changed); locked: done and cannot be changed here; unset: to do. */
  state: 'set' | 'unset' | 'locked';
  /** The masked value to show, if any. */
  detail: string | null;
}

/** The security centre's entries in order, with what each shows. */
export const securityItems = (overview: SecurityOverview): SecurityItem[] => [
  { id: 'loginPassword', state: 'set', detail: null },
  { id: 'paymentPassword', state: overview.hasPaymentPassword ? 'set' : 'unset', detail: null },
  { id: 'email', state: overview.email ? 'set' : 'unset', detail: overview.email },
  { id: 'mobile', state: overview.mobile ? 'set' : 'unset', detail: overview.mobile },
  {
    id: 'payeeName',
    state: overview.payeeNameLocked ? 'locked' : 'unset',
    detail: overview.payeeName,
  },
];

export type SecurityLevel = 'low' | 'medium' | 'high';

export interface SecurityProgress {
  level: SecurityLevel;
  done: number;
  total: number;
}

/**
 * How far the member's security is: the entries done, plus the security
 * questions once set. Low with at most two done, high with all, medium between.
 */
export const securityProgress = (
  items: readonly SecurityItem[],
  questionsSet: boolean,
): SecurityProgress => {
  const done = items.filter((item) => item.state !== 'unset').length + (questionsSet ? 1 : 0);
  const total = items.length + 1;
  const level = done >= total ? 'high' : done <= 2 ? 'low' : 'medium';
  return { level, done, total };
};

// ---------------------------------------------------------------- server errors

/**
 * Which field of a security form a refused call points at, so the error shows
 * under it: wrong password → the password field, code errors → the code field,
 * a pattern failure → the field the server names. Null: show it above the button.
 */
export const fieldOfError = (
  errorCode: string,
  value: unknown,
  fields: readonly string[],
): string | null => {
  // A nested field ("answers.0.answer") is found by its top-level name.
  const pick = (...names: string[]) =>
    names.find((name) => fields.includes(name.split('.')[0] ?? name)) ?? null;
  switch (errorCode) {
    case 'auth.password_incorrect':
      return pick('password', 'currentPassword');
    case 'security.payment_password_incorrect':
      return pick('currentPassword', 'paymentPassword');
    case 'modify.new.old.same':
    case 'password.confirmation_mismatch':
      return pick('newPaymentPassword');
    case 'verification.code_error':
    case 'verification.code_expired':
      return pick('verificationCode');
    case 'security.email_invalid':
      return pick('email');
    case 'user.mobile_exists':
      return pick('mobileNum');
    case 'security.questions_duplicate':
      return pick('answers.1.questionId');
    case 'security.answer_invalid':
    case 'register.field_invalid':
    case 'validation.failed': {
      const field = (value as { field?: unknown } | undefined)?.field;
      return typeof field === 'string' ? pick(field) : null;
    }
    default:
      return null;
  }
};
