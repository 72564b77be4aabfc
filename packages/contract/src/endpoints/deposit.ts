import { defineEndpoint } from '../endpoint.ts';
import { depositRoutes } from '../routes/deposit.ts';
import {
  adminDepositDetailValue,
  adminDepositsValue,
  adminPaymentsQuery,
  createDepositBody,
  createDepositValue,
  demoGatewayCallbackBody,
  depositChannelsQuery,
  depositChannelsValue,
  depositLimitsBody,
  depositLimitsValue,
  depositRecordsQuery,
  depositRecordsValue,
  depositRequest,
  gatewayCallbackValue,
  gatewayParams,
  paymentIdParams,
  reviewPaymentBody,
} from '../payments.ts';

export const depositEndpoints = {
  channels: defineEndpoint('deposit', depositRoutes.channels, {
    summary:
      'Deposit channels the member may use: kind (manual transfer or gateway), min/max amount, fee and bonus percent, quick amounts and the accounts to pay to',
    query: depositChannelsQuery,
    value: depositChannelsValue,
    errors: [],
  }),
  create: defineEndpoint('deposit', depositRoutes.create, {
    summary:
      "Ask to deposit: a pending request (credited once when the operator approves it, or when the gateway's signed callback says paid). Refused over the member's own deposit limits",
    body: createDepositBody,
    value: createDepositValue,
    errors: [
      'deposit.channel_unavailable',
      'deposit.account_unknown',
      'deposit.amount_out_of_range',
      'deposit.limit_exceeded',
    ],
  }),
  detail: defineEndpoint('deposit', depositRoutes.detail, {
    summary: "One of the member's deposit requests",
    params: paymentIdParams,
    /** The channel's name in this language (EN fallback). */
    query: depositChannelsQuery,
    value: depositRequest,
    errors: ['deposit.not_found'],
  }),
  records: defineEndpoint('deposit', depositRoutes.records, {
    summary:
      'Deposit record: requests newest first, by status and date range (YYYY-MM-DD in utcOffset, at most 90 days), with approved totals',
    query: depositRecordsQuery,
    value: depositRecordsValue,
    errors: ['records.date_range_invalid'],
  }),
  limits: defineEndpoint('deposit', depositRoutes.limits, {
    summary:
      "The member's own deposit limits (24 hours, 7 days, calendar month): in force, pending raises, used and remaining",
    value: depositLimitsValue,
    errors: [],
  }),
  setLimits: defineEndpoint('deposit', depositRoutes.setLimits, {
    summary:
      'Set the deposit limits: a lower limit holds at once; a higher one (or none) only 24 hours later',
    body: depositLimitsBody,
    value: depositLimitsValue,
    errors: [],
  }),
  callback: defineEndpoint('deposit', depositRoutes.callback, {
    summary:
      'Payment gateway callback (demo: demoGatewayCallbackBody signed with HMAC-SHA256 in x-kalaro-signature). Verified, applied once; a replay is refused',
    params: gatewayParams,
    body: demoGatewayCallbackBody,
    value: gatewayCallbackValue,
    errors: [
      'deposit.provider_unknown',
      'deposit.callback_signature_invalid',
      'deposit.callback_replayed',
      'deposit.callback_expired',
      'deposit.callback_mismatch',
      'deposit.not_found',
    ],
  }),
  adminList: defineEndpoint('deposit', depositRoutes.adminList, {
    summary: 'Deposit requests for review, newest first (status filter)',
    query: adminPaymentsQuery,
    value: adminDepositsValue,
    errors: [],
  }),
  adminDetail: defineEndpoint('deposit', depositRoutes.adminDetail, {
    summary:
      "A deposit request's review detail: the request, the member's balance (total, held, available), the turnover still owed before a withdrawal, and their latest 10 deposits and 10 withdrawals",
    params: paymentIdParams,
    value: adminDepositDetailValue,
    errors: ['deposit.not_found'],
  }),
  adminReview: defineEndpoint('deposit', depositRoutes.adminReview, {
    summary:
      'Approve (the wallet is credited once, the bonus as its own ledger row) or reject a pending deposit',
    params: paymentIdParams,
    body: reviewPaymentBody,
    value: depositRequest,
    errors: ['deposit.not_found', 'deposit.already_reviewed'],
  }),
} as const;
