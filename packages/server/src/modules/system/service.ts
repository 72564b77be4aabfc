import type { OperatorConfig, StartupSettings } from '@kalaro/contract/operator';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countryOf, isRegionRestricted } from './region.ts';
import { ping } from './repo.ts';

export async function checkHealth(db: Db) {
  try {
    await ping(db);
  } catch (cause) {
    throw new AppError('service.unavailable', 'The database does not answer', undefined, { cause });
  }
  return { status: 'ok', database: 'up' } as const;
}

/** The start-up answer for a client at `ip` (account-side §3-4). Pure. */
export function buildStartupSettings(
  config: OperatorConfig,
  ip: string,
  security: StartupSettings['security'],
): StartupSettings {
  const country = countryOf(ip, config.region.ipCountries, config.region.fallbackCountry);
  return {
    merchantCode: config.merchantCode,
    operatorName: config.operatorName,
    ageLimit: config.ageLimit,
    info: {
      customerService: config.customerService,
      imageCDNs: config.imageCDNs,
      defaultImageCDN: config.defaultImageCDN,
      mobileTemplate: config.mobileTemplate,
      register: config.register,
      resources: config.resources,
      whitelabel: config.whitelabel,
      mainDomain: config.mainDomain,
    },
    location: { country },
    security,
    maintenance: config.maintenance,
    ...(config.maintenance
      ? {
          maintenanceNotice: {
            message: config.maintenanceNotice.message,
            expectedEnd: config.maintenanceNotice.expectedEnd,
          },
        }
      : {}),
    regionRestriction: isRegionRestricted(country, config.region),
  };
}
