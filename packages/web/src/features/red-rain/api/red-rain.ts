import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { redRainRoutes } from '@kalaro/contract/routes/red-rain';
import { call } from '@/shared/http/client';
import { newIdempotencyKey } from '@/shared/http/idempotency-key';

const currentKey = ['member', 'red-rain'] as const;

/** GET /wps/red-rain: the falling or next rain, read again every 30 s. */
export const useCurrentRain = () =>
  useQuery({
    queryKey: currentKey,
    queryFn: async ({ signal }) => ({
      value: await call(redRainRoutes, 'current', { signal }),
      receivedAt: Date.now(),
    }),
    refetchInterval: 30_000,
  });

/** POST /wps/red-rain/:id/claims: opens one envelope (a fresh key per tap). */
export const useClaimEnvelope = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rainId: number) =>
      call(redRainRoutes, 'claim', {
        params: { id: String(rainId) },
        body: { idempotencyKey: newIdempotencyKey() },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['member'] }),
  });
};
