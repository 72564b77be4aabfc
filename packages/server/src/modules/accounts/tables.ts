import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOGIN_DEVICES } from '@kalaro/contract/device';
import { at, cascadeRef } from '../../db/columns.ts';

/**
 * Accounts of both sides. `side` = 'agent' marks an agent-only account, which
 * the member side refuses (`auth.non_member`). `type` is the specification's
 * customerType: 0 member, 4 trial, others agents.
 */
export const membersTable = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code').notNull(),
    username: text('username').notNull(),
    nickname: text('nickname'),
    /** Dial code with its plus, e.g. "+63"; set together with `mobile`. */
    dialCode: text('dial_code'),
    /** National number, digits only. */
    mobile: text('mobile'),
    email: text('email'),
    type: smallint('type').notNull().default(0),
    side: text('side', { enum: ['member', 'agent'] })
      .notNull()
      .default('member'),
    regDate: at('reg_date').notNull().defaultNow(),
    /**
     * "YYYY-MM-DD", for the member club's birthday bonus; null until
     * the member gives it (no screen collects it yet).
     */
    birthDate: date('birth_date', { mode: 'string' }),
    vipLevel: smallint('vip_level').notNull().default(0),
    vipLabel: text('vip_label').notNull().default('VIP0'),
    toUpline: boolean('to_upline').notNull().default(false),
    uplineId: uuid('upline_id'),
    /** The code new members give to join this account's team (agents). */
    affiliateCode: text('affiliate_code'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    expiredPassword: boolean('expired_password').notNull().default(false),
    /** argon2id PHC string; null for trial accounts, which cannot log in with a password. */
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    /** A temporary password sent by the e-mail reset; the old one keeps working until it is used. */
    resetPasswordHash: text('reset_password_hash'),
    resetPasswordExpiresAt: at('reset_password_expires_at'),
    payeeName: text('payee_name'),
    recommenderId: text('recommender_id'),
    idNumber: text('id_number'),
    qqNum: text('qq_num'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    zalo: text('zalo'),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    /** The head icon the member chose (1…HEAD_ICON_COUNT); null shows the initial. */
    headIcon: smallint('head_icon'),
    /**
     * When the member closed the account (status then `disabled`); null for an account an
     * operator disabled, and again once an operator reopens it.
     */
    closedAt: at('closed_at'),
    /**
     * The operator's `termsVersion` the member accepted on the registration form,
     * and when. Null for accounts that never saw that form: trial accounts, the
     * downline accounts an agent opens, and accounts seeded or made before
     * consent was recorded.
     */
    termsVersion: text('terms_version'),
    termsAcceptedAt: at('terms_accepted_at'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_uq').on(t.merchantCode, sql`lower(${t.username})`),
    uniqueIndex('members_mobile_uq').on(t.merchantCode, t.dialCode, t.mobile),
    uniqueIndex('members_affiliate_code_uq').on(t.merchantCode, sql`upper(${t.affiliateCode})`),
    // A team newest first (the back office's search by agent, the agent's lists).
    index('members_upline_idx').on(t.uplineId, t.regDate),
    // The back office's member search: a username prefix whatever the
    // collation, a mobile without its dial code, an e-mail in any case.
    index('members_username_prefix_idx').on(
      t.merchantCode,
      sql`lower(${t.username}) text_pattern_ops`,
    ),
    index('members_mobile_idx').on(t.merchantCode, t.mobile),
    index('members_email_idx').on(t.merchantCode, sql`lower(${t.email})`),
  ],
);

/**
 * A column holding a member's id (`name`: `member_id`, `upline_id`…): its rows go
 * with the member. Every table that points to a member uses it.
 */
export const memberRef = (name: string) => cascadeRef(name, () => membersTable.id);

/** Opaque session tokens, stored as their SHA-256. */
export const sessionsTable = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: memberRef('member_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    userAgent: text('user_agent'),
    /** The device header of the call that started it (LOGIN_DEVICES); null when none came. */
    device: text('device', { enum: LOGIN_DEVICES }),
    ip: text('ip'),
    revokedAt: at('revoked_at'),
    /**
     * When the member last answered the reality check in this session ("continue");
     * null: never, the clock runs from the login (`created_at`).
     */
    realityCheckedAt: at('reality_checked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    // A member's sessions, and the team's logins of a date range (agent KPI).
    index('sessions_member_created_idx').on(t.memberId, t.createdAt),
  ],
);

/** Single-use captcha answers, hashed. */
export const captchasTable = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** SMS verification codes, hashed; a few attempts each, single use. */
export const verificationCodesTable = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code').notNull(),
    /**
     * Dial code and national number, e.g. "+639171234567"; for `bind_email` the
     * (lower-case) e-mail address the code was sent to.
     */
    phone: text('phone').notNull(),
    purpose: text('purpose', {
      enum: ['register', 'login', 'reset', 'bind_mobile', 'bind_email'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: at('used_at'),
  },
  (t) => [index('verification_codes_phone_idx').on(t.merchantCode, t.phone, t.purpose)],
);
