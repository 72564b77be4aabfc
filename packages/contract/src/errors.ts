/**
 * The error-code catalogue. Each code maps to an i18n message key the web app
 * shows; the server answers only codes from this table.
 */
export const errorCatalogue = {
  // generic
  'validation.failed': { status: 400, messageKey: 'error_validation_failed' },
  'request.malformed': { status: 400, messageKey: 'error_request_malformed' },
  'request.too_large': { status: 413, messageKey: 'error_request_too_large' },
  'request.unsupported_media_type': { status: 415, messageKey: 'error_request_malformed' },
  'route.not_found': { status: 404, messageKey: 'error_requested_url_empty' },
  'method.not_allowed': { status: 405, messageKey: 'error_requested_url_empty' },
  'rate.limited': { status: 429, messageKey: 'error_rate_limited' },
  'server.error': { status: 500, messageKey: 'error_unknown' },
  'service.unavailable': { status: 503, messageKey: 'error_system_upgrading' },
  // system
  'system.maintenance': { status: 503, messageKey: 'error_platform_maintenance' },
  'region.restricted': { status: 403, messageKey: 'error_ip_restricted' },
  /** The operator switched the feature off (a whitelabel flag): the call is refused, not hidden. */
  'feature.disabled': { status: 403, messageKey: 'error_no_permission' },
  // auth / session
  'auth.required': { status: 401, messageKey: 'error_not_logged_in' },
  'auth.session_expired': { status: 401, messageKey: 'error_account_logged_out' },
  'auth.forbidden': { status: 403, messageKey: 'error_no_permission' },
  'auth.trial_restricted': { status: 403, messageKey: 'error_trial_restricted' },
  /** The member's password was reset: only the password change, the session basics and logout answer until it is changed. */
  'auth.password_change_required': {
    status: 403,
    messageKey: 'error_password_change_required',
  },
  'auth.non_member': { status: 403, messageKey: 'error_non_member' },
  'auth.non_agent': { status: 403, messageKey: 'error_non_agent' },
  'admin.token_invalid': { status: 401, messageKey: 'error_no_permission' },
  'admin.outbox_disabled': { status: 404, messageKey: 'error_requested_url_empty' },
  // back office
  /** The operator's role lacks the call's permission. */
  'admin.forbidden': { status: 403, messageKey: 'error_no_permission' },
  'admin.credentials_invalid': { status: 401, messageKey: 'error_invalid_credentials' },
  'admin.account_locked': { status: 429, messageKey: 'error_account_locked' },
  /** The authenticator code is wrong, expired or already used. */
  'admin.code_invalid': { status: 400, messageKey: 'error_admin_code_invalid' },
  /** No password step in progress (or it took longer than five minutes): start again. */
  'admin.sign_in_expired': { status: 401, messageKey: 'error_admin_sign_in_expired' },
  /** Only a seeded demo operator outside production may sign in without an authenticator. */
  'admin.enrolment_required': { status: 403, messageKey: 'error_admin_enrolment_required' },
  'admin.operator_exists': { status: 409, messageKey: 'error_admin_operator_exists' },
  'admin.operator_not_found': { status: 404, messageKey: 'error_admin_operator_not_found' },
  /** The last active owner cannot be disabled or given another role. */
  'admin.last_owner': { status: 409, messageKey: 'error_admin_last_owner' },
  /** Changing one's own password: the current password given is wrong (counts as a failed sign-in). */
  'admin.password_incorrect': { status: 400, messageKey: 'error_admin_password_incorrect' },
  /** Changing one's own password: the new password is the current one. */
  'admin.password_same': { status: 400, messageKey: 'error_admin_password_same' },
  /** The operator signs in with a one-time password: only the password change (and sign-out) answer until it is changed. */
  'admin.password_change_required': {
    status: 403,
    messageKey: 'error_admin_password_change_required',
  },
  /** The automation token has no password to change. */
  'admin.no_password': { status: 403, messageKey: 'error_admin_no_password' },
  /** The operator configuration changed since the version a save was made from. */
  'admin.config_changed': { status: 409, messageKey: 'error_admin_config_changed' },
  /** An Idempotency-Key already used by this operator for another request. */
  'admin.idempotency_key_reused': { status: 422, messageKey: 'error_admin_idempotency_key_reused' },
  /** The first request with this Idempotency-Key has not answered yet. */
  'admin.request_in_progress': { status: 409, messageKey: 'error_admin_request_in_progress' },
  'admin.member_not_found': { status: 404, messageKey: 'error_admin_member_not_found' },
  /** Back-office agents: no member with this id, or it is not an agent. */
  'admin.agent_not_found': { status: 404, messageKey: 'error_admin_agent_not_found' },
  /** Back-office games: no game with this node id / no vendor with this code. */
  'admin.game_not_found': { status: 404, messageKey: 'error_game_not_found' },
  'admin.vendor_not_found': { status: 404, messageKey: 'error_game_not_found' },
  /** A vendor's first wallet integration must bring its secret. */
  'admin.vendor_secret_required': { status: 400, messageKey: 'error_vendor_secret_required' },
  /** A vendor the server's environment configures is changed by a deployment, not here. */
  'admin.vendor_set_by_environment': {
    status: 409,
    messageKey: 'error_vendor_set_by_environment',
  },
  /** A report's range: not days, its end before its start, or longer than 93 days. */
  'admin.report_range_invalid': { status: 400, messageKey: 'error_date_range_invalid' },
  'auth.invalid_credentials': { status: 401, messageKey: 'error_invalid_credentials' },
  'auth.captcha_required': { status: 400, messageKey: 'in_vwrite_code' },
  'auth.captcha_invalid': { status: 400, messageKey: 'error_captcha_invalid' },
  'auth.password_incorrect': { status: 400, messageKey: 'error_old_password_incorrect' },
  'auth.account_locked': { status: 429, messageKey: 'error_account_locked' },
  'auth.encryption_required': { status: 400, messageKey: 'error_request_malformed' },
  'auth.encryption_invalid': { status: 400, messageKey: 'error_request_malformed' },
  'auth.replayed': { status: 400, messageKey: 'error_request_malformed' },
  // social login (the callback redirects to the login screen with the code)
  /** The provider is not configured on the server or the operator switched it off. */
  'auth.social_unavailable': { status: 404, messageKey: 'error_social_unavailable' },
  /** The callback is not the answer to a login started here: forged, replayed, expired, or its ID token fails a check. */
  'auth.social_invalid': { status: 400, messageKey: 'error_social_invalid' },
  /** The player cancelled at the provider (or the provider refused to sign them in). */
  'auth.social_cancelled': { status: 400, messageKey: 'error_social_cancelled' },
  /** The provider could not be reached (discovery, keys or the token exchange failed). */
  'auth.social_provider_unreachable': { status: 502, messageKey: 'error_social_unreachable' },
  /** A first login would register a member, but the operator's form asks for details the provider does not give. */
  'auth.social_signup_incomplete': { status: 409, messageKey: 'error_social_signup_incomplete' },
  /** Linking: the identity already signs another member in (it links one member only). */
  'auth.social_linked_elsewhere': { status: 409, messageKey: 'error_social_linked_elsewhere' },
  /** Linking: the member already has another identity of this provider linked. */
  'auth.social_already_linked': { status: 409, messageKey: 'error_social_already_linked' },
  /** Unlinking: the member has no identity of this provider linked. */
  'auth.social_not_linked': { status: 404, messageKey: 'error_social_not_linked' },
  /** Unlinking would leave the member no way to sign in (no password of their own, no other link). */
  'auth.social_last_sign_in': { status: 409, messageKey: 'error_social_last_sign_in' },
  'register.disabled': { status: 403, messageKey: 'error_no_permission' },
  'register.field_invalid': { status: 400, messageKey: 'error_validation_failed' },
  'register.terms_not_accepted': { status: 400, messageKey: 'error_terms_not_accepted' },
  /** Under the operator's age limit by the date of birth given (value: { field, minimumAge }). */
  'register.under_age': { status: 403, messageKey: 'error_under_age' },
  'password.confirmation_mismatch': { status: 400, messageKey: 'in_confirmation_correct' },
  'user.mobile_exists': { status: 409, messageKey: 'error_mobile_exists' },
  'verification.code_expired': { status: 400, messageKey: 'error_verification_code' },
  /** No SMS gateway, or it did not take the message: nothing was sent. */
  'sms.unavailable': { status: 503, messageKey: 'error_sms_unavailable' },
  /** No mail server, or it did not take the message: nothing was sent. */
  'email.unavailable': { status: 503, messageKey: 'error_email_unavailable' },
  'game.not_found': { status: 404, messageKey: 'error_game_not_found' },
  'announcement.not_found': { status: 404, messageKey: 'error_requested_url_empty' },
  'message.not_found': { status: 404, messageKey: 'error_message_not_found' },
  'reward.not_found': { status: 404, messageKey: 'error_reward_not_found' },
  'reward.already_claimed': { status: 409, messageKey: 'error_reward_already_claimed' },
  'game.trial_not_supported': { status: 403, messageKey: 'error_trial_restricted' },
  // wallet, in-house games and records
  'wallet.insufficient_funds': { status: 400, messageKey: 'error_insufficient_funds' },
  'slot.bet_invalid': { status: 400, messageKey: 'error_bet_invalid' },
  'slot.spin_too_fast': { status: 429, messageKey: 'error_spin_too_fast' },
  'slot.seed_changed': { status: 409, messageKey: 'error_seed_changed' },
  'slot.idempotency_conflict': { status: 409, messageKey: 'error_idempotency_conflict' },
  'lottery.not_found': { status: 404, messageKey: 'error_lottery_not_found' },
  'lottery.betting_closed': { status: 409, messageKey: 'error_lottery_betting_closed' },
  'lottery.bet_invalid': { status: 400, messageKey: 'error_lottery_bet_invalid' },
  'lottery.bet_limit': { status: 400, messageKey: 'error_lottery_bet_limit' },
  'lottery.draw_limit': { status: 400, messageKey: 'error_lottery_draw_limit' },
  'lottery.idempotency_conflict': { status: 409, messageKey: 'error_idempotency_conflict' },
  'records.date_range_invalid': { status: 400, messageKey: 'error_date_range_invalid' },
  // manual rebate
  'rebate.nothing_to_claim': { status: 409, messageKey: 'error_rebate_nothing_to_claim' },
  // uploads, promotions and feedback
  'upload.file_too_large': { status: 413, messageKey: 'promotions_error_file_too_large' },
  'upload.too_many_files': { status: 400, messageKey: 'promotions_error_too_many_files' },
  'upload.not_image': { status: 415, messageKey: 'promotions_error_not_image' },
  'upload.field_invalid': { status: 400, messageKey: 'error_validation_failed' },
  'upload.not_found': { status: 404, messageKey: 'error_requested_url_empty' },
  'promotion.not_found': { status: 404, messageKey: 'promotions_error_not_found' },
  'promotion.not_accepting': { status: 409, messageKey: 'promotions_error_not_accepting' },
  'promotion.already_applied': { status: 409, messageKey: 'promotions_error_already_applied' },
  'promotion.comment_too_long': { status: 400, messageKey: 'promotions_error_comment_too_long' },
  'promotion.comment_required': { status: 400, messageKey: 'promotions_error_comment_required' },
  'promotion.application_not_found': { status: 404, messageKey: 'error_requested_url_empty' },
  /** Another decision was taken on it already (the same decision again answers it as it is). */
  'promotion.application_reviewed': { status: 409, messageKey: 'error_application_reviewed' },
  'feedback.category_invalid': { status: 400, messageKey: 'feedback_error_category' },
  'feedback.text_invalid': { status: 400, messageKey: 'feedback_error_text' },
  'feedback.not_found': { status: 404, messageKey: 'error_requested_url_empty' },
  // back-office content (announcements, inbox messages, help)
  /** Usernames of a send that are no member's (value: { usernames }); nothing was sent. */
  'message.recipients_unknown': { status: 400, messageKey: 'error_validation_failed' },
  'help.not_found': { status: 404, messageKey: 'error_requested_url_empty' },
  // security centre
  'security.payment_password_incorrect': {
    status: 400,
    messageKey: 'security_error_payment_password_incorrect',
  },
  'security.payment_password_unset': {
    status: 409,
    messageKey: 'security_error_payment_password_unset',
  },
  'security.payee_name_locked': { status: 409, messageKey: 'security_error_payee_name_locked' },
  'security.email_invalid': { status: 400, messageKey: 'in_email_incorrect' },
  /** The same question was picked twice. */
  'security.questions_duplicate': {
    status: 400,
    messageKey: 'security_questions_error_duplicate',
  },
  /** An answer is too short or too long once normalised. */
  'security.answer_invalid': { status: 400, messageKey: 'security_questions_error_length' },
  /** The member has security questions: the call needs their answers. */
  'security.answers_required': {
    status: 400,
    messageKey: 'security_questions_error_required',
  },
  /** The answers do not match (counted: too many wrong tries give rate.limited). */
  'security.answers_incorrect': {
    status: 400,
    messageKey: 'security_questions_error_incorrect',
  },
  'referral.unavailable': { status: 403, messageKey: 'contact_service' },
  'missions.unavailable': { status: 403, messageKey: 'leaderboard_closed_text' },
  // deposits and withdrawals
  'deposit.channel_unavailable': { status: 400, messageKey: 'deposit_error_channel_unavailable' },
  'deposit.amount_out_of_range': { status: 400, messageKey: 'deposit_error_amount_out_of_range' },
  'deposit.account_unknown': { status: 400, messageKey: 'deposit_error_channel_unavailable' },
  'deposit.limit_exceeded': { status: 400, messageKey: 'deposit_error_limit_exceeded' },
  'deposit.not_found': { status: 404, messageKey: 'error_requested_url_empty' },
  'deposit.already_reviewed': { status: 409, messageKey: 'payments_error_already_reviewed' },
  // Seamless-wallet vendors (vendor-wallet.ts): answered to the vendor, never shown to a player.
  'vendor.signature_invalid': { status: 401, messageKey: 'error_no_permission' },
  'vendor.timestamp_expired': { status: 401, messageKey: 'error_no_permission' },
  'vendor.unknown': { status: 404, messageKey: 'error_requested_url_empty' },
  'vendor.token_invalid': { status: 401, messageKey: 'error_no_permission' },
  'vendor.currency_mismatch': { status: 400, messageKey: 'error_request_malformed' },
  'vendor.game_unknown': { status: 404, messageKey: 'error_game_not_found' },
  'vendor.insufficient_funds': { status: 400, messageKey: 'error_insufficient_funds' },
  'vendor.limit_reached': { status: 403, messageKey: 'error_no_permission' },
  'vendor.transaction_unknown': { status: 404, messageKey: 'error_request_malformed' },
  'vendor.transaction_rolled_back': { status: 409, messageKey: 'error_request_malformed' },
  'vendor.transaction_settled': { status: 409, messageKey: 'error_request_malformed' },
  'vendor.transaction_conflict': { status: 409, messageKey: 'error_request_malformed' },
  'deposit.callback_signature_invalid': { status: 401, messageKey: 'error_no_permission' },
  'deposit.callback_replayed': { status: 409, messageKey: 'error_request_malformed' },
  'deposit.callback_expired': { status: 400, messageKey: 'error_request_malformed' },
  'deposit.callback_mismatch': { status: 400, messageKey: 'error_request_malformed' },
  'deposit.callback_currency_mismatch': { status: 400, messageKey: 'error_request_malformed' },
  'deposit.provider_unknown': { status: 404, messageKey: 'error_requested_url_empty' },
  'withdraw.bank_unknown': { status: 400, messageKey: 'withdraw_error_bank_unknown' },
  'withdraw.card_number_invalid': { status: 400, messageKey: 'withdraw_error_card_number_invalid' },
  'withdraw.card_exists': { status: 409, messageKey: 'withdraw_error_card_exists' },
  'withdraw.card_limit': { status: 409, messageKey: 'withdraw_error_card_limit' },
  'withdraw.card_not_found': { status: 404, messageKey: 'withdraw_error_card_not_found' },
  'withdraw.payee_name_required': { status: 409, messageKey: 'withdraw_error_payee_name_required' },
  'withdraw.amount_out_of_range': { status: 400, messageKey: 'withdraw_error_amount_out_of_range' },
  'withdraw.daily_count_exceeded': { status: 409, messageKey: 'withdraw_error_daily_count' },
  'withdraw.daily_amount_exceeded': { status: 409, messageKey: 'withdraw_error_daily_amount' },
  'withdraw.turnover_missing': { status: 409, messageKey: 'withdraw_error_turnover_missing' },
  'withdraw.not_found': { status: 404, messageKey: 'error_requested_url_empty' },
  'withdraw.already_reviewed': { status: 409, messageKey: 'payments_error_already_reviewed' },
  'withdraw.idempotency_conflict': { status: 409, messageKey: 'error_idempotency_conflict' },
  /** No enabled gateway of that id pays out (or not in the member's currency). */
  'withdraw.payout_unavailable': { status: 400, messageKey: 'error_request_malformed' },
  // agent side
  'agent.rate_above_own': { status: 400, messageKey: 'agent_error_rate_above_own' },
  'agent.rate_below_downline': { status: 409, messageKey: 'agent_error_rate_below_downline' },
  'agent.downline_not_found': { status: 404, messageKey: 'agent_error_downline_not_found' },
  'agent.contract_not_allowed': { status: 403, messageKey: 'agent_error_contract_not_allowed' },
  'agent.contract_not_pending': { status: 409, messageKey: 'agent_error_contract_not_pending' },
  /** No contract or offer of this kind with this id for the agent. */
  'agent.contract_not_found': { status: 404, messageKey: 'agent_error_contract_not_found' },
  /** The contract or offer has ended, been answered, replaced or withdrawn meanwhile. */
  'agent.contract_closed': { status: 409, messageKey: 'agent_error_contract_closed' },
  'agent.announcement_not_found': {
    status: 404,
    messageKey: 'agent_error_announcement_not_found',
  },
  'agent.transfer_not_allowed': { status: 403, messageKey: 'agent_error_transfer_not_allowed' },
  'agent.transfer_amount_invalid': {
    status: 400,
    messageKey: 'agent_error_transfer_amount_invalid',
  },
  'agent.transfer_idempotency_conflict': {
    status: 409,
    messageKey: 'error_idempotency_conflict',
  },
  'agent.payout_not_found': { status: 404, messageKey: 'agent_error_payout_not_found' },
  'agent.payout_already_paid': { status: 409, messageKey: 'agent_error_payout_already_paid' },
  'agent.payout_rejected': { status: 409, messageKey: 'agent_error_payout_rejected' },
  'red_rain.not_found': { status: 404, messageKey: 'red_rain_error_not_found' },
  'red_rain.not_live': { status: 409, messageKey: 'red_rain_error_not_live' },
  'red_rain.exhausted': { status: 409, messageKey: 'red_rain_error_exhausted' },
  'red_rain.claim_limit': { status: 409, messageKey: 'red_rain_error_claim_limit' },
  'red_rain.schedule_invalid': { status: 400, messageKey: 'red_rain_error_schedule_invalid' },
  'red_rain.overlap': { status: 409, messageKey: 'red_rain_error_overlap' },
  /** The rain has started (or fallen): it can no longer be cancelled, only paused or ended. */
  'red_rain.started': { status: 409, messageKey: 'red_rain_error_started' },
  // back office content: VIP levels, hot matches
  /** The levels sent are not the ones stored (a level was added or removed). */
  'vip.levels_changed': { status: 409, messageKey: 'vip_error_levels_changed' },
  'hot_match.not_found': { status: 404, messageKey: 'hot_match_error_not_found' },
  /** The game is not an enabled sports or e-sports game of the catalogue. */
  'hot_match.game_unknown': { status: 400, messageKey: 'hot_match_error_game_unknown' },
  /** Another match has the same teams at the same kick-off. */
  'hot_match.exists': { status: 409, messageKey: 'hot_match_error_exists' },
  // paying campaigns: rewards, missions, promotions, red rains
  'campaign.not_found': { status: 404, messageKey: 'campaign_error_not_found' },
  'campaign.not_active': { status: 409, messageKey: 'campaign_error_not_active' },
  'campaign.budget_exhausted': { status: 409, messageKey: 'campaign_error_budget_exhausted' },
  'campaign.member_budget_exhausted': {
    status: 409,
    messageKey: 'campaign_error_member_budget_exhausted',
  },
  // player protection
  /**
   * A time-out or self-exclusion runs: login and every call that puts money into
   * play are refused (value: { kind, endsAt } — endsAt null when permanent).
   */
  'protection.excluded': { status: 403, messageKey: 'error_protection_excluded' },
  /** A measure that runs may only be lengthened (value: { kind, endsAt } of the one in force). */
  'protection.cannot_shorten': { status: 409, messageKey: 'error_protection_cannot_shorten' },
  'protection.member_not_found': { status: 404, messageKey: 'error_user_not_exist' },
  /** The member's loss limit of a period is reached: no stake until it frees (value: playLimitReachedValue). */
  'protection.loss_limit': { status: 403, messageKey: 'error_protection_loss_limit' },
  /** The stake would pass the member's wager limit of a period (value: playLimitReachedValue). */
  'protection.wager_limit': { status: 403, messageKey: 'error_protection_wager_limit' },
  /** Closing an account with money on it: withdraw it first (value: { balance }). */
  'protection.close_balance': { status: 409, messageKey: 'error_protection_close_balance' },
  /** Closing an account while a withdrawal waits for review. */
  'protection.close_pending_withdrawal': {
    status: 409,
    messageKey: 'error_protection_close_pending_withdrawal',
  },
  /** The member's session time for the day is used: the session ends, login waits (value: { limitMinutes }). */
  'protection.session_limit': { status: 403, messageKey: 'error_protection_session_limit' },
  /** The operator requires a reality check: the member may change its interval, not switch it off. */
  'protection.reality_check_required': {
    status: 403,
    messageKey: 'error_protection_reality_check_required',
  },
  /**
   * The session's reality check is due: no stake until the member answers it
   * (continue: POST /wps/protection/reality-check/continue; leave: sign out).
   * value: { dueAt } — when it fell due.
   */
  'protection.reality_check_due': {
    status: 403,
    messageKey: 'error_protection_reality_check_due',
  },
  // account (specification message keys)
  'modify.new.old.same': { status: 400, messageKey: 'modify_new_old_same' },
  invitation_code_error: { status: 400, messageKey: 'invitation_code_error' },
  free_reject: { status: 403, messageKey: 'free_reject' },
  'user.not_found_or_disabled': { status: 400, messageKey: 'error_user_not_exist' },
  'user.exists': { status: 409, messageKey: 'error_username_exists' },
  'verification.code_error': { status: 400, messageKey: 'error_verification_code' },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const isErrorCode = (code: string): code is ErrorCode =>
  Object.prototype.hasOwnProperty.call(errorCatalogue, code);
