import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetSecurityQuestionsBody } from '@kalaro/contract/security-questions';
import { securityQuestionsRoutes } from '@kalaro/contract/routes/security-questions';
import { call } from '@/shared/http/client';
import { securityKeys } from '@/features/security/api/keys';
import { useSecurityMutation } from '@/features/security/api/use-security-mutation';

/** GET /wps/security/questions: whether questions are set, and which (never the answers). */
export const getSecurityQuestions = (signal?: AbortSignal) =>
  call(securityQuestionsRoutes, 'status', { signal });

export const securityQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.questions,
    queryFn: ({ signal }) => getSecurityQuestions(signal),
    staleTime: 30_000,
  });

export const useSecurityQuestions = () => useQuery(securityQuestionsQueryOptions());

/** POST /wps/security/questions: sets or replaces the questions, with the login password. */
export const setSecurityQuestions = (body: SetSecurityQuestionsBody) =>
  call(securityQuestionsRoutes, 'set', { body });

export const useSetSecurityQuestions = () => useSecurityMutation(setSecurityQuestions);
