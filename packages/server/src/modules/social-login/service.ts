import { FLAG, MEMBER_TYPE } from '@kalaro/contract/constants';
import type { OperatorConfig } from '@kalaro/contract/operator';
import type { LinkedSocialAccountsValue } from '@kalaro/contract/social-login';
import { eq } from 'drizzle-orm';
import type * as client from 'openid-client';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { countEvent } from '../../lib/metrics.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { randomDigits as cryptoDigits } from '../../lib/tokens.ts';
import type { Session } from '../../plugins/session.ts';
import {
  findMemberById,
  findMemberByUsername,
  insertMember,
  LIMITS,
  signInLinkedMember,
  type LoggedIn,
  type Member,
  type RequestMeta,
  type SessionContext,
} from '../accounts/service.ts';
import { membersTable } from '../accounts/tables.ts';
import { assertRate } from '../accounts/verification.ts';
import { getOperatorConfig } from '../operator/service.ts';
import type { ProtectionService } from '../protection/service.ts';
import { openWallet, pgConstraint, pgErrorCode } from '../wallet/service.ts';
import {
  missingForSignUp,
  offeredProviders,
  usernameCandidates,
  type SocialProvider,
  type SocialProviderConfig,
} from './model.ts';
import {
  authorizationUrl,
  classifyOidcError,
  completeAuthorization,
  discover,
  type SocialIdentity,
} from './oidc.ts';
import { openPending, PENDING_TTL_MS, sealPending } from './pending-cookie.ts';
import { deleteLink, findLinkedMemberId, insertLink, LINK_CONSTRAINTS, listLinks } from './repo.ts';

/** How long a provider's discovery document (endpoints, keys' address) is kept. */
export const DISCOVERY_TTL_MS = 60 * 60_000;

export interface SocialLoginContext {
  db: Db;
  now: () => number;
  hasher: PasswordHasher;
  protection: Pick<ProtectionService, 'assertMayLogIn'>;
  /** The server's providers (SOCIAL_LOGIN_PROVIDERS). */
  providers: readonly SocialProviderConfig[];
  /** Signs the pending-authorization cookie (a key derived from the server's own). */
  cookieKey: string;
  /** True the first time a key is claimed on any instance (`app.shared.claimOnce`). */
  claimOnce: (key: string, ttlMs: number) => Promise<boolean>;
  /** The password login's and the registration form's counters: a social login counts in them. */
  limiters: { loginIp: Limiter; registerIp: Limiter };
  randomDigits?: (count: number) => string;
}

const FAILURE_CODES = {
  invalid: 'auth.social_invalid',
  cancelled: 'auth.social_cancelled',
  unreachable: 'auth.social_provider_unreachable',
} as const;

/** What openid-client threw, as the player is told; a fault of ours stays as it is (a 500). */
function asAppError(error: unknown, step: string): unknown {
  const failure = classifyOidcError(error);
  if (!failure) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new AppError(FAILURE_CODES[failure], `Social login ${step}: ${reason}`, undefined, {
    cause: error,
  });
}

/** Whether the member has a password of their own (a social login's registration sets none). */
const hasOwnPassword = (member: { passwordHash: string | null } | undefined) =>
  Boolean(member?.passwordHash);

const linkedElsewhere = (provider: SocialProvider) =>
  new AppError(
    'auth.social_linked_elsewhere',
    `The ${provider} identity is linked to another member`,
  );

const invalid = (why: string) =>
  new AppError('auth.social_invalid', `Social login refused: ${why}`);

/**
 * Social login over OpenID Connect: which providers are offered, the redirect
 * to a provider, and the callback that signs a member in (or registers one).
 */
export class SocialLoginService {
  private readonly discovered = new Map<
    SocialProvider,
    { config: Promise<client.Configuration>; at: number }
  >();

  constructor(private readonly ctx: SocialLoginContext) {}

  /** The providers a player may use now: configured here and switched on by the operator. */
  async offered(): Promise<SocialProvider[]> {
    const config = await getOperatorConfig(this.ctx.db);
    return offeredProviders(this.ctx.providers, config.whitelabel);
  }

  /** The provider's configuration, while it is offered; else 404 `auth.social_unavailable`. */
  private async offeredProvider(provider: SocialProvider): Promise<SocialProviderConfig> {
    const found = this.ctx.providers.find((p) => p.provider === provider);
    if (!found || !(await this.offered()).includes(provider)) {
      throw new AppError('auth.social_unavailable', `Sign-in with ${provider} is not offered`);
    }
    return found;
  }

  /** The provider's discovery, kept an hour; a failed one is asked again next time. */
  private configuration(provider: SocialProviderConfig): Promise<client.Configuration> {
    const now = this.ctx.now();
    const kept = this.discovered.get(provider.provider);
    if (kept && now - kept.at < DISCOVERY_TTL_MS) return kept.config;
    const config = discover(provider).catch((error: unknown) => {
      this.discovered.delete(provider.provider);
      throw asAppError(error, 'discovery');
    });
    this.discovered.set(provider.provider, { config, at: now });
    return config;
  }

  /**
   * The provider's authorization URL (state, nonce, PKCE) and the signed cookie
   * value that keeps them for the callback.
   */
  async start(
    provider: SocialProvider,
    redirectUri: string,
    linkMemberId?: string,
  ): Promise<{ url: string; cookie: string }> {
    const config = await this.configuration(await this.offeredProvider(provider));
    const { url, pending } = await authorizationUrl(config, redirectUri);
    return {
      url: url.href,
      cookie: sealPending(pending, provider, this.ctx.cookieKey, this.ctx.now(), linkMemberId),
    };
  }

  /** Whether a pending cookie (signed here, expired or not) was started in link mode. */
  isLinkMode(cookie: string | undefined): boolean {
    const opened = openPending(cookie, this.ctx.cookieKey, 0);
    return opened.ok && opened.value.linkMemberId !== undefined;
  }

  /** The member's linked accounts, whether they have a password of their own, and what can be linked. */
  async linked(memberId: string): Promise<LinkedSocialAccountsValue> {
    const [links, member, offered] = await Promise.all([
      listLinks(this.ctx.db, memberId),
      findMemberById(this.ctx.db, memberId),
      this.offered(),
    ]);
    return {
      accounts: links.map((l) => ({ provider: l.provider, linkedAt: l.createdAt.toISOString() })),
      hasPassword: hasOwnPassword(member),
      offered,
    };
  }

  /**
   * Unlinks the member's identity of `provider`, unless it is their last way to
   * sign in: no password of their own (a member a social login registered has
   * none until they set one) and no other linked identity. The member's row is
   * locked meanwhile, so two unlinks at once cannot both pass the check.
   */
  async unlink(memberId: string, provider: SocialProvider): Promise<LinkedSocialAccountsValue> {
    await this.ctx.db.transaction(async (tx) => {
      const [member] = await tx
        .select({ passwordHash: membersTable.passwordHash })
        .from(membersTable)
        .where(eq(membersTable.id, memberId))
        .for('update');
      const links = await listLinks(tx, memberId);
      if (!links.some((l) => l.provider === provider)) {
        throw new AppError('auth.social_not_linked', `No ${provider} identity is linked`);
      }
      const others = links.filter((l) => l.provider !== provider);
      if (!hasOwnPassword(member) && others.length === 0) {
        throw new AppError(
          'auth.social_last_sign_in',
          `The ${provider} identity is the member's only way to sign in`,
        );
      }
      await deleteLink(tx, memberId, provider);
    });
    return this.linked(memberId);
  }

  /**
   * The callback: the pending cookie (signed, unexpired, of this provider, not
   * used before), then the code exchange and the ID token checks; then the
   * linked member signs in, or the signed-in member is linked, or a new member
   * is registered and linked.
   */
  async complete(
    provider: SocialProvider,
    callback: { url: URL; cookie: string | undefined },
    meta: RequestMeta,
    session: Session | null,
  ): Promise<LoggedIn | { linked: SocialProvider }> {
    const settings = await this.offeredProvider(provider);
    await assertRate(this.ctx.limiters.loginIp, meta.ip, LIMITS.loginPerIp);
    const opened = openPending(callback.cookie, this.ctx.cookieKey, this.ctx.now());
    if (!opened.ok) throw invalid(`pending authorization ${opened.reason}`);
    const pending = opened.value;
    if (pending.provider !== provider) throw invalid('pending authorization of another provider');
    // A callback works once, on every instance: a replay (even with its cookie) is refused.
    if (!(await this.ctx.claimOnce(`social-login:${pending.state}`, PENDING_TTL_MS))) {
      throw invalid('callback replayed');
    }
    const config = await this.configuration(settings);
    let identity: SocialIdentity;
    try {
      identity = await completeAuthorization(config, callback.url, pending);
    } catch (error) {
      throw asAppError(error, 'callback');
    }

    if (pending.linkMemberId !== undefined) {
      // Link mode: the member who started it must still be the one signed in here.
      if (!session || session.isTrial) throw new AppError('auth.session_expired');
      if (session.memberId !== pending.linkMemberId)
        throw invalid('link started by another member');
      await this.attach(provider, identity, session.memberId);
      return { linked: provider };
    }

    const linked = await findLinkedMemberId(this.ctx.db, provider, identity.sub);
    if (linked) return this.signIn(linked, meta);
    if (session && !session.isTrial) return this.link(provider, identity, session.memberId, meta);
    return this.signUp(provider, identity, meta, callback.url.hostname);
  }

  private get sessions(): SessionContext {
    return { db: this.ctx.db, now: this.ctx.now, protection: this.ctx.protection };
  }

  private async signIn(memberId: string, meta: RequestMeta): Promise<LoggedIn> {
    const member = await findMemberById(this.ctx.db, memberId);
    if (!member) throw new AppError('user.not_found_or_disabled');
    return signInLinkedMember(this.sessions, member, meta);
  }

  /** A signed-in member adds this identity to the account (one per provider). */
  private async link(
    provider: SocialProvider,
    identity: SocialIdentity,
    memberId: string,
    meta: RequestMeta,
  ): Promise<LoggedIn> {
    try {
      await insertLink(this.ctx.db, { provider, subject: identity.sub, memberId });
    } catch (error) {
      if (pgErrorCode(error) !== '23505') throw error;
      // The identity was linked meanwhile (to whom it now is), or the member has another of this provider.
      if (pgConstraint(error) === LINK_CONSTRAINTS.subject) {
        const now = await findLinkedMemberId(this.ctx.db, provider, identity.sub);
        if (now) return this.signIn(now, meta);
      }
      throw invalid(`the member already has another ${provider} identity`);
    }
    return this.signIn(memberId, meta);
  }

  /**
   * Link mode: the identity joins the member's account. Already theirs: nothing
   * to do; another member's: refused; the member has another identity of the
   * provider: refused (unlink it first).
   */
  private async attach(
    provider: SocialProvider,
    identity: SocialIdentity,
    memberId: string,
  ): Promise<void> {
    const owner = await findLinkedMemberId(this.ctx.db, provider, identity.sub);
    if (owner === memberId) return;
    if (owner) throw linkedElsewhere(provider);
    try {
      await insertLink(this.ctx.db, { provider, subject: identity.sub, memberId });
    } catch (error) {
      if (pgErrorCode(error) !== '23505') throw error;
      if (pgConstraint(error) === LINK_CONSTRAINTS.subject) {
        // Linked meanwhile: fine when to this member.
        const now = await findLinkedMemberId(this.ctx.db, provider, identity.sub);
        if (now === memberId) return;
        throw linkedElsewhere(provider);
      }
      throw new AppError(
        'auth.social_already_linked',
        `The member already has another ${provider} identity`,
      );
    }
  }

  /**
   * A first login: a member under the registration rules (username registration
   * on, the same per-address limit as the form, every field the form requires
   * given), with a made-up account name the operator's pattern accepts, no
   * password (none signs in until the member sets one) and the e-mail when the
   * provider checked it.
   */
  private async signUp(
    provider: SocialProvider,
    identity: SocialIdentity,
    meta: RequestMeta,
    hostname: string,
  ): Promise<LoggedIn> {
    const config = await getOperatorConfig(this.ctx.db);
    if (config.register[FLAG.USERNAME_REGISTER] !== true) {
      throw new AppError('register.disabled', 'Registration is off');
    }
    const missing = missingForSignUp(config, identity);
    if (missing.length > 0) {
      throw new AppError(
        'auth.social_signup_incomplete',
        `The registration form asks for ${missing.join(', ')}`,
        { fields: missing },
      );
    }
    await assertRate(this.ctx.limiters.registerIp, meta.ip, LIMITS.registerPerIp);

    const email =
      identity.email && identity.emailVerified ? identity.email.trim().toLowerCase() : null;
    const now = this.ctx.now();
    for (const username of this.usernames(config, identity)) {
      if (await findMemberByUsername(this.ctx.db, config.merchantCode, username)) continue;
      let member: Member;
      try {
        member = await this.ctx.db.transaction(async (tx) => {
          const created = await insertMember(tx, {
            merchantCode: config.merchantCode,
            username,
            email: email && email.length <= 254 ? email : null,
            type: MEMBER_TYPE.MEMBER,
            // No password: the linked identity is the member's way to sign in.
            passwordHash: null,
            firstTimeLogin: false,
            registerMethod: 'H5',
            registerUrl: hostname.slice(0, 255),
            // The screens with the buttons say that continuing accepts the agreement in force.
            termsVersion: config.termsVersion,
            termsAcceptedAt: new Date(now),
          });
          await openWallet(tx, created.id);
          await insertLink(tx, { provider, subject: identity.sub, memberId: created.id });
          return created;
        });
      } catch (error) {
        if (pgErrorCode(error) !== '23505') throw error;
        // The same identity's first login raced this one: sign in where it linked.
        if (pgConstraint(error) === LINK_CONSTRAINTS.subject) {
          const linked = await findLinkedMemberId(this.ctx.db, provider, identity.sub);
          if (linked) return this.signIn(linked, meta);
        }
        continue; // the name was taken meanwhile: the next one
      }
      countEvent({ kind: 'registration', via: 'social' });
      return signInLinkedMember(this.sessions, member, meta);
    }
    throw new AppError(
      'auth.social_signup_incomplete',
      'No account name the username pattern accepts is free',
      { fields: ['username'] },
    );
  }

  /** The account names to try, those the operator's username pattern accepts. */
  private usernames(config: OperatorConfig, identity: SocialIdentity): string[] {
    const pattern = config.registration.patterns.username;
    const accepts = pattern ? new RegExp(pattern.regExp) : undefined;
    return usernameCandidates(identity, this.ctx.randomDigits ?? cryptoDigits).filter(
      (name) => name.length <= 64 && (!accepts || accepts.test(name)),
    );
  }
}
