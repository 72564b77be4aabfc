import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { withRawBody } from '../../lib/raw-body.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { VendorWalletService, type VendorWalletOptions } from './service.ts';

/** Largest callback body read. */
const CALLBACK_BODY_LIMIT = 8 * 1024;

/**
 * The seamless wallet's callbacks (contract group `vendorWallet`, auth
 * `vendor`): the vendor signs the exact bytes it sends, so this scope keeps the
 * body as the raw string; the signature is checked first, then the body is
 * parsed with the endpoint's schema.
 */
export default async function vendorWalletRoutes(app: FastifyInstance, opts: VendorWalletOptions) {
  const service = new VendorWalletService(app.db, opts);
  const { vendorWallet } = endpoints;

  /** The verified, parsed body of a vendor call. */
  const verified = <S extends z.ZodType>(
    schema: S,
    vendor: string,
    request: FastifyRequest,
  ): z.output<S> => {
    const raw = typeof request.body === 'string' ? request.body : '';
    service.verify(vendor, raw, request.headers);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError('request.malformed', 'The body is not JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new AppError('validation.failed', parsed.error.issues[0]?.message ?? 'Invalid body');
    }
    return parsed.data;
  };

  await withRawBody(
    app,
    (scope) => {
      registerEndpoint(scope, vendorWallet.balance, ({ params }, request) =>
        service.balance(params.vendor, verified(vendorWallet.balance.body, params.vendor, request)),
      );
      registerEndpoint(scope, vendorWallet.debit, ({ params }, request) =>
        service.debit(params.vendor, verified(vendorWallet.debit.body, params.vendor, request)),
      );
      registerEndpoint(scope, vendorWallet.credit, ({ params }, request) =>
        service.credit(params.vendor, verified(vendorWallet.credit.body, params.vendor, request)),
      );
      registerEndpoint(scope, vendorWallet.rollback, ({ params }, request) =>
        service.rollback(
          params.vendor,
          verified(vendorWallet.rollback.body, params.vendor, request),
        ),
      );
    },
    CALLBACK_BODY_LIMIT,
  );
}
