import { defineEndpoint } from '../endpoint.ts';
import { withdrawRoutes } from '../routes/withdraw.ts';
import {
  addBankCardBody,
  adminPaymentsQuery,
  adminWithdrawalsValue,
  bankCard,
  createWithdrawBody,
  paymentIdParams,
  reviewPaymentBody,
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
    summary: 'Withdrawal requests for review, newest first (status filter)',
    query: adminPaymentsQuery,
    value: adminWithdrawalsValue,
    errors: [],
  }),
  adminReview: defineEndpoint('withdraw', withdrawRoutes.adminReview, {
    summary:
      'Pay (the hold becomes a withdraw ledger row) or reject (the hold is released; the note is shown to the member) a pending withdrawal',
    params: paymentIdParams,
    body: reviewPaymentBody,
    value: withdrawRequest,
    errors: ['withdraw.not_found', 'withdraw.already_reviewed'],
  }),
} as const;
