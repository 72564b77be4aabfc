import type { OperatorConfig, StartupSettings } from '@kalaro/contract/operator';
import { FLAG } from '@kalaro/contract/constants';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countryOf, isRegionRestricted } from './region.ts';

/**
 * Ready for traffic: the database answers with every migration of this release
 * applied (an instance of a newer release waits for its migrations), and Redis
 * answers when the instances share one.
 */
export async function checkReady(database: Database, redis: Redis | undefined) {
  let migrations: { applied: number; expected: number };
  try {
    migrations = await database.migrations();
  } catch (cause) {
    throw new AppError('service.unavailable', 'The database does not answer', undefined, { cause });
  }
  if (migrations.applied < migrations.expected) {
    throw new AppError(
      'service.unavailable',
      `${migrations.expected - migrations.applied} migration(s) not applied`,
    );
  }
  if (redis) {
    try {
      await redis.ping();
    } catch (cause) {
      throw new AppError('service.unavailable', 'Redis does not answer', undefined, { cause });
    }
  }
  return {
    status: 'ready',
    database: 'up',
    redis: redis ? 'up' : 'not-used',
    migrations: migrations.applied,
  } as const;
}

/** The whitelabel switches of flows that send an SMS code. */
const SMS_FLAGS: readonly string[] = [FLAG.MOBILE_CODE_LOGIN, FLAG.PASSWORD_RESET_BY_PHONE];

/** The start-up answer for a client at `ip`. Pure. */
export function buildStartupSettings(
  config: OperatorConfig,
  ip: string,
  security: StartupSettings['security'],
  messaging: NonNullable<StartupSettings['messaging']> = { sms: true, email: true },
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
      // A flow whose code could not be sent is not offered.
      whitelabel: messaging.sms
        ? config.whitelabel
        : {
            ...config.whitelabel,
            ...Object.fromEntries(SMS_FLAGS.map((flag) => [flag, false])),
          },
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
    messaging,
  };
}
