import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlotState, SpinBody, SpinValue } from '@kalaro/contract/slot';
import { inhouseRoutes } from '@kalaro/contract/routes/inhouse';
import { isApiError } from '@/shared/http/api-error';
import { call } from '@/shared/http/client';
import { slotKeys } from '@/features/slot/api/keys';

/** POST /wps/inhouse/slot/:gameId/spin: debits the bet and credits the win in one transaction. */
export const spin = (gameId: string, body: SpinBody) =>
  call(inhouseRoutes, 'spin', { params: { gameId }, body });

/** The state after a spin: its balance, session, the next nonce and the next spin time. */
export const stateAfterSpin = (state: SlotState, value: SpinValue): SlotState => ({
  ...state,
  balance: value.balance,
  session: value.session,
  nextSpinAt: value.nextSpinAt,
  fairness: { ...value.fairness, nonce: value.fairness.nonce + 1 },
});

/** Refusals after which the screen's state (balance, seeds) is read again. */
const STALE_STATE = new Set(['wallet.insufficient_funds', 'slot.seed_changed', 'slot.bet_invalid']);

/**
 * One spin; the cached slot states of the game follow its answer. A refusal
 * that means the screen's state is out of date re-reads it.
 */
export const useSpin = (gameId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SpinBody) => spin(gameId, body),
    onSuccess: (value) => {
      client.setQueriesData<SlotState>(
        { queryKey: [...slotKeys.all, 'state', gameId] },
        (state) => state && stateAfterSpin(state, value),
      );
    },
    onError: (error) => {
      if (isApiError(error) && STALE_STATE.has(error.errorCode))
        void client.invalidateQueries({ queryKey: [...slotKeys.all, 'state', gameId] });
    },
  });
};
