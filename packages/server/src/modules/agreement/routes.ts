import { endpoints } from '@kalaro/contract/endpoints';
import { DEFAULT_USER_AGREEMENT_HTML } from '@kalaro/contract/operator';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route.ts';
import { getOperatorConfig } from '../operator/service.ts';

/** The user agreement (/m/useragreement): the operator's HTML in a language, EN fallback. */
export default async function agreementRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.content.userAgreement, async ({ query }) => {
    const config = await getOperatorConfig(app.db);
    const texts = config.userAgreement;
    const language = texts[query.language] ? query.language : 'EN';
    return {
      html: texts[language] ?? DEFAULT_USER_AGREEMENT_HTML,
      language,
      ageLimit: config.ageLimit,
      operatorName: config.operatorName,
    };
  });
}
