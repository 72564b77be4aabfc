import type { PaymentProvider } from './types.ts';

/**
 * Manual bank transfer: the player pays one of the channel's accounts and the
 * operator approves the request through the admin API. Nothing to open, no callback.
 */
export const manualProvider: PaymentProvider = {
  id: 'manual',
  kind: 'manual',
  start: () => Promise.resolve({ payUrl: null }),
};
