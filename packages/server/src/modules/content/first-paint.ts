import { announcementsQuery } from '@kalaro/contract/content';
import { CONTENT_TYPE } from '@kalaro/contract/constants';
import { imageUrl, settledImageCdn } from '@kalaro/contract/images';
import { MEMBER_LAYOUT, SHELL_SCREEN } from '@kalaro/contract/static-shell';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { SharedState } from '../../plugins/shared.ts';
import type { FirstPaintData } from '../../lib/first-paint.ts';
import { DepositService } from '../deposit/service.ts';
import type { PaymentProviders } from '../deposit/providers/types.ts';
import { gameListFirstPaint } from '../games/first-paint.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { countryOf, isRegionRestricted } from '../system/region.ts';
import { CONTENT_CACHE_TTL_MS, ContentService } from './service.ts';

type Banner = FirstPaintData['banner'];

/**
 * The operator's data in the static first paint (`lib/first-paint.ts`): its
 * name, home's first banner in the shell's language — the one the app will
 * show first, so the browser fetches it with the page — and the game list's
 * first tiles (`games/first-paint.ts`), the deposit form's channels (the
 * operator's, the same for every member; no account details). No banner or tiles when the app picks
 * one of several image CDNs at random (the addresses are not known yet).
 * Nothing at all when the app will show maintenance or the region notice
 * instead. Banners are kept as long as the announcements route keeps its answers,
 * and forgotten with them.
 */
export function firstPaintData(
  db: Db,
  shared: Pick<SharedState, 'invalidate' | 'onInvalidate'>,
  providers: PaymentProviders,
  now: () => number = Date.now,
): (
  request: FastifyRequest,
  language: string,
  screen: string,
  search: string,
) => Promise<FirstPaintData | null> {
  const content = new ContentService(db, shared, now);
  const firstGames = gameListFirstPaint(db, shared, now);
  const deposits = new DepositService(db, providers, now);
  // Key: language and CDN. Values are `{ banner }` so that "no banner" is kept too.
  const banners = new TtlCache<{ banner: Banner }>(16, CONTENT_CACHE_TTL_MS, now);
  shared.onInvalidate('content', () => banners.clear());
  shared.onInvalidate('operator', () => banners.clear());

  const firstBanner = async (language: string, cdn: string): Promise<Banner> => {
    const query = announcementsQuery.safeParse({ types: CONTENT_TYPE.BANNER, language });
    if (!query.success) return null;
    const key = `${query.data.language}|${cdn}`;
    const cached = banners.get(key);
    if (cached) return cached.banner;
    const first = (await content.announcements(query.data)).banners[0];
    const banner = first
      ? {
          src: imageUrl(cdn, first.imageUrl),
          alt: first.title,
          width: first.width,
          height: first.height,
        }
      : null;
    banners.set(key, { banner });
    return banner;
  };

  return async (request, language, screen, search) => {
    const config = await getOperatorConfig(db);
    const country = countryOf(request.ip, config.region.ipCountries, config.region.fallbackCountry);
    if (config.maintenance || isRegionRestricted(country, config.region)) return null;
    const cdn = settledImageCdn(config);
    return {
      operatorName: config.operatorName,
      banner:
        cdn !== null && screen === SHELL_SCREEN.home ? await firstBanner(language, cdn) : null,
      games:
        cdn !== null && screen === SHELL_SCREEN.gameList
          ? await firstGames(search, language, cdn)
          : null,
      // As the app's memberCentreLayout.
      memberLayout: config.mobileTemplate.mem_cen === 1 ? MEMBER_LAYOUT.new : MEMBER_LAYOUT.base,
      deposit:
        screen === SHELL_SCREEN.deposit
          ? {
              // As the deposit screen's `detailed`.
              detailed: config.mobileTemplate.dep_func === 1,
              channels: (await deposits.channels(language)).channels,
            }
          : null,
    };
  };
}
