import type { Db } from '../../../db/client.ts';
import { DemoProvider } from './demo.ts';
import type { GameProvider } from './provider.ts';

/** Vendor code → its provider. Every vendor uses the demo provider until it has an adapter. */
export interface ProviderRegistry {
  forVendor(vendor: string): GameProvider;
}

export function createProviderRegistry(
  db: Db,
  now: () => number,
  adapters: Readonly<Record<string, GameProvider>> = {},
): ProviderRegistry {
  const demo = new DemoProvider(db, now);
  return { forVendor: (vendor) => adapters[vendor] ?? demo };
}
