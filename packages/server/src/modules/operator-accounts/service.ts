import type {
  OperatorAccount,
  SignedInOperator,
  SignInValue,
} from '@kalaro/contract/operator-accounts';
import { ROLE_PERMISSIONS, type OperatorRole } from '@kalaro/contract/operator-roles';
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AdminActor, OperatorAuthenticator } from '../../lib/actor.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { AppError } from '../../lib/errors.ts';
import type { Limiter } from '../../lib/limiter.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { lockDurationMs } from '../accounts/service.ts';
import { operatorSessionsTable, operatorsTable } from './tables.ts';
import { checkTotp, newTotpSecret, qrSvg, totpUri } from './totp.ts';

const MINUTE = 60_000;

/** Operator sessions: 30 minutes without a call, 12 hours at most; the code step five minutes. */
export const OPERATOR_SESSION_TTL = {
  idleMs: 30 * MINUTE,
  absoluteMs: 12 * 60 * MINUTE,
  codeStepMs: 5 * MINUTE,
  /** Last-seen is written at most this often. */
  touchEveryMs: MINUTE,
} as const;

export const OPERATOR_SIGN_IN_LIMITS = { perIp: [{ max: 20, windowMs: MINUTE }] } as const;

type OperatorRow = typeof operatorsTable.$inferSelect;

export interface SignInMeta {
  ip: string;
  userAgent?: string;
}

/** The purpose the TOTP secrets' sealing key is derived for. */
export const OPERATOR_TOTP_PURPOSE = 'operator-totp';

export interface OperatorAccountsOptions {
  db: Db;
  hasher: PasswordHasher;
  now: () => number;
  /** Production: every operator enrols an authenticator; none may skip. */
  production: boolean;
  signInIp: Limiter;
  /** The issuer shown in the authenticator app. */
  issuer?: string;
  /** Seals the TOTP secrets in the database. */
  secrets: SecretBox;
}

const actorOf = (row: OperatorRow): AdminActor => ({
  kind: 'operator',
  operatorId: row.id,
  username: row.username,
  role: row.role,
  totpEnabled: row.totpSecret !== null,
  mustChangePassword: row.mustChangePassword,
});

export const signedIn = (actor: AdminActor): SignedInOperator => ({
  id: actor.operatorId ?? 'token',
  username: actor.username,
  role: actor.role,
  permissions: [...ROLE_PERMISSIONS[actor.role]],
  via: actor.kind === 'token' ? 'token' : 'session',
  totpEnabled: actor.totpEnabled,
  mustChangePassword: actor.mustChangePassword,
});

/**
 * The back office's accounts and sessions: sign-in with a password
 * and then an authenticator code, back-off after failures (as for members),
 * sessions read from the database on every call (an ended one is refused on
 * every instance at once), and the owner's management of operators.
 */
export class OperatorAccounts {
  private readonly db: Db;
  private readonly issuer: string;

  constructor(private readonly opts: OperatorAccountsOptions) {
    this.db = opts.db;
    this.issuer = opts.issuer ?? 'Kalaro back office';
  }

  // --- sign-in ---------------------------------------------------------------

  /** Password step: on success a code-step session (its token goes in the sign-in cookie). */
  async signIn(
    username: string,
    password: string,
    meta: SignInMeta,
  ): Promise<{ token: string; value: SignInValue }> {
    const wait = await this.opts.signInIp.hit(meta.ip, OPERATOR_SIGN_IN_LIMITS.perIp);
    if (wait > 0) {
      throw new AppError('rate.limited', `Too many sign-ins, retry in ${wait} s`, {
        retryAfterSeconds: wait,
      });
    }
    const now = this.opts.now();
    const [row] = await this.db
      .select()
      .from(operatorsTable)
      .where(eq(operatorsTable.username, username.trim().toLowerCase()));
    this.assertNotLocked(row, now);
    const ok = await this.opts.hasher.verify(row?.passwordHash ?? null, password);
    if (!ok || !row || row.status !== 'active') {
      if (row) await this.addFailure(row, now);
      throw new AppError('admin.credentials_invalid', 'Wrong username or password');
    }
    const token = await this.startSession(row.id, 'code', meta, now);
    if (row.totpSecret) return { token, value: { next: 'code' } };
    const secret = newTotpSecret();
    await this.db
      .update(operatorsTable)
      .set({ totpPendingSecret: this.opts.secrets.seal(secret) })
      .where(eq(operatorsTable.id, row.id));
    const uri = totpUri(this.issuer, row.username, secret);
    return {
      token,
      value: {
        next: 'enrol',
        enrolment: { secret, uri, qrSvg: await qrSvg(uri), maySkip: this.maySkip(row) },
      },
    };
  }

  /** Code step: the authenticator's code (enrolling it when pending) starts the session. */
  async signInCode(
    codeStepToken: string | undefined,
    code: string,
    meta: SignInMeta,
  ): Promise<{ token: string; actor: AdminActor }> {
    const now = this.opts.now();
    const { session, row } = await this.codeStep(codeStepToken, now);
    this.assertNotLocked(row, now);
    // Kept sealed; the plain secret lives only in this call.
    const sealed = row.totpSecret ?? row.totpPendingSecret;
    const secret = sealed ? this.opts.secrets.open(sealed) : null;
    const step = secret ? await checkTotp(secret, code, now, row.totpLastStep) : null;
    if (step === null) {
      await this.addFailure(row, now);
      throw new AppError('admin.code_invalid', 'Wrong or used authenticator code');
    }
    // The step is taken at most once, even by two requests at the same moment.
    const taken = await this.db
      .update(operatorsTable)
      .set({
        // Sealed again when it was stored before sealing began.
        totpSecret: this.opts.secrets.seal(secret!),
        totpPendingSecret: null,
        totpLastStep: step,
        failedSignIns: 0,
        lockedUntil: null,
      })
      .where(
        and(
          eq(operatorsTable.id, row.id),
          row.totpLastStep === null
            ? isNull(operatorsTable.totpLastStep)
            : eq(operatorsTable.totpLastStep, row.totpLastStep),
        ),
      )
      .returning({ id: operatorsTable.id });
    if (taken.length === 0) throw new AppError('admin.code_invalid', 'Code already used');
    return this.activate(session.id, row, meta, now);
  }

  /** Outside production, a seeded demo operator may start without an authenticator. */
  async skipEnrolment(
    codeStepToken: string | undefined,
    meta: SignInMeta,
  ): Promise<{ token: string; actor: AdminActor }> {
    const now = this.opts.now();
    const { session, row } = await this.codeStep(codeStepToken, now);
    if (row.totpSecret || !this.maySkip(row)) {
      throw new AppError('admin.enrolment_required', 'Enrol an authenticator to sign in');
    }
    return this.activate(session.id, row, meta, now);
  }

  async signOut(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db
      .update(operatorSessionsTable)
      .set({ endedAt: new Date(this.opts.now()) })
      .where(
        and(
          eq(operatorSessionsTable.tokenHash, sha256(token)),
          isNull(operatorSessionsTable.endedAt),
        ),
      );
  }

  /** The operator of a session token (read from the database: ended sessions end everywhere). */
  readonly authenticate: OperatorAuthenticator = async (token) => {
    if (token.length < 16 || token.length > 256) return { state: 'unknown' };
    const now = this.opts.now();
    const [found] = await this.db
      .select({ session: operatorSessionsTable, operator: operatorsTable })
      .from(operatorSessionsTable)
      .innerJoin(operatorsTable, eq(operatorsTable.id, operatorSessionsTable.operatorId))
      .where(eq(operatorSessionsTable.tokenHash, sha256(token)));
    if (!found) return { state: 'unknown' };
    const { session, operator } = found;
    if (
      session.stage !== 'active' ||
      session.endedAt ||
      operator.status !== 'active' ||
      session.idleExpiresAt.getTime() <= now ||
      session.absoluteExpiresAt.getTime() <= now
    ) {
      return { state: 'expired' };
    }
    if (now - session.lastSeenAt.getTime() >= OPERATOR_SESSION_TTL.touchEveryMs) {
      await this.db
        .update(operatorSessionsTable)
        .set({
          lastSeenAt: new Date(now),
          idleExpiresAt: new Date(
            Math.min(now + OPERATOR_SESSION_TTL.idleMs, session.absoluteExpiresAt.getTime()),
          ),
        })
        .where(eq(operatorSessionsTable.id, session.id));
    }
    return { state: 'valid', actor: actorOf(operator) };
  };

  // --- the operator's own password -----------------------------------------

  /**
   * The signed-in operator's new password. The current one is checked under the
   * sign-in's limits (per address, and the account's back-off: a wrong one counts
   * as a failed sign-in), so this call cannot be used to guess it. On success
   * every other session of the operator ends (the one of `currentToken` stays)
   * and a required change is done.
   */
  async changePassword(
    actor: AdminActor,
    currentToken: string | undefined,
    input: { currentPassword: string; newPassword: string },
    meta: SignInMeta,
  ): Promise<{ endedSessions: number }> {
    if (actor.kind !== 'operator' || !actor.operatorId || !currentToken) {
      throw new AppError('admin.no_password', 'The automation token has no password to change');
    }
    const wait = await this.opts.signInIp.hit(meta.ip, OPERATOR_SIGN_IN_LIMITS.perIp);
    if (wait > 0) {
      throw new AppError('rate.limited', `Too many attempts, retry in ${wait} s`, {
        retryAfterSeconds: wait,
      });
    }
    const now = this.opts.now();
    const row = await this.row(actor.operatorId);
    this.assertNotLocked(row, now);
    if (!(await this.opts.hasher.verify(row.passwordHash, input.currentPassword))) {
      await this.addFailure(row, now);
      throw new AppError('admin.password_incorrect', 'The current password is wrong');
    }
    if (input.newPassword === input.currentPassword) {
      throw new AppError('admin.password_same', 'The new password is the current one');
    }
    const passwordHash = await this.opts.hasher.hash(input.newPassword);
    return this.db.transaction(async (tx) => {
      await tx
        .update(operatorsTable)
        .set({ passwordHash, mustChangePassword: false, failedSignIns: 0, lockedUntil: null })
        .where(eq(operatorsTable.id, row.id));
      const ended = await tx
        .update(operatorSessionsTable)
        .set({ endedAt: new Date(now) })
        .where(
          and(
            eq(operatorSessionsTable.operatorId, row.id),
            isNull(operatorSessionsTable.endedAt),
            ne(operatorSessionsTable.tokenHash, sha256(currentToken)),
          ),
        )
        .returning({ stage: operatorSessionsTable.stage });
      return { endedSessions: ended.filter((s) => s.stage === 'active').length };
    });
  }

  // --- accounts (owner) ------------------------------------------------------

  async list(): Promise<OperatorAccount[]> {
    const rows = await this.db.select().from(operatorsTable).orderBy(operatorsTable.username);
    const live = await this.liveSessionCounts();
    return rows.map((row) => this.account(row, live.get(row.id) ?? 0));
  }

  async get(id: string): Promise<OperatorAccount> {
    const row = await this.row(id);
    return this.account(row, (await this.liveSessionCounts(id)).get(id) ?? 0);
  }

  async create(input: {
    username: string;
    role: OperatorRole;
    password: string;
  }): Promise<OperatorAccount> {
    const [row] = await this.db
      .insert(operatorsTable)
      .values({
        username: input.username,
        role: input.role,
        passwordHash: await this.opts.hasher.hash(input.password),
        // Someone else chose it: the operator sets its own at the first sign-in.
        mustChangePassword: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('admin.operator_exists', 'This username is taken');
    return this.account(row, 0);
  }

  /** Role or status; the last active owner stays one. Disabling ends the sessions. */
  async update(
    id: string,
    change: { role?: OperatorRole; status?: 'active' | 'disabled' },
  ): Promise<{ before: OperatorAccount; after: OperatorAccount }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(operatorsTable)
        .where(eq(operatorsTable.id, id))
        .for('update');
      if (!row) throw new AppError('admin.operator_not_found');
      const losesOwner =
        row.role === 'owner' &&
        row.status === 'active' &&
        ((change.role && change.role !== 'owner') || change.status === 'disabled');
      if (losesOwner) {
        // Every owner row locked in one order: two owners demoting each other cannot both pass.
        const owners = await tx
          .select({ id: operatorsTable.id })
          .from(operatorsTable)
          .where(and(eq(operatorsTable.role, 'owner'), eq(operatorsTable.status, 'active')))
          .orderBy(operatorsTable.id)
          .for('update');
        if (owners.filter((o) => o.id !== id).length === 0) {
          throw new AppError('admin.last_owner', 'The last active owner stays an active owner');
        }
      }
      const [updated] = await tx
        .update(operatorsTable)
        .set({ ...change })
        .where(eq(operatorsTable.id, id))
        .returning();
      if (change.status === 'disabled') await this.endAll(id, tx);
      const live = (await this.liveSessionCounts(id, tx)).get(id) ?? 0;
      return { before: this.account(row, live), after: this.account(updated!, live) };
    });
  }

  /**
   * An owner's new one-time password for an operator: its sessions end, its
   * lock-out is lifted, and it changes the password at the next sign-in.
   */
  async resetPassword(
    id: string,
    password: string,
  ): Promise<{ before: OperatorAccount; after: OperatorAccount; endedSessions: number }> {
    const passwordHash = await this.opts.hasher.hash(password);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(operatorsTable)
        .where(eq(operatorsTable.id, id))
        .for('update');
      if (!row) throw new AppError('admin.operator_not_found');
      const live = (await this.liveSessionCounts(id, tx)).get(id) ?? 0;
      const [updated] = await tx
        .update(operatorsTable)
        .set({ passwordHash, mustChangePassword: true, failedSignIns: 0, lockedUntil: null })
        .where(eq(operatorsTable.id, id))
        .returning();
      const endedSessions = await this.endAll(id, tx);
      return {
        before: this.account(row, live),
        after: this.account(updated!, 0),
        endedSessions,
      };
    });
  }

  /** Ends every session of the operator; answers how many were live. */
  async endSessions(id: string): Promise<number> {
    await this.row(id);
    return this.endAll(id, this.db);
  }

  // --- seeding ---------------------------------------------------------------

  /** Creates the operator unless the username exists; answers whether it did. */
  async ensure(input: {
    username: string;
    role: OperatorRole;
    password: string;
    demo: boolean;
  }): Promise<boolean> {
    const inserted = await this.db
      .insert(operatorsTable)
      .values({
        username: input.username,
        role: input.role,
        demo: input.demo,
        passwordHash: await this.opts.hasher.hash(input.password),
      })
      .onConflictDoNothing()
      .returning({ id: operatorsTable.id });
    return inserted.length > 0;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(operatorsTable);
    return row?.n ?? 0;
  }

  // --- internals -------------------------------------------------------------

  private maySkip(row: OperatorRow): boolean {
    return row.demo && !this.opts.production;
  }

  private assertNotLocked(row: OperatorRow | undefined, now: number) {
    if (row?.lockedUntil && row.lockedUntil.getTime() > now) {
      const retryAfterSeconds = Math.ceil((row.lockedUntil.getTime() - now) / 1000);
      throw new AppError(
        'admin.account_locked',
        `Too many failed sign-ins, retry in ${retryAfterSeconds} s`,
        { retryAfterSeconds },
      );
    }
  }

  /** A wrong password or code: from the 5th in a row, locked for 30 s doubling up to 15 min. */
  private async addFailure(row: OperatorRow, now: number) {
    const [counted] = await this.db
      .update(operatorsTable)
      .set({ failedSignIns: sql`${operatorsTable.failedSignIns} + 1` })
      .where(eq(operatorsTable.id, row.id))
      .returning({ failures: operatorsTable.failedSignIns });
    const lockMs = lockDurationMs(counted?.failures ?? 0);
    if (lockMs > 0) {
      await this.db
        .update(operatorsTable)
        .set({ lockedUntil: new Date(now + lockMs) })
        .where(eq(operatorsTable.id, row.id));
    }
  }

  private async startSession(
    operatorId: string,
    stage: 'code' | 'active',
    meta: SignInMeta,
    now: number,
  ): Promise<string> {
    const token = randomToken();
    const ttl = stage === 'code' ? OPERATOR_SESSION_TTL.codeStepMs : OPERATOR_SESSION_TTL.idleMs;
    await this.db.insert(operatorSessionsTable).values({
      operatorId,
      tokenHash: sha256(token),
      stage,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      idleExpiresAt: new Date(now + ttl),
      absoluteExpiresAt: new Date(now + (stage === 'code' ? ttl : OPERATOR_SESSION_TTL.absoluteMs)),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    });
    return token;
  }

  /** The live code-step session of the sign-in cookie, and its operator. */
  private async codeStep(token: string | undefined, now: number) {
    const expired = () => new AppError('admin.sign_in_expired', 'Sign in with your password again');
    if (!token) throw expired();
    const [found] = await this.db
      .select({ session: operatorSessionsTable, row: operatorsTable })
      .from(operatorSessionsTable)
      .innerJoin(operatorsTable, eq(operatorsTable.id, operatorSessionsTable.operatorId))
      .where(
        and(
          eq(operatorSessionsTable.tokenHash, sha256(token)),
          eq(operatorSessionsTable.stage, 'code'),
          isNull(operatorSessionsTable.endedAt),
          gt(operatorSessionsTable.idleExpiresAt, new Date(now)),
        ),
      );
    if (!found || found.row.status !== 'active') throw expired();
    return found;
  }

  /** The code step ends (its token is never a session) and a new session starts. */
  private async activate(
    codeStepId: string,
    row: OperatorRow,
    meta: SignInMeta,
    now: number,
  ): Promise<{ token: string; actor: AdminActor }> {
    const ended = await this.db
      .update(operatorSessionsTable)
      .set({ endedAt: new Date(now) })
      .where(and(eq(operatorSessionsTable.id, codeStepId), isNull(operatorSessionsTable.endedAt)))
      .returning({ id: operatorSessionsTable.id });
    if (ended.length === 0) throw new AppError('admin.sign_in_expired');
    const token = await this.startSession(row.id, 'active', meta, now);
    const [updated] = await this.db
      .update(operatorsTable)
      .set({ lastSignInAt: new Date(now), failedSignIns: 0, lockedUntil: null })
      .where(eq(operatorsTable.id, row.id))
      .returning();
    return { token, actor: actorOf(updated ?? row) };
  }

  private async row(id: string): Promise<OperatorRow> {
    const [row] = await this.db.select().from(operatorsTable).where(eq(operatorsTable.id, id));
    if (!row) throw new AppError('admin.operator_not_found');
    return row;
  }

  private async endAll(id: string, db: Pick<Db, 'update'>): Promise<number> {
    const ended = await db
      .update(operatorSessionsTable)
      .set({ endedAt: new Date(this.opts.now()) })
      .where(and(eq(operatorSessionsTable.operatorId, id), isNull(operatorSessionsTable.endedAt)))
      .returning({ stage: operatorSessionsTable.stage });
    return ended.filter((s) => s.stage === 'active').length;
  }

  private async liveSessionCounts(id?: string, db: Pick<Db, 'select'> = this.db) {
    const now = new Date(this.opts.now());
    const rows = await db
      .select({ operatorId: operatorSessionsTable.operatorId, n: count() })
      .from(operatorSessionsTable)
      .where(
        and(
          eq(operatorSessionsTable.stage, 'active'),
          isNull(operatorSessionsTable.endedAt),
          gt(operatorSessionsTable.idleExpiresAt, now),
          gt(operatorSessionsTable.absoluteExpiresAt, now),
          id ? eq(operatorSessionsTable.operatorId, id) : undefined,
        ),
      )
      .groupBy(operatorSessionsTable.operatorId);
    return new Map(rows.map((r) => [r.operatorId, r.n]));
  }

  private account(row: OperatorRow, activeSessions: number): OperatorAccount {
    return {
      id: row.id,
      username: row.username,
      role: row.role,
      status: row.status,
      totpEnabled: row.totpSecret !== null,
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      activeSessions,
      mustChangePassword: row.mustChangePassword,
    };
  }
}
