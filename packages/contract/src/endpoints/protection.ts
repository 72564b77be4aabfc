import { defineEndpoint } from '../endpoint.ts';
import { protectionRoutes } from '../routes/protection.ts';
import {
  adminProtectionValue,
  applyProtectionBody,
  closeAccountBody,
  closeAccountValue,
  continueRealityCheckBody,
  continueRealityCheckValue,
  memberProtectionParams,
  playLimitsBody,
  playLimitsValue,
  protectionMeasure,
  protectionStatusValue,
  realityCheckBody,
  realityCheckValue,
  sessionSummaryValue,
  takeProtectionBody,
} from '../protection.ts';

export const protectionEndpoints = {
  status: defineEndpoint('protection', protectionRoutes.status, {
    summary: "The member's time-out or self-exclusion that runs now (null when none)",
    value: protectionStatusValue,
    errors: [],
  }),
  take: defineEndpoint('protection', protectionRoutes.take, {
    summary:
      'Take a time-out (24h, 7d, 6w) or a self-exclusion (6m, 1y, 5y, permanent): effective at once and irreversible; one that runs may only be lengthened. Every session of the member ends (this one too); login is refused until it ends',
    body: takeProtectionBody,
    value: protectionMeasure,
    errors: ['protection.cannot_shorten'],
  }),
  limits: defineEndpoint('protection', protectionRoutes.limits, {
    summary:
      "The member's own loss limits (net loss), wager limits (stakes) per 24 hours, 7 days and calendar month, and session-time limit (minutes per 24 hours): in force, pending raises, used and remaining",
    value: playLimitsValue,
    errors: [],
  }),
  setLimits: defineEndpoint('protection', protectionRoutes.setLimits, {
    summary:
      'Set the loss, wager and session-time limits (a group left out stays as it is): a lower limit holds at once; a higher one (or none) only 24 hours later. Every stake is refused once a loss limit is reached or would pass a wager limit, and play ends once the session time is used',
    body: playLimitsBody,
    value: playLimitsValue,
    errors: [],
  }),
  realityCheck: defineEndpoint('protection', protectionRoutes.realityCheck, {
    summary:
      "The member's reality check: every `minutes` of a session the app shows the time played, stakes, wins and net result. The member's choice, else the operator's default; `required` when the operator does not let it be switched off",
    value: realityCheckValue,
    errors: [],
  }),
  setRealityCheck: defineEndpoint('protection', protectionRoutes.setRealityCheck, {
    summary:
      'Set the reality-check interval (15–120 minutes) or none (null). Holds at once; none is refused with protection.reality_check_required when the operator requires a check',
    body: realityCheckBody,
    value: realityCheckValue,
    errors: ['protection.reality_check_required'],
  }),
  continueRealityCheck: defineEndpoint('protection', protectionRoutes.continueRealityCheck, {
    summary:
      '"Continue" at the reality check (body: {}): the member saw the figures of this session, and the next check falls due one interval from now. While one is due every stake (spin, bet, game launch, a vendor\'s debit) is refused with protection.reality_check_due; "leave" is the logout',
    body: continueRealityCheckBody,
    value: continueRealityCheckValue,
    errors: [],
  }),
  session: defineEndpoint('protection', protectionRoutes.session, {
    summary:
      'This login session so far: when it began, minutes played, stakes (bets less refunds), wins and the net result (wins less stakes) in the ledger since the login; when the reality check was last answered and when the next one is due (null: none)',
    value: sessionSummaryValue,
    errors: [],
  }),
  close: defineEndpoint('protection', protectionRoutes.close, {
    summary:
      "Close the account at the member's request: refused while a balance (protection.close_balance, value.balance) or a pending withdrawal (protection.close_pending_withdrawal) remains. Every session ends and login is refused from then on",
    body: closeAccountBody,
    value: closeAccountValue,
    errors: ['protection.close_balance', 'protection.close_pending_withdrawal'],
  }),
  adminRead: defineEndpoint('protection', protectionRoutes.adminRead, {
    summary:
      "A member's time-out or self-exclusion in force and every measure before it (who applied it: the member or which operator), with the member's loss, wager, session-time and deposit limits (pending changes too) and reality-check interval",
    params: memberProtectionParams,
    value: adminProtectionValue,
    errors: ['protection.member_not_found'],
  }),
  adminApply: defineEndpoint('protection', protectionRoutes.adminApply, {
    summary:
      "Apply a time-out or a self-exclusion to a member, with a reason: effective at once, ends the member's sessions. One that runs may only be lengthened: no operator lifts or shortens it",
    params: memberProtectionParams,
    body: applyProtectionBody,
    value: protectionMeasure,
    errors: ['protection.member_not_found', 'protection.cannot_shorten'],
  }),
};
