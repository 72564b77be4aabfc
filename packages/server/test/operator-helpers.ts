import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';

/**
 * A seeded demo operator's session as request headers: the password step, then the
 * authenticator's enrolment skipped (demo operators may, outside production).
 */
export async function demoOperator(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<Record<string, string>> {
  const signIn = await app.inject({
    method: 'POST',
    url: endpoints.operatorAccounts.signIn.path,
    payload: { username, password },
  });
  const step = signIn.cookies.find((c) => c.name === 'kalaro_admin_sign_in');
  if (!step) throw new Error(`operator sign-in failed: ${signIn.body}`);
  const skip = await app.inject({
    method: 'POST',
    url: endpoints.operatorAccounts.skipEnrolment.path,
    headers: { cookie: `kalaro_admin_sign_in=${step.value}` },
  });
  const session = skip.cookies.find((c) => c.name === 'kalaro_admin');
  if (!session) throw new Error(`operator enrolment skip failed: ${skip.body}`);
  return { cookie: `kalaro_admin=${session.value}` };
}
