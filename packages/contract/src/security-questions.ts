import { z } from 'zod';

/**
 * Security questions: the member picks a few questions from the operator's
 * fixed list and answers them. Answers are kept only as a hash of the
 * normalised answer (see `normaliseSecurityAnswer`); once set, they must be
 * given again to set or change the payment password.
 */

/** How many questions a member answers. */
export const SECURITY_QUESTION_COUNT = 2;
/** Bounds on a normalised answer, in characters. */
export const SECURITY_ANSWER_MIN = 2;
export const SECURITY_ANSWER_MAX = 64;
/** Wrong answers per member before the check is refused for a while. */
export const SECURITY_ANSWER_TRIES = 5;
export const SECURITY_ANSWER_WINDOW_MS = 15 * 60_000;

/** The operator's fixed list: an id the server stores and the text in each language. */
export const SECURITY_QUESTIONS = [
  {
    id: 'first_pet',
    en: 'What was the name of your first pet?',
    ty: 'Ano ang pangalan ng una mong alagang hayop?',
  },
  {
    id: 'birth_city',
    en: 'In which city were you born?',
    ty: 'Saang lungsod ka ipinanganak?',
  },
  {
    id: 'mother_maiden',
    en: "What is your mother's maiden name?",
    ty: 'Ano ang apelyido ng iyong ina noong dalaga pa siya?',
  },
  {
    id: 'first_school',
    en: 'What was the name of your first school?',
    ty: 'Ano ang pangalan ng una mong paaralan?',
  },
  {
    id: 'childhood_friend',
    en: 'What is the name of your childhood best friend?',
    ty: 'Ano ang pangalan ng matalik mong kaibigan noong bata ka?',
  },
  {
    id: 'favourite_food',
    en: 'What was your favourite food as a child?',
    ty: 'Ano ang paborito mong pagkain noong bata ka?',
  },
] as const;

export type SecurityQuestionId = (typeof SECURITY_QUESTIONS)[number]['id'];
const questionIds = SECURITY_QUESTIONS.map((q) => q.id) as [
  SecurityQuestionId,
  ...SecurityQuestionId[],
];
export const securityQuestionId = z.enum(questionIds);

/**
 * The form an answer is compared in: trimmed, case-folded, inner runs of
 * white space collapsed to one space (so "  Manila  City" matches "manila city").
 */
export const normaliseSecurityAnswer = (answer: string): string =>
  answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** Whether an answer is within bounds once normalised. */
export const securityAnswerLengthOk = (answer: string): boolean => {
  const length = [...normaliseSecurityAnswer(answer)].length;
  return length >= SECURITY_ANSWER_MIN && length <= SECURITY_ANSWER_MAX;
};

/** One answer as sent: the raw text is bounded loosely here, strictly once normalised. */
export const securityAnswer = z
  .object({
    questionId: securityQuestionId,
    answer: z.string().max(SECURITY_ANSWER_MAX * 4),
  })
  .strict();
export type SecurityAnswer = z.infer<typeof securityAnswer>;

/** The answers to the member's questions, one per question. */
export const securityAnswers = z.array(securityAnswer).length(SECURITY_QUESTION_COUNT);

/** Whether questions are set, and which (ids only: never an answer). */
export const securityQuestionsStatus = z.object({
  set: z.boolean(),
  questionIds: z.array(securityQuestionId),
});
export type SecurityQuestionsStatus = z.infer<typeof securityQuestionsStatus>;

/**
 * Set or replace the questions. The login password is asked every time, so
 * an open session alone can neither set them nor replace them.
 */
export const setSecurityQuestionsBody = z
  .object({
    password: z.string().min(1).max(128),
    answers: securityAnswers,
  })
  .strict();
export type SetSecurityQuestionsBody = z.infer<typeof setSecurityQuestionsBody>;
