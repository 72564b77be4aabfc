import formbody from '@fastify/formbody';
import { loginPayload, registerPayload } from '@kalaro/contract/account';
import { DEVICE_HEADER, LOGIN_DEVICES, type LoginDevice } from '@kalaro/contract/device';
import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PasswordHasher } from '../../lib/password.ts';
import { PreparedAnswer, registerEndpoint, registerPreparedEndpoint } from '../../lib/route.ts';
import { clearSessionCookie, memberSession, setSessionCookie } from '../../plugins/session.ts';
import type { Messaging } from '../outbox/service.ts';
import type { ProtectionService } from '../protection/service.ts';
import { AccountService, type RequestMeta } from './service.ts';
import { textLanguageOf } from './verification.ts';

export interface AccountRoutesOptions {
  now: () => number;
  hasher: PasswordHasher;
  messaging: Messaging;
  captchaText?: () => string;
  rateLimitFactor?: number;
  /** Refuses login while a time-out or self-exclusion runs. */
  protection: Pick<ProtectionService, 'assertMayLogIn'>;
}

/** A device header naming no known device is left out (the session records none). */
const deviceOf = (request: FastifyRequest): LoginDevice | undefined => {
  const header = request.headers[DEVICE_HEADER];
  return LOGIN_DEVICES.find((device) => device === header);
};

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  device: deviceOf(request),
  language: textLanguageOf(request),
});

/** Login, registration, passwords, sessions, member info. */
export default async function accountRoutes(app: FastifyInstance, opts: AccountRoutesOptions) {
  const limiter = (name: string) => app.shared.limiter(name, opts.now, opts.rateLimitFactor ?? 1);
  const accounts = new AccountService({
    db: app.db,
    now: opts.now,
    sessions: app.sessions,
    hasher: opts.hasher,
    messaging: opts.messaging,
    captchaText: opts.captchaText,
    protection: opts.protection,
    limiters: {
      loginIp: limiter('loginIp'),
      loginFailuresIp: limiter('loginFailuresIp'),
      captchaIp: limiter('captchaIp'),
      trialIp: limiter('trialIp'),
      registerIp: limiter('registerIp'),
      smsPhone: limiter('smsPhone'),
      smsIp: limiter('smsIp'),
      passwordIp: limiter('passwordIp'),
    },
  });
  const { auth, member, profile, security } = endpoints;

  registerEndpoint(app, auth.captcha, (_input, request) => accounts.captcha(request.ip));

  registerEndpoint(app, auth.login, async (_input, request, reply) => {
    const payload = await app.encryption.open(request, loginPayload);
    const { value, session } = await accounts.login(payload, metaOf(request));
    setSessionCookie(request, reply, session);
    return value;
  });

  registerEndpoint(app, auth.trial, async (_input, request, reply) => {
    const { value, session } = await accounts.startTrial(metaOf(request));
    setSessionCookie(request, reply, session);
    return value;
  });

  registerEndpoint(app, auth.register, async (_input, request, reply) => {
    const payload = await app.encryption.open(request, registerPayload);
    const { value, session } = await accounts.register(payload, metaOf(request));
    setSessionCookie(request, reply, session);
    return value;
  });

  registerEndpoint(app, auth.registerSettings, () => accounts.registerSettings());

  registerEndpoint(app, auth.affiliateCheck, ({ query }) =>
    accounts.checkAffiliateCode(query.code),
  );

  registerEndpoint(app, auth.smsCode, ({ body }, request) =>
    accounts.requestSmsCode(body, metaOf(request)),
  );

  registerEndpoint(app, auth.setPasswordByPhone, async ({ body }, request, reply) => {
    const { value, session } = await accounts.setPasswordByPhone(body, metaOf(request));
    setSessionCookie(request, reply, session);
    return value;
  });

  // The specification sends these form-encoded; the parser stays in this scope.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4096 });
    registerEndpoint(scope, auth.forgotPasswordByEmail, ({ body }, request) =>
      accounts.forgotPasswordByEmail(body, metaOf(request)),
    );
    registerEndpoint(scope, profile.setHeadIcon, ({ body }, request) =>
      accounts.setHeadIcon(memberSession(request), body),
    );
  });
  registerEndpoint(app, profile.headIcon, (_input, request) =>
    accounts.headIcon(memberSession(request)),
  );

  registerEndpoint(app, auth.logout, async (_input, request, reply) => {
    const done = await accounts.logout(memberSession(request));
    clearSessionCookie(request, reply);
    return done;
  });

  const memberInfo = accounts.memberInfoReader((info) => PreparedAnswer.of(member.info, info));
  registerPreparedEndpoint(app, member.info, (_input, request) =>
    memberInfo(memberSession(request)),
  );

  registerEndpoint(app, security.changePassword, ({ body }, request) =>
    accounts.changePassword(memberSession(request), body),
  );
}
