import { queryOptions, useQuery } from '@tanstack/react-query';
import { inhouseRoutes } from '@kalaro/contract/routes/inhouse';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { slotKeys } from '@/features/slot/api/keys';

/**
 * GET /wps/inhouse/slot/:gameId: paytable, paylines, strips, RTP, bet levels,
 * the seeds in play, the balance and the play session.
 */
export const getSlotState = (gameId: string, language: AppLanguage, signal?: AbortSignal) =>
  call(inhouseRoutes, 'slotState', { params: { gameId }, query: { language }, signal });

export const slotStateQueryOptions = (gameId: string, language: AppLanguage) =>
  queryOptions({
    queryKey: slotKeys.state(gameId, language),
    queryFn: ({ signal }) => getSlotState(gameId, language, signal),
    // The state moves with every spin: the screen keeps it up to date itself.
    staleTime: Infinity,
    retry: 1,
  });

export const useSlotState = (gameId: string, language: AppLanguage) =>
  useQuery(slotStateQueryOptions(gameId, language));
