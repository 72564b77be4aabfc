import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import { endpoints } from '@kalaro/contract/endpoints';
import { minorToAmount } from '@kalaro/contract/money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { pickTranslation } from '../../lib/translations.ts';
import { DEFAULT_CURRENCY } from '../wallet/service.ts';
import {
  depositScreenPath,
  pageLanguage,
  PAY_STYLESHEET,
  PAY_STYLESHEET_PATH,
  renderClosedPage,
  renderFailedPage,
  renderMissingPage,
  renderPayPage,
} from './pay-page.ts';
import { DEMO_PAY_PREFIX, SIGNATURE_HEADER, type DemoProvider } from './providers/demo.ts';
import type { DepositService } from './service.ts';

const pageParams = z.object({ id: z.uuid() });
const payForm = z.object({ action: z.enum(['pay', 'cancel']) });

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);

interface PageRequest {
  Params: { id: string };
  Querystring: { language?: string };
  Body: unknown;
}

/**
 * The demo gateway's hosted page (a page, not an API call, so not under /wps).
 * Only the request's owner sees it (their session cookie); Pay or Cancel makes
 * the server send the gateway's signed callback through the real callback
 * route, so the whole verification runs, then returns them to the deposit
 * screen (303). The session cookie is SameSite=Lax: another site cannot post
 * the form in the player's name.
 */
export async function registerDemoGatewayPages(
  app: FastifyInstance,
  service: DepositService,
  demo: DemoProvider,
  now: () => number,
) {
  const callbackUrl = endpoints.deposit.callback.path.replace(':provider', demo.id);

  /** The member's own pending-or-not request of this gateway, or undefined. */
  const ownRequest = async (memberId: string | undefined, rawId: string) => {
    const id = pageParams.safeParse({ id: rawId });
    if (!memberId || !id.success) return undefined;
    const row = await service.findOwnRequest(memberId, id.data.id);
    return row?.provider === demo.id ? row : undefined;
  };

  app.get(PAY_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PAY_STYLESHEET),
  );

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 1024 });

    scope.get<PageRequest>(
      `${DEMO_PAY_PREFIX}/:id`,
      { config: { auth: 'optional' }, schema: { hide: true } },
      async (request, reply) => {
        const language = pageLanguage(request.query.language);
        const row = await ownRequest(request.session?.memberId, request.params.id);
        if (!row) return sendHtml(reply, 404, renderMissingPage(language));
        if (row.status !== 'pending') {
          return sendHtml(reply, 200, renderClosedPage(language, row.id, row.status));
        }
        return sendHtml(
          reply,
          200,
          renderPayPage(language, {
            requestId: row.id,
            amount: minorToAmount(row.amountMinor),
            channelName: pickTranslation(row.channelName, language) ?? row.channelId,
            currency: DEFAULT_CURRENCY,
            action: `${DEMO_PAY_PREFIX}/${row.id}?language=${language}`,
          }),
        );
      },
    );

    scope.post<PageRequest>(
      `${DEMO_PAY_PREFIX}/:id`,
      { config: { auth: 'optional' }, schema: { hide: true } },
      async (request, reply) => {
        const language = pageLanguage(request.query.language);
        const row = await ownRequest(request.session?.memberId, request.params.id);
        if (!row) return sendHtml(reply, 404, renderMissingPage(language));
        const form = payForm.safeParse(request.body);
        if (!form.success) return sendHtml(reply, 400, renderFailedPage(language, row.id));
        if (row.status === 'pending') {
          const body = JSON.stringify({
            eventId: randomUUID(),
            requestId: row.id,
            status: form.data.action === 'pay' ? 'paid' : 'failed',
            amount: minorToAmount(row.amountMinor),
            timestamp: now(),
          });
          const answer = await app.inject({
            method: 'POST',
            url: callbackUrl,
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: demo.sign(body) },
            payload: body,
          });
          if (answer.statusCode !== 200) {
            request.log.warn(
              { requestId: row.id, status: answer.statusCode, answer: answer.body },
              'demo gateway callback refused',
            );
            return sendHtml(reply, 502, renderFailedPage(language, row.id));
          }
        }
        return reply.redirect(depositScreenPath(row.id), 303);
      },
    );
  });
}
