import { defineEndpoint } from '../endpoint.ts';
import { done } from '../account.ts';
import { securityQuestionsRoutes } from '../routes/security-questions.ts';
import { securityQuestionsStatus, setSecurityQuestionsBody } from '../security-questions.ts';

export const securityQuestionsEndpoints = {
  status: defineEndpoint('securityQuestions', securityQuestionsRoutes.status, {
    summary: 'Whether the member has set security questions, and which (ids; never the answers)',
    value: securityQuestionsStatus,
    errors: [],
  }),
  set: defineEndpoint('securityQuestions', securityQuestionsRoutes.set, {
    summary:
      'Set or replace the security questions with the login password; answers are stored only as a hash of the normalised answer',
    body: setSecurityQuestionsBody,
    value: done,
    errors: [
      'auth.password_incorrect',
      'security.questions_duplicate',
      'security.answer_invalid',
      'rate.limited',
    ],
  }),
} as const;
