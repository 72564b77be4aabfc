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
  'system.region_restricted': { status: 403, messageKey: 'error_ip_restricted' },
  // auth / session
  'auth.required': { status: 401, messageKey: 'error_not_logged_in' },
  'auth.session_expired': { status: 401, messageKey: 'error_account_logged_out' },
  'auth.forbidden': { status: 403, messageKey: 'error_no_permission' },
  'auth.trial_restricted': { status: 403, messageKey: 'error_trial_restricted' },
  'auth.non_member': { status: 403, messageKey: 'error_non_member' },
  'auth.non_agent': { status: 403, messageKey: 'error_non_agent' },
  'admin.token_invalid': { status: 401, messageKey: 'error_no_permission' },
  'admin.outbox_disabled': { status: 404, messageKey: 'error_requested_url_empty' },
  'auth.invalid_credentials': { status: 401, messageKey: 'error_invalid_credentials' },
  'auth.captcha_required': { status: 400, messageKey: 'in_vwrite_code' },
  'auth.captcha_invalid': { status: 400, messageKey: 'error_captcha_invalid' },
  'auth.password_incorrect': { status: 400, messageKey: 'error_old_password_incorrect' },
  'auth.account_locked': { status: 429, messageKey: 'error_account_locked' },
  'auth.encryption_required': { status: 400, messageKey: 'error_request_malformed' },
  'auth.encryption_invalid': { status: 400, messageKey: 'error_request_malformed' },
  'auth.replayed': { status: 400, messageKey: 'error_request_malformed' },
  'register.disabled': { status: 403, messageKey: 'error_no_permission' },
  'register.field_invalid': { status: 400, messageKey: 'error_validation_failed' },
  'password.confirmation_mismatch': { status: 400, messageKey: 'in_confirmation_correct' },
  'user.mobile_exists': { status: 409, messageKey: 'error_mobile_exists' },
  'verification.code_expired': { status: 400, messageKey: 'error_verification_code' },
  'game.not_found': { status: 404, messageKey: 'error_game_not_found' },
  'announcement.not_found': { status: 404, messageKey: 'error_requested_url_empty' },
  'message.not_found': { status: 404, messageKey: 'error_message_not_found' },
  'reward.not_found': { status: 404, messageKey: 'error_reward_not_found' },
  'reward.already_claimed': { status: 409, messageKey: 'error_reward_already_claimed' },
  'game.trial_not_supported': { status: 403, messageKey: 'error_trial_restricted' },
  // wallet, in-house games and records (issue 7)
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
  // manual rebate (issue 8)
  'rebate.nothing_to_claim': { status: 409, messageKey: 'error_rebate_nothing_to_claim' },
  // uploads, promotions and feedback (issue 8)
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
  'feedback.category_invalid': { status: 400, messageKey: 'feedback_error_category' },
  'feedback.text_invalid': { status: 400, messageKey: 'feedback_error_text' },
  'feedback.not_found': { status: 404, messageKey: 'error_requested_url_empty' },
  // security centre (issue 8)
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
  'referral.unavailable': { status: 403, messageKey: 'contact_service' },
  'benefits.unavailable': { status: 403, messageKey: 'error_no_permission' },
  'missions.unavailable': { status: 403, messageKey: 'leaderboard_closed_text' },
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
