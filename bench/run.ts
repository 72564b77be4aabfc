/**
 * npm run bench — figures, not pass/fail tests.
 * Builds the web app, starts the real server on a temporary database, loads
 * /m/home in Chromium as a phone would and records the JavaScript and CSS the
 * first load requests (gzip bytes) — split into what loads before the page's
 * load event (the critical path the budget is about) and what is deferred past
 * it (enhancements such as the banner carousel) — then lists every route chunk
 * from the Vite manifest and runs Lighthouse's mobile preset on the first
 * screens (home, the slot list, login) as a visitor and on home, the member
 * centre and deposit as the demo member, logged in through the API, with
 * pass/fail against the first-paint targets (docs/bench.md).
 * Writes bench/results/bundle.json and prints tables.
 *
 * Environment:
 * - WEB_DIST_DIR: build into this directory (`vite build --outDir`) instead of
 *   packages/web/dist, and serve it from there — for measuring a working copy
 *   without touching the shared build.
 * - BENCH_SKIP_BUILD=1: measure the build already in that directory.
 * - BENCH_RESULTS_DIR: where bundle.json goes (default bench/results).
 * - BENCH_LIGHTHOUSE_RUNS=n: run Lighthouse n times per page (default 3) and report the
 *   median of each figure (Lighthouse is noisy on a small machine); every run
 *   is kept in bundle.json.
 * - BENCH_PAGES=mine,voucher: run Lighthouse only on the pages whose address
 *   contains one of these words (comma-separated; default every page).
 * - BENCH_LIGHTHOUSE_REPORTS=1: also keep each run's full Lighthouse report
 *   (lighthouse-[member-]<page>-<n>.json next to bundle.json: main-thread breakdown,
 *   boot-up time…) and its trace (….trace.json; `node --import tsx
 *   bench/long-tasks.ts <trace>` lists the tasks that count towards TBT).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { sessionValue } from '@kalaro/contract/account';
import { STORAGE_KEY } from '@kalaro/contract/constants';
import {
  encryptForServer,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  importPublicKey,
} from '@kalaro/contract/encryption';
import type { StartupSettings } from '@kalaro/contract/operator';
import { routes } from '@kalaro/contract/routes';
import {
  LighthouseRunError,
  medianFigures,
  runLighthouse,
  type LighthouseFigures,
  type MemberCheck,
  type MemberSession,
} from './lighthouse.ts';
import {
  criticalJsBytes,
  FIRST_LOAD_JS_BUDGET,
  measureFirstLoad,
} from '../e2e/support/first-load.ts';
import type { FirstLoadAsset } from '../e2e/support/first-load.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'packages/web');
const customDist = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : null;
const dist = customDist ?? join(webDir, 'dist');
const resultsDir = process.env.BENCH_RESULTS_DIR
  ? resolve(process.env.BENCH_RESULTS_DIR)
  : join(root, 'bench/results');
/** The lowest and highest TBT of a page's runs ("101–188"), or "-" for one run. */
const tbtSpread = (runs: readonly { tbtMs: number }[]) => {
  if (runs.length < 2) return '-';
  const values = runs.map((run) => run.tbtMs);
  return `${Math.min(...values)}–${Math.max(...values)}`;
};

const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);
const port = Number(process.env.BENCH_PORT ?? 3199);
const baseUrl = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The seed's demo member (packages/server/src/modules/accounts/seed.ts). */
const MEMBER = { username: 'demo', password: 'Demo1234' };

type BenchPage =
  { path: string; seenAs: 'visitor' } | { path: string; seenAs: 'member'; check: MemberCheck };

/**
 * The screens a player opens first, as a visitor, and the ones held to the
 * same targets as a logged-in member. A member run must show the member
 * (lighthouse.ts refuses it otherwise): each names a member-only call the page
 * makes and what the page shows only to a member, or only to a visitor.
 */
const PAGES: readonly BenchPage[] = [
  { path: '/m/home', seenAs: 'visitor' },
  { path: '/m/gameList?gameType=RNG', seenAs: 'visitor' },
  { path: '/m/login', seenAs: 'visitor' },
  {
    path: '/m/home',
    seenAs: 'member',
    check: {
      memberCall: routes.member.info.path,
      memberSelector: '[data-testid="header-balance"]',
      visitorSelector: '[data-testid="home-header"] a[href="/m/login"]',
    },
  },
  {
    path: '/m/mine',
    seenAs: 'member',
    check: {
      memberCall: routes.member.info.path,
      memberSelector: '[data-testid="member-profile"]',
      visitorSelector: '[data-testid="member-login-block"]',
    },
  },
  {
    path: '/m/voucherCenter',
    seenAs: 'member',
    check: {
      memberCall: routes.deposit.channels.path,
      memberSelector: 'a[href="/m/depositLimits"]',
      visitorSelector: '[data-testid="login-prompt"]',
    },
  },
];
/** The pages BENCH_PAGES names (by a part of their address), or all of them. */
const pageFilter = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const benchPages = PAGES.filter(
  (page) =>
    pageFilter.length === 0 || pageFilter.some((word) => page.path.toLowerCase().includes(word)),
);
const PAGE_TARGET = { performance: 95, lcpMs: 2_000, tbtMs: 150, cls: 0.02 };
const meetsPageTarget = (f: LighthouseFigures) =>
  f.scores.performance >= PAGE_TARGET.performance &&
  f.lcpMs < PAGE_TARGET.lcpMs &&
  f.tbtMs < PAGE_TARGET.tbtMs &&
  f.cls < PAGE_TARGET.cls;

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function waitForHealth(timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

/**
 * Logs the member in through the API as the app does (sealed body), and returns
 * what that leaves in a browser: the session cookie of the answer and the
 * session info the app keeps in sessionStorage (packages/web: sessionInfoFrom,
 * STORAGE_KEY.SESSION_INFO).
 */
async function logIn(username: string, password: string): Promise<MemberSession> {
  const startup = (await (await fetch(`${baseUrl}${routes.system.startup.path}`)).json()) as {
    value: StartupSettings;
  };
  const publicKey = await importPublicKey(startup.value.security.publicKey);
  const res = await fetch(`${baseUrl}${routes.auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
    body: JSON.stringify(
      await encryptForServer(publicKey, { type: 'username', username, password }),
    ),
  });
  if (res.status !== 200)
    throw new Error(`login as ${username}: ${res.status} ${await res.text()}`);
  const value = sessionValue.parse(((await res.json()) as { value: unknown }).value);
  // The cookie that carries the answer's token (HttpOnly: the page never sees it).
  const cookie = res.headers
    .getSetCookie()
    .map((line) => /^([^=;\s]+)=([^;]*)/.exec(line))
    .find((m) => m?.[2] === value.token);
  if (!cookie?.[1]) throw new Error(`login as ${username}: no session cookie in the answer`);
  return {
    cookie: { name: cookie[1], value: value.token },
    sessionStorage: {
      [STORAGE_KEY.SESSION_INFO]: JSON.stringify({
        merchantCode: value.merchantCode,
        userName: value.userName,
        type: value.customerType,
        firstTimeLogin: value.firstTimeLogin,
      }),
    },
  };
}

/**
 * Lighthouse sometimes fails to record a run's trace on a busy machine (its
 * report's runtimeError, e.g. NO_NAVSTART, with every figure NaN): such a run
 * is run again, up to twice, rather than counted. A member run that did not
 * show the member is not retried.
 */
async function runLighthouseRetrying(
  url: string,
  report: string | undefined,
  member: Parameters<typeof runLighthouse>[3],
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, chromiumPath, report, member);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.log(`  ${error.message}; running it again`);
    }
  }
}

async function measureHomeFirstLoad(): Promise<FirstLoadAsset[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    return await measureFirstLoad(await context.newPage(), baseUrl);
  } finally {
    await browser.close();
  }
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
}

function routeChunks() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  return Object.values(manifest)
    .filter((c) => c.isEntry || c.isDynamicEntry)
    .map((c) => {
      const js = gz(readFileSync(join(dist, c.file)));
      const css = (c.css ?? []).reduce((sum, f) => sum + gz(readFileSync(join(dist, f))), 0);
      return {
        chunk: c.src ?? c.name ?? c.file,
        file: c.file,
        entry: !!c.isEntry,
        jsGzip: js,
        cssGzip: css,
      };
    })
    .sort((a, b) => b.jsGzip - a.jsGzip);
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    console.log(`measuring the existing build in ${dist}`);
  } else if (customDist) {
    console.log(`building the web app into ${customDist}…`);
    const build = spawnSync('npx', ['vite', 'build', '--outDir', customDist, '--emptyOutDir'], {
      cwd: webDir,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else {
    console.log('building the web app…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  // Another server on the port would answer the health check and be measured instead.
  const taken = await fetch(`${baseUrl}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: set BENCH_PORT to a free one`);

  // e2e/serve.ts passes the environment on to the server, WEB_DIST_DIR included.
  const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...(customDist ? { WEB_DIST_DIR: customDist } : {}),
      E2E_PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitForHealth();
    const firstLoad = await measureHomeFirstLoad();
    const sum = (list: FirstLoadAsset[]) => list.reduce((s, a) => s + a.gzipBytes, 0);
    const jsGzip = criticalJsBytes(firstLoad);
    const deferredJsGzip = sum(firstLoad.filter((a) => a.type === 'js' && a.deferred));
    const cssGzip = sum(firstLoad.filter((a) => a.type === 'css'));
    const chunks = routeChunks();
    mkdirSync(resultsDir, { recursive: true });
    // One real login; every member run starts a fresh browser with what it left.
    const member = await logIn(MEMBER.username, MEMBER.password);
    const pages = [];
    for (const bench of benchPages) {
      const page = bench.path;
      const who = bench.seenAs === 'member' ? ` as member ${MEMBER.username}` : '';
      const runs = [];
      for (let run = 1; run <= lighthouseRuns; run++) {
        console.log(`running Lighthouse (mobile) on ${page}${who}… (${run}/${lighthouseRuns})`);
        const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        const prefix = bench.seenAs === 'member' ? 'member-' : '';
        const report =
          process.env.BENCH_LIGHTHOUSE_REPORTS === '1'
            ? join(resultsDir, `lighthouse-${prefix}${name}-${run}.json`)
            : undefined;
        const figures = await runLighthouseRetrying(
          `${baseUrl}${page}`,
          report,
          bench.seenAs === 'member' ? { session: member, check: bench.check } : undefined,
        );
        console.log(
          `  performance ${figures.scores.performance}, FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}${figures.memberEvidence ? ` (member: ${new URL(figures.memberEvidence.memberCall.url).pathname} ${figures.memberEvidence.memberCall.status}, ${figures.memberEvidence.memberSelector} shown)` : ''}`,
        );
        runs.push(figures);
      }
      const median = medianFigures(runs);
      pages.push({
        page,
        ...median,
        seenAs: bench.seenAs,
        meetsTarget: meetsPageTarget(median),
        runs,
      });
    }
    const lighthouse = pages[0]!;
    const lighthouseAll = lighthouse.runs;

    const result = {
      measuredAt: new Date().toISOString(),
      firstLoad: {
        route: '/m/home',
        jsGzipBytes: jsGzip,
        deferredJsGzipBytes: deferredJsGzip,
        cssGzipBytes: cssGzip,
        jsBudgetBytes: FIRST_LOAD_JS_BUDGET,
        withinBudget: jsGzip <= FIRST_LOAD_JS_BUDGET,
        requests: firstLoad,
      },
      routeChunks: chunks,
      pageTarget: PAGE_TARGET,
      pages,
    };
    const resultsFile = join(resultsDir, 'bundle.json');
    writeFileSync(resultsFile, JSON.stringify(result, null, 2) + '\n');

    console.log(`\nFirst load of /m/home (gzip)`);
    console.table(
      firstLoad.map((a) => ({
        file: a.url,
        type: a.type,
        when: a.deferred ? 'after load' : 'critical',
        gzip: kb(a.gzipBytes),
        raw: kb(a.rawBytes),
      })),
    );
    console.log(
      `JavaScript ${kb(jsGzip)} of ${kb(FIRST_LOAD_JS_BUDGET)} budget (${result.firstLoad.withinBudget ? 'within' : 'OVER'}) before the load event, ${kb(deferredJsGzip)} deferred after it; CSS ${kb(cssGzip)}`,
    );
    console.log(
      `\nLighthouse mobile${lighthouseAll.length > 1 ? ` (median of ${lighthouseAll.length} runs)` : ''}; target: performance ≥ ${PAGE_TARGET.performance}, LCP < ${PAGE_TARGET.lcpMs} ms, TBT < ${PAGE_TARGET.tbtMs} ms, CLS < ${PAGE_TARGET.cls}`,
    );
    console.table(
      pages.map((p) => ({
        page: p.page,
        as: p.seenAs,
        performance: p.scores.performance,
        'FCP ms': p.fcpMs,
        'LCP ms': p.lcpMs,
        'TBT ms': p.tbtMs,
        // TBT moves the most from run to run on a small machine: its spread says how far to trust the median.
        'TBT runs': tbtSpread(p.runs),
        CLS: p.cls,
        // The machine's speed while it measured (Lighthouse's benchmarkIndex): compare runs by it.
        'host CPU': p.hostCpu,
        'JS (transfer)': kb(p.scriptBytes),
        'images (transfer)': kb(p.imageBytes),
        target: p.meetsTarget ? 'pass' : 'FAIL',
      })),
    );
    console.log(
      `/m/home: accessibility ${lighthouse.scores.accessibility}, best practices ${lighthouse.scores.bestPractices}, LCP element ${lighthouse.lcpElement ?? '-'}, total ${kb(lighthouse.totalBytes)}`,
    );
    for (const p of pages.filter((p) => p.seenAs === 'member')) {
      console.log(
        `${p.page} as member: accessibility ${p.scores.accessibility}, best practices ${p.scores.bestPractices}, LCP element ${p.lcpElement ?? '-'}, total ${kb(p.totalBytes)}`,
      );
    }
    console.log(`\nRoute chunks (gzip)`);
    console.table(chunks.map((c) => ({ chunk: c.chunk, js: kb(c.jsGzip), css: kb(c.cssGzip) })));
    console.log(`\nwritten: ${resultsFile}`);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
