import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { LANGUAGE_COOKIE, SHELL_SCREEN } from '@kalaro/contract/static-shell';
import { isTrialRestricted } from '@kalaro/contract/trial';
import { sendError } from './errors.ts';
import {
  firstPaintHtml,
  loadFirstPaintPage,
  shellLanguage,
  shellScreen,
  type FirstPaintData,
  type FirstPaintPage,
} from '../lib/first-paint.ts';
import { SESSION_COOKIE } from './session.ts';

/** Paths the single-page app owns: each answers index.html and the app routes itself. */
export const SPA_PATHS = ['/', '/m', '/m/', '/m/*', '/register.html'] as const;

/** The back office's pages: its own bundle (`dist/admin`), which routes itself. */
export const ADMIN_PATHS = ['/admin', '/admin/', '/admin/*'] as const;
const ADMIN_PAGE = 'admin/admin.html';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Hashed build output never changes; the entry page and service worker must always be fresh. */
export function cacheControlFor(filePath: string, root: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  if (relative.startsWith('assets/') || relative.startsWith('admin/assets/')) return IMMUTABLE;
  if (relative.endsWith('.html') || relative === 'sw.js' || relative.endsWith('.webmanifest')) {
    return REVALIDATE;
  }
  return SHORT;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Kalaro: web app not built</title>
<h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code>, then restart the server (<code>npm start</code> does both).</p>
</html>`;

/** A missing file with an extension (a stale asset URL) must not turn into the HTML page. */
const looksLikeFile = (url: string) => {
  const pathname = url.split('?', 1)[0] ?? '';
  return /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html');
};

export interface WebOptions {
  webDistDir: string;
  /** The clock sessions are looked up by (a trial account's member page). */
  now?: () => number;
  /**
   * The operator's data for the static first paint of `request`'s page (its
   * `screen`; `search`: its address's query string) in `language` (the
   * shell's, from the language cookie), or null when the app will not show
   * that screen (maintenance, a blocked region).
   * Without it pages are answered as built.
   */
  firstPaint?: (
    request: FastifyRequest,
    language: string,
    screen: string,
    search: string,
  ) => Promise<FirstPaintData | null>;
}

/**
 * Serves the built web app (WEB_DIST_DIR) and the SPA fallback. Without a build,
 * the app's pages answer a 503 page saying how to build it; the API keeps working.
 * The first screens' pages carry their static first paint (`lib/first-paint.ts`).
 */
export default fp<WebOptions>(
  async (app, opts) => {
    const root = path.resolve(opts.webDistDir);
    const built = existsSync(path.join(root, 'index.html'));
    if (!built) app.log.warn({ root }, 'web app not built: run `npm run build`');
    const page = built && opts.firstPaint ? loadFirstPaintPage(root) : null;
    if (built && opts.firstPaint && !page) app.log.warn({ root }, 'web build has no static shell');

    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: true,
        index: false,
        cacheControl: false,
        setHeaders: (reply, filePath) =>
          reply.setHeader('cache-control', cacheControlFor(filePath, root)),
      });
    }

    const now = opts.now ?? Date.now;
    /**
     * The screen whose frame a page gets. A trial account may not open the
     * member pages: the app sends it home, so its page gets
     * home's frame, not the member centre's for a moment. Only those pages look
     * the session up.
     */
    const frameScreen = async (request: FastifyRequest, page: FirstPaintPage, pathname: string) => {
      const token = request.cookies[SESSION_COOKIE];
      const screen = shellScreen(page, pathname, Boolean(token));
      if (!screen || !token || !isTrialRestricted(pathname, MEMBER_TYPE.TRIAL)) return screen;
      const found = await app.sessions.lookup(token, now());
      return found.state === 'valid' && found.session.isTrial ? SHELL_SCREEN.home : screen;
    };

    const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!built) {
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(NOT_BUILT_PAGE);
      }
      if (looksLikeFile(request.url)) {
        return sendError(reply, { code: 'route.not_found' });
      }
      const [pathname = '', search = ''] = request.url.split(/\?(.*)/s, 2);
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      const screen = page && opts.firstPaint ? await frameScreen(request, page, pathname) : null;
      if (page && opts.firstPaint && screen) {
        // One language for the frame and the data filled into it.
        const language = shellLanguage(page, request.cookies[LANGUAGE_COOKIE]);
        const data = await opts.firstPaint(request, language, screen, search);
        const html = data && firstPaintHtml(page, { screen, search, language, signedIn }, data);
        if (html) {
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', REVALIDATE)
            .header('vary', 'cookie')
            .send(html);
        }
      }
      return reply.sendFile('index.html');
    };

    for (const url of SPA_PATHS) {
      app.get(url, { schema: { hide: true } }, serveApp);
    }

    const adminBuilt = built && existsSync(path.join(root, ADMIN_PAGE));
    /** The back office's page for its paths; its own files (under /admin/assets) as they are. */
    const serveAdmin = (request: FastifyRequest, reply: FastifyReply) => {
      if (!adminBuilt) {
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(NOT_BUILT_PAGE);
      }
      const pathname = request.url.split('?', 1)[0] ?? '';
      if (looksLikeFile(request.url)) {
        // fastify-static refuses a path that leaves the build folder.
        return reply.sendFile(pathname.slice(1));
      }
      return reply.header('cache-control', REVALIDATE).sendFile(ADMIN_PAGE);
    };
    for (const url of ADMIN_PATHS) {
      app.get(url, { schema: { hide: true } }, serveAdmin);
    }
  },
  { name: 'web', dependencies: ['errors', 'security', 'session'] },
);
