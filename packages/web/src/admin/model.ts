import { OPERATOR_PASSWORD } from '@kalaro/contract/operator-account-rules';
import type { Permission } from '@kalaro/contract/operator-roles';
import type { AdminWithdrawal } from '@kalaro/contract/payments';
import type { WithdrawStatus } from '@kalaro/contract/payments-rules';
import { auditRoutes } from '@kalaro/contract/routes/audit';
import type en from './locales/en.json';

/** A text of the back office (its own locale files, EN and TY). */
export type AdminText = keyof typeof en;

/** A section of the back office and the permission its calls need (the server checks it too). */
export interface Section {
  readonly path: string;
  readonly nav: AdminText;
  readonly summary: AdminText;
  readonly permission: Permission;
}

export const SECTIONS: readonly Section[] = [
  {
    path: '/admin/deposits',
    nav: 'nav_deposits',
    summary: 'section_deposits',
    permission: 'payments.review',
  },
  {
    path: '/admin/withdrawals',
    nav: 'nav_withdrawals',
    summary: 'section_withdrawals',
    permission: 'payments.review',
  },
  {
    path: '/admin/reconciliation',
    nav: 'nav_reconciliation',
    summary: 'section_reconciliation',
    permission: 'payments.review',
  },
  {
    path: '/admin/applications',
    nav: 'nav_applications',
    summary: 'section_applications',
    permission: 'promotions.review',
  },
  {
    path: '/admin/members',
    nav: 'nav_members',
    summary: 'section_members',
    permission: 'members.read',
  },
  {
    path: '/admin/agents',
    nav: 'nav_agents',
    summary: 'section_agents',
    permission: 'agents.read',
  },
  {
    path: '/admin/agent-payouts',
    nav: 'nav_agent_payouts',
    summary: 'section_agent_payouts',
    permission: 'payouts.review',
  },
  {
    path: '/admin/operators',
    nav: 'nav_operators',
    summary: 'section_operators',
    permission: 'operators.manage',
  },
  {
    path: '/admin/games',
    nav: 'nav_games',
    summary: 'section_games',
    permission: 'games.manage',
  },
  { path: '/admin/audit', nav: 'nav_audit', summary: 'section_audit', permission: 'audit.read' },
  {
    path: '/admin/reports',
    nav: 'nav_reports',
    summary: 'section_reports',
    permission: 'reports.read',
  },
  {
    path: '/admin/announcements',
    nav: 'nav_announcements',
    summary: 'section_announcements',
    permission: 'content.manage',
  },
  {
    path: '/admin/messages',
    nav: 'nav_messages',
    summary: 'section_messages',
    permission: 'messages.send',
  },
  {
    path: '/admin/feedback',
    nav: 'nav_feedback',
    summary: 'section_feedback',
    permission: 'feedback.reply',
  },
  { path: '/admin/help', nav: 'nav_help', summary: 'section_help', permission: 'content.manage' },
  {
    path: '/admin/campaigns',
    nav: 'nav_campaigns',
    summary: 'section_campaigns',
    permission: 'content.manage',
  },
  { path: '/admin/vip', nav: 'nav_vip', summary: 'section_vip', permission: 'content.manage' },
  {
    path: '/admin/hot-matches',
    nav: 'nav_hot_matches',
    summary: 'section_hot_matches',
    permission: 'content.manage',
  },
  {
    path: '/admin/config',
    nav: 'nav_config',
    summary: 'section_config',
    permission: 'config.manage',
  },
  {
    path: '/admin/vendor-wallets',
    nav: 'nav_vendor_wallets',
    summary: 'section_vendor_wallets',
    permission: 'config.manage',
  },
];

/** What a role may not use is not shown. */
export const sectionsFor = (permissions: readonly string[]): Section[] =>
  SECTIONS.filter((section) => permissions.includes(section.permission));

const ERROR_TEXTS = new Set<string>([
  'withdraw.payout_unavailable',
  'deposit.provider_unknown',
  'service.unavailable',
  'admin.config_changed',
  'admin.credentials_invalid',
  'admin.account_locked',
  'admin.code_invalid',
  'admin.sign_in_expired',
  'admin.enrolment_required',
  'admin.forbidden',
  'admin.token_invalid',
  'admin.operator_exists',
  'admin.operator_not_found',
  'admin.last_owner',
  'admin.password_incorrect',
  'admin.password_same',
  'admin.password_change_required',
  'admin.no_password',
  'protection.cannot_shorten',
  'protection.member_not_found',
  'deposit.already_reviewed',
  'withdraw.already_reviewed',
  'deposit.not_found',
  'withdraw.not_found',
  'promotion.application_not_found',
  'promotion.application_reviewed',
  'campaign.budget_exhausted',
  'campaign.member_budget_exhausted',
  'campaign.not_active',
  'campaign.not_found',
  'red_rain.started',
  'red_rain.overlap',
  'red_rain.schedule_invalid',
  'vip.levels_changed',
  'hot_match.not_found',
  'hot_match.game_unknown',
  'hot_match.exists',
  'admin.member_not_found',
  'admin.agent_not_found',
  'agent.rate_above_own',
  'agent.contract_not_allowed',
  'agent.contract_not_found',
  'agent.contract_closed',
  'agent.payout_not_found',
  'agent.payout_already_paid',
  'agent.payout_rejected',
  'records.date_range_invalid',
  'admin.game_not_found',
  'admin.vendor_not_found',
  'admin.vendor_secret_required',
  'admin.vendor_set_by_environment',
  'admin.report_range_invalid',
  'wallet.insufficient_funds',
  'validation.failed',
  'rate.limited',
  'message.recipients_unknown',
  'help.not_found',
  'feedback.not_found',
  'announcement.not_found',
  'upload.not_image',
  'upload.file_too_large',
]);

/** The text of a failed call's error code. */
export function errorText(errorCode: string | undefined): AdminText {
  if (errorCode === 'network.offline' || errorCode === 'network.timeout') return 'error_network';
  return errorCode && ERROR_TEXTS.has(errorCode)
    ? (`error_${errorCode}` as AdminText)
    : 'error_generic';
}

/** Where to go after signing in: a back-office page asked for, else home. */
export function afterSignIn(next: string | null): string {
  return next && /^\/admin(\/[\w/-]*)?$/.test(next) && !next.startsWith('/admin/login')
    ? next
    : '/admin';
}

/** An ISO instant as "YYYY-MM-DD HH:MM:SS" (UTC), for tables that operators compare. */
export const utcTime = (iso: string): string => iso.replace('T', ' ').slice(0, 19);

/**
 * What an operator's check of a payout found, by the withdrawal's status
 * after it: paid, failed (given back), pending again (the gateway has no
 * such payout) or still paying.
 */
export const payoutCheckText = (status: WithdrawStatus): AdminText =>
  status === 'approved'
    ? 'payout_checked_paid'
    : status === 'failed'
      ? 'withdrawal_failed_done'
      : status === 'pending'
        ? 'payout_checked_unknown'
        : 'payout_checked_paying';

/** Before → after of an audit entry, as the fields that changed (all of them for a creation). */
export function changeSummary(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: unknown) =>
    value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);
  const changed = keys.filter(
    (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]),
  );
  return changed
    .map((key) =>
      before
        ? `${key}: ${show(before[key])} → ${show(after?.[key])}`
        : `${key}: ${show(after?.[key])}`,
    )
    .join('; ');
}

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** Only the filters that are set, for the audit call's query. */
export function auditFilters(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

/** The audit log's CSV file of the filters in force (every matching entry, not one page). */
export function auditCsvHref(filters: Record<string, string>): string {
  const query = new URLSearchParams({ ...filters, format: 'csv' });
  return `${auditRoutes.list.path}?${query}`;
}

/** One row of either review queue (deposits, withdrawals), as the table shows it. */
export interface PaymentRow {
  id: string;
  createdAt: string;
  userName: string;
  /** The deposit's channel, or the withdrawal's bank and card. */
  via: string;
  /** Who paid (deposit) or who is paid (withdrawal). */
  party: string;
  amount: string;
  /** What reaches the wallet (deposits: amount − fee + bonus). */
  credit?: string;
  status: WithdrawStatus;
  note: string | null;
  /** A withdrawal sent to a payout gateway: which, its reference there and its last status check. */
  payout?: AdminWithdrawal['payout'];
}

type QueueItem = {
  id: string;
  createdAt: string;
  userName: string;
  amount: string;
  status: PaymentRow['status'];
  note: string | null;
} & (
  | { channelName: string; payerName: string; credit: string }
  | {
      card: { bankName: string; maskedNumber: string; payeeName: string };
      payout: PaymentRow['payout'];
    }
);

export const paymentRow = (item: QueueItem): PaymentRow => {
  const base = {
    id: item.id,
    createdAt: item.createdAt,
    userName: item.userName,
    amount: item.amount,
    status: item.status,
    note: item.note,
  };
  return 'channelName' in item
    ? { ...base, via: item.channelName, party: item.payerName, credit: item.credit }
    : {
        ...base,
        via: `${item.card.bankName} ${item.card.maskedNumber}`,
        party: item.card.payeeName,
        payout: item.payout,
      };
};

/** A field of the password change, and what is wrong with it. */
export type PasswordField = 'currentPassword' | 'newPassword' | 'repeatPassword';
export type PasswordProblems = Partial<Record<PasswordField, AdminText>>;

/** An operator's password rule (the contract's, checked before sending). */
export function passwordRuleMet(password: string): boolean {
  return (
    password.length >= OPERATOR_PASSWORD.min &&
    password.length <= OPERATOR_PASSWORD.max &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}

/** What is wrong with the password change's fields before sending it (empty: nothing). */
export function passwordProblems(values: Record<PasswordField, string>): PasswordProblems {
  const problems: PasswordProblems = {};
  if (!values.currentPassword) problems.currentPassword = 'password_current_missing';
  if (!passwordRuleMet(values.newPassword)) problems.newPassword = 'operators_password_rule';
  else if (values.newPassword === values.currentPassword)
    problems.newPassword = 'error_admin.password_same';
  if (values.repeatPassword !== values.newPassword)
    problems.repeatPassword = 'password_repeat_mismatch';
  return problems;
}

/** The field a refused password change points at; undefined: a message above the form. */
export function passwordErrorField(errorCode: string | undefined): PasswordField | undefined {
  switch (errorCode) {
    case 'admin.password_incorrect':
      return 'currentPassword';
    case 'admin.password_same':
    case 'validation.failed':
      return 'newPassword';
    default:
      return undefined;
  }
}
