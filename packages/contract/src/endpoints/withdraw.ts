import { defineEndpoint } from '../endpoint.ts';
import { withdrawRoutes } from '../routes/withdraw.ts';
import {
  addBankCardBody,
  adminWithdrawalDetailValue,
  adminWithdrawalsQuery,
  adminWithdrawalsValue,
  bankCard,
  createWithdrawBody,
  paymentIdParams,
  gatewayParams,
  httpGatewayCallbackBody,
  payoutCallbackValue,
  reviewWithdrawBody,
  withdrawInfoValue,
  withdrawRecordsQuery,
  withdrawRecordsValue,
  withdrawRequest,
} from '../payments.ts';

export const withdrawEndpoints = {
  info: defineEndpoint('withdraw', withdrawRoutes.info, {
    summary:
      'Withdraw screen: total, held and available balance, bank cards (masked), banks, limits, turnover requirement and payment-password state',
    value: withdrawInfoValue,
    errors: [],
  }),
  addCard: defineEndpoint('withdraw', withdrawRoutes.addCard, {
    summary:
      "Bind a bank card in the security centre's payee name (set once; given here while unset); the number is checked by the bank's lengths and Luhn",
    body: addBankCardBody,
    value: bankCard,
    errors: [
      'withdraw.bank_unknown',
      'withdraw.card_number_invalid',
      'withdraw.card_exists',
      'withdraw.card_limit',
      'withdraw.payee_name_required',
    ],
  }),
  create: defineEndpoint('withdraw', withdrawRoutes.create, {
    summary:
      'Ask to withdraw with the payment password: the amount is held (available balance drops, total does not) until the operator pays or rejects it',
    body: createWithdrawBody,
    value: withdrawRequest,
    errors: [
      'withdraw.card_not_found',
      'withdraw.amount_out_of_range',
      'withdraw.daily_count_exceeded',
      'withdraw.daily_amount_exceeded',
      'withdraw.turnover_missing',
      'withdraw.idempotency_conflict',
      'wallet.insufficient_funds',
      'security.payment_password_unset',
      'security.payment_password_incorrect',
      'rate.limited',
    ],
  }),
  records: defineEndpoint('withdraw', withdrawRoutes.records, {
    summary:
      'Withdraw record: requests newest first, by status and date range (at most 90 days), with approved totals',
    query: withdrawRecordsQuery,
    value: withdrawRecordsValue,
    errors: ['records.date_range_invalid'],
  }),
  adminList: defineEndpoint('withdraw', withdrawRoutes.adminList, {
    summary:
      'Withdrawal requests for review, newest first (status filter), with the gateways that can pay one out',
    query: adminWithdrawalsQuery,
    value: adminWithdrawalsValue,
    errors: [],
  }),
  adminDetail: defineEndpoint('withdraw', withdrawRoutes.adminDetail, {
    summary:
      "A withdrawal request's review detail: the request with its bank card (masked), the member's balance (total, held, available), the turnover still owed, and their latest 10 deposits and 10 withdrawals",
    params: paymentIdParams,
    value: adminWithdrawalDetailValue,
    errors: ['withdraw.not_found'],
  }),
  adminReview: defineEndpoint('withdraw', withdrawRoutes.adminReview, {
    summary:
      'Pay (the hold becomes a withdraw ledger row) or reject (the hold is released; the note is shown to the member) a pending withdrawal. An approval naming `payoutProvider` sends it to that payout gateway: paying until the gateway confirms; a gateway that cannot be reached leaves it pending (service.unavailable)',
    params: paymentIdParams,
    body: reviewWithdrawBody,
    value: withdrawRequest,
    errors: [
      'withdraw.not_found',
      'withdraw.already_reviewed',
      'withdraw.payout_unavailable',
      'service.unavailable',
    ],
  }),
  adminPayoutStatus: defineEndpoint('withdraw', withdrawRoutes.adminPayoutStatus, {
    summary:
      "Check now: ask the payout gateway about a paying withdrawal, as the server's scheduled check does (the check's time is recorded and shown in the queue): paid completes it, failed gives the amount back to the balance (once), pending leaves it, a gateway that has no such payout puts it back to pending; a gateway that does not answer leaves it paying (service.unavailable)",
    params: paymentIdParams,
    value: withdrawRequest,
    errors: [
      'withdraw.not_found',
      'withdraw.payout_unavailable',
      'deposit.callback_mismatch',
      'deposit.callback_currency_mismatch',
      'service.unavailable',
    ],
  }),
  payoutCallback: defineEndpoint('withdraw', withdrawRoutes.payoutCallback, {
    summary:
      'Payout gateway callback (httpGatewayCallbackBody, orderId = the withdrawal id): verified like a deposit callback, applied once; paid completes the withdrawal, failed gives the amount back; a replay is refused',
    params: gatewayParams,
    body: httpGatewayCallbackBody,
    value: payoutCallbackValue,
    errors: [
      'deposit.provider_unknown',
      'deposit.callback_signature_invalid',
      'deposit.callback_replayed',
      'deposit.callback_expired',
      'deposit.callback_mismatch',
      'deposit.callback_currency_mismatch',
      'withdraw.not_found',
    ],
  }),
} as const;
