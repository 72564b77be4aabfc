import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { endpoints } from '@kalaro/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../config.ts';
import { ICON_PREFIX, type Image, IMAGE_TYPES, sendIcon, sendImage } from '../../lib/images.ts';
import { DrawnImages } from '../../lib/raster.ts';
import { registerEndpoint } from '../../lib/route.ts';
import { sendError } from '../../plugins/errors.ts';
import { renderBadge, TEAM_SLUG, TEAM_SLUG_MAX, teamFromSlug } from './badges.ts';
import { teamBySlug } from './seed-data.ts';
import type { UploadStore } from '../uploads/store.ts';
import { ContentAdmin } from './admin-service.ts';
import { CONTENT_CACHE_TTL_MS, ContentService } from './service.ts';

/** The demo banner images (hand-made SVG and a WebP of each). */
export const BANNER_DIR = path.join(REPO_ROOT, 'packages/server/seed/banners');

const MERCHANT = /^[A-Za-z0-9_.-]{1,64}$/;
const IMAGE_FILE = /^[A-Za-z0-9_-]{1,64}\.(webp|svg|png|jpg)$/;
const BADGE_FILE = /^(.+)\.(webp|svg)$/;
/** A crest's WebP width: 4× its 24 px box in the hot matches. */
const BADGE_WIDTH = 96;

/** Every image of the folder, read once: a request can only name one of these. */
async function loadImages(dir: string): Promise<Map<string, Image>> {
  const images = new Map<string, Image>();
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const ext = IMAGE_FILE.exec(name)?.[1];
    if (ext)
      images.set(name, { type: IMAGE_TYPES[ext]!, body: await readFile(path.join(dir, name)) });
  }
  return images;
}

export interface ContentRoutesOptions {
  /** The clock (ms since the epoch); tests pass a fake one. */
  now?: () => number;
  /** Where the banner images are; default the demo ones. */
  bannerDir?: string;
  /** The image store, where the banners the operator uploaded are. */
  store?: UploadStore;
}

/** Home-page content (banners, notices, pop-up items, hot matches, promotions). */
export default async function contentRoutes(app: FastifyInstance, opts: ContentRoutesOptions = {}) {
  const service = new ContentService(app.db, app.shared, opts.now ?? Date.now);

  // Kept a few seconds (items with start and end dates come and go on their own);
  // an admin change empties the cache at once.
  registerEndpoint(
    app,
    endpoints.content.announcements,
    ({ query }) => service.announcements(query),
    { ttlMs: CONTENT_CACHE_TTL_MS, topics: ['content'], now: opts.now },
  );

  // The back office's calls are in admin-routes.ts.

  // Images on the image CDN, next to the game icons: the demo ones and those uploaded.
  const uploaded = opts.store && new ContentAdmin(app.db, opts.store, opts.now ?? Date.now);
  const banners = await loadImages(opts.bannerDir ?? BANNER_DIR);
  if (banners.size === 0) app.log.warn({ dir: opts.bannerDir ?? BANNER_DIR }, 'no banner images');

  app.get<{ Params: { merchant: string; file: string } }>(
    `${ICON_PREFIX}/:merchant/banners/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { merchant, file } = request.params;
      const image = !MERCHANT.test(merchant)
        ? undefined
        : (banners.get(file) ?? (await uploaded?.bannerImage(file)));
      if (!image) return sendError(reply, { code: 'route.not_found' });
      return sendImage(reply, image);
    },
  );

  const drawnBadges = new DrawnImages();
  app.get<{ Params: { merchant: string; file: string } }>(
    `${ICON_PREFIX}/:merchant/badges/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { merchant, file } = request.params;
      const [, slug, type] = BADGE_FILE.exec(file) ?? [];
      if (
        !MERCHANT.test(merchant) ||
        !slug ||
        slug.length > TEAM_SLUG_MAX ||
        !TEAM_SLUG.test(slug)
      ) {
        return sendError(reply, { code: 'route.not_found' });
      }
      return sendIcon(reply, drawnBadges, {
        key: `badges/${slug}`,
        type: type as 'webp' | 'svg',
        width: BADGE_WIDTH,
        svg: () => renderBadge(teamBySlug.get(slug) ?? teamFromSlug(slug)),
      });
    },
  );
}
