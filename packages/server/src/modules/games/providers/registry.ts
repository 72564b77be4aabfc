import type { Db } from '../../../db/client.ts';
import { INHOUSE_VENDOR, InhouseProvider } from '../../inhouse/provider.ts';
import { DemoProvider } from './demo.ts';
import type { GameProvider } from './provider.ts';

/**
 * Vendor code → its provider. INHOUSE is Kalaro's own (real money, real games);
 * every other vendor uses the demo provider until it has an adapter.
 */
export interface ProviderRegistry {
  forVendor(vendor: string): GameProvider;
}

export function createProviderRegistry(
  db: Db,
  now: () => number,
  /** A vendor's own adapter, when it has one (asked at each launch). */
  adapter: (vendor: string) => GameProvider | undefined = () => undefined,
): ProviderRegistry {
  const demo = new DemoProvider(db, now);
  const builtIn: Readonly<Record<string, GameProvider>> = {
    [INHOUSE_VENDOR]: new InhouseProvider(),
  };
  return { forVendor: (vendor) => builtIn[vendor] ?? adapter(vendor) ?? demo };
}
