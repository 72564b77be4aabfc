/**
 * The back office's roles and what each may do: plain data, shared by
 * the server (every admin call names the permission it needs, `route-info.ts`)
 * and the back-office screens (what a role may not use is not shown).
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'content', 'agent-manager'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const PERMISSIONS = [
  /**
   * Its own session, profile and password: every signed-in operator. The only
   * calls that answer while the operator must change a one-time password.
   */
  'self',
  /** Operator accounts: create, change role or status, end their sessions. */
  'operators.manage',
  /** The audit log. */
  'audit.read',
  /** The operator configuration (flags, registration, payments, regions…). */
  'config.manage',
  /** The SMS / e-mail outbox (development and tests). */
  'outbox.read',
  /** Deposit and withdrawal review. */
  'payments.review',
  /** Agent payouts review (salaries, dividends, team rebate). */
  'payouts.review',
  /** Announcements, banners, promotions, rewards, missions, VIP, help, hot matches, red rains. */
  'content.manage',
  /** Promotion applications: approve or reject. */
  'promotions.review',
  /** Members' feedback: read and reply. */
  'feedback.reply',
  /** Images members sent with feedback and promotion applications. */
  'uploads.read',
  /** Members: search and read a member's page (profile, balance, sessions) and history (ledger, bets, payments, rewards). */
  'members.read',
  /** Members: disable or enable, end sessions, reset the password. */
  'members.manage',
  /** A manual balance adjustment with a reason (its own ledger type). */
  'balance.adjust',
  /** Members' time-outs and self-exclusions: read them, apply one (never lift it). */
  'protection.manage',
  /** The dashboard and the reports (GGR, deposits and withdrawals, agent teams), with CSV exports. */
  'reports.read',
  /** The game catalogue: enable or disable a game or a vendor, mark hot, set the order. */
  'games.manage',
  /** The agent tree: an agent's team figures, its contracts and pending offers. */
  'agents.read',
  /** Contract offers to agents: make one, end a contract in force or withdraw an offer. */
  'agents.manage',
  /** Inbox messages to one member, a list of members or everyone. */
  'messages.send',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const everyone: readonly Permission[] = ['self'];

/** The permissions of each role; the owner has every one. */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  finance: [
    ...everyone,
    'payments.review',
    'payouts.review',
    'members.read',
    'balance.adjust',
    'reports.read',
  ],
  support: [
    ...everyone,
    'feedback.reply',
    'promotions.review',
    'uploads.read',
    'members.read',
    'members.manage',
    'protection.manage',
    'messages.send',
  ],
  content: [
    ...everyone,
    'content.manage',
    'promotions.review',
    'uploads.read',
    'games.manage',
    'messages.send',
  ],
  'agent-manager': [...everyone, 'payouts.review', 'members.read', 'agents.read', 'agents.manage'],
};

export const roleMay = (role: OperatorRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);
