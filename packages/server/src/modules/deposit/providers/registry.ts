import { resolvePaymentOptions, type PaymentOptions } from '../../../config.ts';
import { createDemoProvider } from './demo.ts';
import { createHttpGateway } from './http-gateway.ts';
import { manualProvider } from './manual.ts';
import type { PaymentProvider, PaymentProviders } from './types.ts';

/** A registry of providers by id; two with one id is a wiring mistake. */
export function providerRegistry(providers: readonly PaymentProvider[]): PaymentProviders {
  const registry = new Map<string, PaymentProvider>();
  for (const provider of providers) {
    if (registry.has(provider.id))
      throw new Error(`Payment provider ${provider.id} registered twice`);
    registry.set(provider.id, provider);
  }
  return registry;
}

/**
 * The providers this server runs: manual bank transfer always, the demo gateway
 * when configured (default outside production), and each enabled gateway of
 * `PAYMENT_GATEWAYS` (http-gateway.ts). A further provider is one more
 * entry here; the deposit service does not change.
 */
export function createPaymentProviders(given?: Partial<PaymentOptions>): PaymentProviders {
  const options = resolvePaymentOptions(given);
  return providerRegistry([
    manualProvider,
    ...(options.demoGateway ? [createDemoProvider(options.demoSecret)] : []),
    ...(options.gateways ?? []).filter((g) => g.enabled).map((g) => createHttpGateway(g)),
  ]);
}
