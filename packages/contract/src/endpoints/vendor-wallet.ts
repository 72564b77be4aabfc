import { defineEndpoint } from '../endpoint.ts';
import { vendorWalletRoutes } from '../routes/vendor-wallet.ts';
import {
  vendorBalanceBody,
  vendorCreditBody,
  vendorDebitBody,
  vendorParams,
  vendorRollbackBody,
  vendorWalletValue,
} from '../vendor-wallet.ts';

const common = ['vendor.unknown', 'vendor.token_invalid', 'vendor.currency_mismatch'] as const;

export const vendorWalletEndpoints = {
  balance: defineEndpoint('vendorWallet', vendorWalletRoutes.balance, {
    summary: "Seamless wallet: the player's balance (signed by the vendor)",
    params: vendorParams,
    body: vendorBalanceBody,
    value: vendorWalletValue,
    errors: [...common],
  }),
  debit: defineEndpoint('vendorWallet', vendorWalletRoutes.debit, {
    summary:
      "Seamless wallet: a stake, debited with the bet row in one transaction; idempotent by transactionId; refused over the balance or the player's limits, or after a rollback of that id",
    params: vendorParams,
    body: vendorDebitBody,
    value: vendorWalletValue,
    errors: [
      ...common,
      'vendor.insufficient_funds',
      'vendor.limit_reached',
      'vendor.transaction_rolled_back',
      'vendor.transaction_conflict',
      'vendor.game_unknown',
    ],
  }),
  credit: defineEndpoint('vendorWallet', vendorWalletRoutes.credit, {
    summary:
      'Seamless wallet: the win of a round (0 for a loss), settling it; idempotent by transactionId; an unknown or rolled-back debit moves no money',
    params: vendorParams,
    body: vendorCreditBody,
    value: vendorWalletValue,
    errors: [
      ...common,
      'vendor.transaction_unknown',
      'vendor.transaction_rolled_back',
      'vendor.transaction_conflict',
    ],
  }),
  rollback: defineEndpoint('vendorWallet', vendorWalletRoutes.rollback, {
    summary:
      'Seamless wallet: returns an unsettled debit once; a rollback of an unknown debit is recorded so the debit is refused if it comes later',
    params: vendorParams,
    body: vendorRollbackBody,
    value: vendorWalletValue,
    errors: [...common, 'vendor.transaction_settled', 'vendor.transaction_conflict'],
  }),
};
