/**
 * npm run bench — figures, not pass/fail tests.
 * Builds the web app, starts the real server on a temporary database, loads
 * /m/home in Chromium as a phone would and records the JavaScript and CSS the
 * first load requests (gzip bytes) — split into what loads before the page's
 * load event (the critical path the budget is about) and what is deferred past
 * it (enhancements such as the banner carousel) — then lists every route chunk
 * from the Vite manifest and runs Lighthouse's mobile preset on /m/home.
 * Writes bench/results/bundle.json and prints tables.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { runLighthouse } from './lighthouse.ts';
import {
  criticalJsBytes,
  FIRST_LOAD_JS_BUDGET,
  measureFirstLoad,
} from '../e2e/support/first-load.ts';
import type { FirstLoadAsset } from '../e2e/support/first-load.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'packages/web/dist');
const resultsDir = join(root, 'bench/results');
const port = Number(process.env.BENCH_PORT ?? 3199);
const baseUrl = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  console.log('building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), LOG_LEVEL: 'warn' },
  });
  try {
    await waitForHealth();
    const firstLoad = await measureHomeFirstLoad();
    const sum = (list: FirstLoadAsset[]) => list.reduce((s, a) => s + a.gzipBytes, 0);
    const jsGzip = criticalJsBytes(firstLoad);
    const deferredJsGzip = sum(firstLoad.filter((a) => a.type === 'js' && a.deferred));
    const cssGzip = sum(firstLoad.filter((a) => a.type === 'css'));
    const chunks = routeChunks();
    console.log('running Lighthouse (mobile) on /m/home…');
    const lighthouse = await runLighthouse(`${baseUrl}/m/home`, chromiumPath);

    mkdirSync(resultsDir, { recursive: true });
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
      lighthouse,
    };
    writeFileSync(join(resultsDir, 'bundle.json'), JSON.stringify(result, null, 2) + '\n');

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
    console.log(`\nLighthouse mobile, /m/home`);
    console.table({
      performance: lighthouse.scores.performance,
      accessibility: lighthouse.scores.accessibility,
      'best-practices': lighthouse.scores.bestPractices,
      'FCP ms': lighthouse.fcpMs,
      'LCP ms': lighthouse.lcpMs,
      'LCP element': lighthouse.lcpElement ?? '-',
      CLS: lighthouse.cls,
      'TBT ms': lighthouse.tbtMs,
      'images (transfer)': kb(lighthouse.imageBytes),
      'scripts (transfer)': kb(lighthouse.scriptBytes),
      'total (transfer)': kb(lighthouse.totalBytes),
    });
    console.log(`\nRoute chunks (gzip)`);
    console.table(chunks.map((c) => ({ chunk: c.chunk, js: kb(c.jsGzip), css: kb(c.cssGzip) })));
    console.log(`\nwritten: bench/results/bundle.json`);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
