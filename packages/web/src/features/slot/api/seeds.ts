import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeedRotation, SlotState } from '@kalaro/contract/slot';
import { inhouseRoutes } from '@kalaro/contract/routes/inhouse';
import { call } from '@/shared/http/client';
import { slotKeys } from '@/features/slot/api/keys';

/** POST /wps/inhouse/seed/rotate: reveals the server seed in play and commits to a new one. */
export const rotateSeed = () => call(inhouseRoutes, 'rotateSeed');

/** PUT /wps/inhouse/seed: the player's client seed; the server seed in play is revealed. */
export const setClientSeed = (clientSeed: string) =>
  call(inhouseRoutes, 'setClientSeed', { body: { clientSeed } });

/**
 * Rotating the seed or choosing a client seed: every cached slot state shows
 * the new commitment (the seeds are the member's, shared by every game).
 */
const useSeedChange = <T>(change: (input: T) => Promise<SeedRotation>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ current }) => {
      client.setQueriesData<SlotState>(
        { queryKey: [...slotKeys.all, 'state'] },
        (state) => state && { ...state, fairness: current },
      );
    },
  });
};

export const useRotateSeed = () => useSeedChange<void>(() => rotateSeed());
export const useSetClientSeed = () => useSeedChange<string>(setClientSeed);
