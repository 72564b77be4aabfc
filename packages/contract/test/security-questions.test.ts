import { describe, expect, it } from 'vitest';
import {
  normaliseSecurityAnswer,
  SECURITY_QUESTION_COUNT,
  SECURITY_QUESTIONS,
  securityAnswerLengthOk,
  setSecurityQuestionsBody,
} from '../src/security-questions.ts';

describe('security answers', () => {
  it('are compared trimmed, case-folded, with inner spaces collapsed', () => {
    expect(normaliseSecurityAnswer('  Manila   City ')).toBe('manila city');
    expect(normaliseSecurityAnswer('MANILA\tcity')).toBe('manila city');
    expect(normaliseSecurityAnswer('Ｍａｎｉｌａ')).toBe('manila');
    expect(normaliseSecurityAnswer('Manila')).not.toBe(normaliseSecurityAnswer('Manilla'));
  });

  it('must be 2 to 64 characters once normalised', () => {
    expect(securityAnswerLengthOk('ab')).toBe(true);
    expect(securityAnswerLengthOk(' a ')).toBe(false);
    expect(securityAnswerLengthOk('a    b')).toBe(true);
    expect(securityAnswerLengthOk('x'.repeat(64))).toBe(true);
    expect(securityAnswerLengthOk('x'.repeat(65))).toBe(false);
    expect(securityAnswerLengthOk(`  ${'x'.repeat(64)}  `)).toBe(true);
  });

  it('are sent one per question, for known questions only, with nothing else', () => {
    const answers = SECURITY_QUESTIONS.slice(0, SECURITY_QUESTION_COUNT).map((q) => ({
      questionId: q.id,
      answer: 'something',
    }));
    expect(setSecurityQuestionsBody.safeParse({ password: 'p', answers }).success).toBe(true);
    expect(
      setSecurityQuestionsBody.safeParse({ password: 'p', answers: answers.slice(1) }).success,
    ).toBe(false);
    expect(
      setSecurityQuestionsBody.safeParse({
        password: 'p',
        answers: [{ questionId: 'nope', answer: 'x' }, answers[1]],
      }).success,
    ).toBe(false);
    expect(setSecurityQuestionsBody.safeParse({ password: 'p', answers, extra: 1 }).success).toBe(
      false,
    );
  });

  it('have a text in each language for every question, and unique ids', () => {
    expect(new Set(SECURITY_QUESTIONS.map((q) => q.id)).size).toBe(SECURITY_QUESTIONS.length);
    expect(SECURITY_QUESTIONS.length).toBeGreaterThan(SECURITY_QUESTION_COUNT);
    for (const q of SECURITY_QUESTIONS) {
      expect(q.en.length).toBeGreaterThan(5);
      expect(q.ty.length).toBeGreaterThan(5);
    }
  });
});
