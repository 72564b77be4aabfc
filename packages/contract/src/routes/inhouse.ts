import type { RouteTable } from '../route-info.ts';

export const inhouseRoutes = {
  /** The in-house slot: paytable, strips, RTP, bet levels, seeds, balance, session. */
  slotState: { method: 'GET', path: '/wps/inhouse/slot/:gameId', auth: 'member' },
  /** One spin: debits the bet and credits the win atomically. */
  spin: {
    method: 'POST',
    path: '/wps/inhouse/slot/:gameId/spin',
    auth: 'member',
    region: 'blocked',
    protection: 'play',
  },
  /** Choose a client seed; ends (reveals) the server seed in play. */
  setClientSeed: { method: 'PUT', path: '/wps/inhouse/seed', auth: 'member' },
  /** Reveal the server seed in play and commit to a new one. */
  rotateSeed: { method: 'POST', path: '/wps/inhouse/seed/rotate', auth: 'member' },
} as const satisfies RouteTable;
