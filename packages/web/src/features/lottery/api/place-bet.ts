import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotteryBetBody } from '@kalaro/contract/lottery';
import { lotteryRoutes } from '@kalaro/contract/routes/lottery';
import { call } from '@/shared/http/client';
import { lotteryKeys } from '@/features/lottery/api/keys';

/** POST /wps/lottery/:code/bets: debits the stake once per idempotency key. */
export const placeLotteryBet = ({ code, body }: { code: string; body: LotteryBetBody }) =>
  call(lotteryRoutes, 'placeBet', { params: { code }, body });

/** Places a bet, then re-reads the screen and the member's bets. */
export const usePlaceLotteryBet = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeLotteryBet,
    onSettled: () => client.invalidateQueries({ queryKey: lotteryKeys.member }),
  });
};
