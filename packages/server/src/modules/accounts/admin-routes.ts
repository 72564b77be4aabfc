import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { noteChange } from '../../lib/audit-note.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { MemberAdmin } from './admin-service.ts';

/** The back office's members; each write noted for the audit log. */
export default async function memberAdminRoutes(
  app: FastifyInstance,
  opts: { hasher: PasswordHasher; now: () => number },
) {
  const admin = new MemberAdmin(app.db, app.sessions, opts.hasher, opts.now);
  const { member, wallet } = endpoints;

  registerEndpoint(app, member.adminSearch, ({ query }) => admin.search(query));
  registerEndpoint(app, member.adminDetail, ({ params }) => admin.detail(params.id));

  registerEndpoint(app, member.adminSetStatus, async ({ params, body }, request) => {
    const { before, after } = await admin.setStatus(params.id, body.status);
    noteChange(request, {
      target: `member/${params.id}`,
      before,
      after: { status: after.status, closedAt: after.closedAt, reason: body.reason },
    });
    return after;
  });

  registerEndpoint(app, member.adminEndSessions, async ({ params }, request) => {
    const ended = await admin.endSessions(params.id);
    noteChange(request, { target: `member/${params.id}`, after: { endedSessions: ended } });
    return { ended };
  });

  registerEndpoint(app, member.adminResetPassword, async ({ params }, request) => {
    const temporaryPassword = await admin.resetPassword(params.id);
    // Never the password itself in the log.
    noteChange(request, { target: `member/${params.id}`, after: { mustChangePassword: true } });
    return { temporaryPassword };
  });

  registerEndpoint(app, wallet.adminAdjust, async ({ params, body }, request) => {
    const result = await admin.adjust(params.id, body);
    noteChange(request, {
      target: `member/${params.id}`,
      after: { ...result, reason: body.reason },
    });
    return result;
  });
}
