import { defineEndpoint } from '../endpoint.ts';
import { inhouseRoutes } from '../routes/inhouse.ts';
import {
  clientSeedBody,
  seedRotation,
  slotParams,
  slotState,
  slotStateQuery,
  spinBody,
  spinValue,
} from '../slot.ts';

export const inhouseEndpoints = {
  slotState: defineEndpoint('inhouse', inhouseRoutes.slotState, {
    summary:
      'In-house slot state: paytable, paylines, reel strips, RTP, bet levels, server-seed hash, client seed, nonce, balance and the play session',
    params: slotParams,
    query: slotStateQuery,
    value: slotState,
    errors: ['game.not_found', 'game.trial_not_supported'],
  }),
  spin: defineEndpoint('inhouse', inhouseRoutes.spin, {
    summary:
      'One spin: debits the bet and credits the win in one transaction; the same idempotencyKey answers the first result again. At least minSpinIntervalMs between spins',
    params: slotParams,
    body: spinBody,
    value: spinValue,
    errors: [
      'game.not_found',
      'game.trial_not_supported',
      'slot.bet_invalid',
      'slot.spin_too_fast',
      'slot.seed_changed',
      'slot.idempotency_conflict',
      'wallet.insufficient_funds',
    ],
  }),
  setClientSeed: defineEndpoint('inhouse', inhouseRoutes.setClientSeed, {
    summary:
      'Choose the client seed: the server seed in play is revealed and a new one committed (nonce 0)',
    body: clientSeedBody,
    value: seedRotation,
    errors: [],
  }),
  rotateSeed: defineEndpoint('inhouse', inhouseRoutes.rotateSeed, {
    summary: 'Reveal the server seed in play and commit to a new one (nonce 0)',
    value: seedRotation,
    errors: [],
  }),
} as const;
