import type { SecurityOverview } from '@kalaro/contract/security';
import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkConfirmation,
  checkEmailAddress,
  checkMobile,
  checkPayeeName,
  checkPaymentPassword,
  checkQuestionChoice,
  checkSecurityAnswer,
  fieldOfError,
  questionText,
  securityItems,
  securityProgress,
} from '@/features/security/model';

describe('security form checks', () => {
  it('wants a payment password of exactly 6 digits', () => {
    expect(checkPaymentPassword('')).toBe('validation_required');
    expect(checkPaymentPassword('123456')).toBeNull();
    for (const bad of ['12345', '1234567', 'abcdef', '12 456'])
      expect(checkPaymentPassword(bad)).toBe('security_payment_password_rule');
  });

  it('wants the confirmation to repeat the value', () => {
    expect(checkConfirmation('', '123456')).toBe('validation_required');
    expect(checkConfirmation('123457', '123456')).toBe('in_confirmation_correct');
    expect(checkConfirmation('123456', '123456')).toBeNull();
  });

  it('checks e-mail addresses, mobile numbers, codes and names', () => {
    expect(checkEmailAddress(' me@example.com ')).toBeNull();
    expect(checkEmailAddress('me@example')).toBe('in_email_incorrect');
    expect(checkEmailAddress(`${'a'.repeat(250)}@example.com`)).toBe('in_email_incorrect');
    expect(checkMobile('917 555-0001')).toBeNull();
    expect(checkMobile('12')).toBe('error_mobile_invalid');
    expect(checkMobile('91755a0001')).toBe('error_mobile_invalid');
    expect(checkCode('123456')).toBeNull();
    expect(checkCode('12a')).toBe('security_code_rule');
    expect(checkCode(' ')).toBe('validation_required');
    expect(checkPayeeName('Juan Dela Cruz')).toBeNull();
    expect(checkPayeeName('<b>')).toBe('error_name_format');
    expect(checkPayeeName('x'.repeat(65))).toBe('error_name_format');
  });
});

describe('security overview', () => {
  const none: SecurityOverview = {
    hasPaymentPassword: false,
    email: null,
    mobile: null,
    payeeName: null,
    payeeNameLocked: false,
  };

  it('lists the five entries with their state and masked detail', () => {
    const items = securityItems({
      ...none,
      email: 'de***@x.com',
      payeeName: 'J***',
      payeeNameLocked: true,
    });
    expect(items.map((i) => [i.id, i.state, i.detail])).toEqual([
      ['loginPassword', 'set', null],
      ['paymentPassword', 'unset', null],
      ['email', 'set', 'de***@x.com'],
      ['mobile', 'unset', null],
      ['payeeName', 'locked', 'J***'],
    ]);
  });

  it('rates the level by how many entries are done', () => {
    const level = (overview: SecurityOverview, questions = false) =>
      securityProgress(securityItems(overview), questions).level;
    expect(level(none)).toBe('low');
    expect(level({ ...none, hasPaymentPassword: true })).toBe('low');
    expect(level({ ...none, hasPaymentPassword: true, email: 'x' })).toBe('medium');
    expect(level(none, true)).toBe('low');
    expect(level({ ...none, hasPaymentPassword: true }, true)).toBe('medium');
    const all: SecurityOverview = {
      hasPaymentPassword: true,
      email: 'x',
      mobile: 'y',
      payeeName: 'z',
      payeeNameLocked: true,
    };
    // Every entry but the security questions: not yet high.
    expect(securityProgress(securityItems(all), false)).toEqual({
      level: 'medium',
      done: 5,
      total: 6,
    });
    expect(securityProgress(securityItems(all), true)).toEqual({
      level: 'high',
      done: 6,
      total: 6,
    });
  });
});

describe('fieldOfError', () => {
  it('points a refused call at the field it is about', () => {
    const bind = ['email', 'verificationCode', 'password'];
    expect(fieldOfError('auth.password_incorrect', undefined, bind)).toBe('password');
    expect(fieldOfError('verification.code_expired', undefined, bind)).toBe('verificationCode');
    expect(fieldOfError('security.email_invalid', undefined, bind)).toBe('email');
    const payment = ['currentPassword', 'newPaymentPassword', 'confirmPaymentPassword'];
    expect(fieldOfError('auth.password_incorrect', undefined, payment)).toBe('currentPassword');
    expect(fieldOfError('modify.new.old.same', undefined, payment)).toBe('newPaymentPassword');
    expect(fieldOfError('register.field_invalid', { field: 'newPaymentPassword' }, payment)).toBe(
      'newPaymentPassword',
    );
    expect(fieldOfError('register.field_invalid', { field: 'elsewhere' }, payment)).toBeNull();
    expect(fieldOfError('rate.limited', undefined, payment)).toBeNull();
  });

  it('points a refused answer or a repeated question at its own nested field', () => {
    const questions = ['answers', 'password'];
    expect(fieldOfError('security.answer_invalid', { field: 'answers.1.answer' }, questions)).toBe(
      'answers.1.answer',
    );
    expect(fieldOfError('security.questions_duplicate', undefined, questions)).toBe(
      'answers.1.questionId',
    );
    expect(fieldOfError('auth.password_incorrect', undefined, questions)).toBe('password');
    expect(fieldOfError('security.answers_incorrect', undefined, questions)).toBeNull();
  });
});

describe('security question checks', () => {
  it('wants an answer of 2 to 64 characters once spaces are collapsed', () => {
    expect(checkSecurityAnswer('')).toBe('validation_required');
    expect(checkSecurityAnswer('   ')).toBe('validation_required');
    expect(checkSecurityAnswer(' a ')).toBe('security_questions_error_length');
    expect(checkSecurityAnswer('Manila')).toBeNull();
    expect(checkSecurityAnswer('x'.repeat(65))).toBe('security_questions_error_length');
  });

  it('wants a question from the list, each chosen once', () => {
    expect(checkQuestionChoice('', [])).toBe('validation_required');
    expect(checkQuestionChoice('not_a_question', [])).toBe('validation_required');
    expect(checkQuestionChoice('first_pet', ['birth_city'])).toBeNull();
    expect(checkQuestionChoice('first_pet', ['first_pet'])).toBe(
      'security_questions_error_duplicate',
    );
  });

  it('shows a question in the app language', () => {
    expect(questionText('birth_city', 'EN')).toBe('In which city were you born?');
    expect(questionText('birth_city', 'TY')).toBe('Saang lungsod ka ipinanganak?');
  });
});
