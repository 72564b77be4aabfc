/**
 * Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) against a
 * running server, in the system Chromium. Returns the figures the project
 * is held to (docs/bench.md): performance, accessibility and best-practices scores,
 * LCP (time and element), CLS, and the bytes of images and scripts.
 *
 * A page is measured as a visitor (Lighthouse's own tab, storage reset) or as a
 * logged-in member: the tab is given the session a login leaves (the session
 * cookie and the app's sessionStorage entry) before Lighthouse loads the page
 * in that same tab without resetting storage, and the run is refused unless
 * the page was really seen as that member.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result, type RunnerResult } from 'lighthouse';
// Lighthouse's own dependency (it drives a tab it is given through it).
import puppeteer, { type Page } from 'puppeteer-core';

/** Who the page was measured as. */
export type SeenAs = 'visitor' | 'member';

/** What a login leaves in the browser: the page is loaded with it. */
export interface MemberSession {
  /** The HttpOnly session cookie the login answer set. */
  cookie: { name: string; value: string };
  /** The entries the app writes into the tab's sessionStorage after a login. */
  sessionStorage: Readonly<Record<string, string>>;
}

/** How to tell, once the page is measured, that it was seen as a member. */
export interface MemberCheck {
  /** Path of a member-only API call the page makes, which must have answered 200. */
  memberCall: string;
  /** In the page only when it shows a member (e.g. the header balance). */
  memberSelector: string;
  /** In the page only when it shows a visitor (e.g. a "Log in" link or prompt). */
  visitorSelector: string;
}

/** The proof, kept with a member run's figures. */
export interface MemberEvidence {
  finalUrl: string;
  memberCall: { url: string; status: number };
  memberSelector: string;
  /** The sessionStorage key still held when the run ended. */
  sessionKeys: string[];
}

export interface LighthouseFigures {
  url: string;
  seenAs: SeenAs;
  /** Member runs only: what showed the page was seen as the member. */
  memberEvidence?: MemberEvidence;
  scores: { performance: number; accessibility: number; bestPractices: number };
  lcpMs: number;
  lcpElement: string | null;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  imageBytes: number;
  scriptBytes: number;
  totalBytes: number;
  /**
   * Lighthouse's benchmark of the machine's CPU during the run (its report's
   * environment.benchmarkIndex; higher is faster). The simulated 4x slowdown is
   * applied to what this machine recorded, so the same code's TBT rises as it falls.
   */
  hostCpu: number;
}

interface NetworkItem {
  url?: string;
  statusCode?: number;
  resourceType?: string;
  transferSize?: number;
}

const networkRequests = (lhr: Result): NetworkItem[] =>
  (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];

/** Lighthouse could not measure the page (its report's runtimeError); another run may. */
export class LighthouseRunError extends Error {
  constructor(
    readonly url: string,
    readonly code: string,
  ) {
    super(`Lighthouse could not measure ${url}: ${code}`);
  }
}

const LIGHTHOUSE_FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  // V8's sampling profile in the kept trace, for bench/long-tasks' `js:` lines.
  // The profiler costs the page a little time, so the figures of such runs are
  // for finding work, not for comparing builds.
  ...(process.env.BENCH_LIGHTHOUSE_PROFILE === '1'
    ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
    : {}),
};

/**
 * Loads the origin's health check (a small JSON answer: none of the app's files
 * get cached), gives the tab the member's session — cookie and sessionStorage,
 * as the app has them after its login call — and empties the HTTP cache, so the
 * measured load is as cold as a visitor's.
 */
async function signIn(page: Page, url: string, session: MemberSession) {
  const origin = new URL(url);
  await page.goto(new URL('/healthz', origin).href);
  await page.browser().setCookie({
    name: session.cookie.name,
    value: session.cookie.value,
    domain: origin.hostname,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
  });
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session.sessionStorage);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Refuses a member run that did not show the member: a redirect (to /m/login or
 * anywhere), a member-only call that was not made or not answered 200, a 401
 * from the API, the visitor's state in the page, or the session gone from the tab.
 */
async function verifyMember(
  page: Page,
  lhr: Result,
  session: MemberSession,
  check: MemberCheck,
): Promise<MemberEvidence> {
  const fail = (why: string): never => {
    throw new Error(`${lhr.requestedUrl} was not seen as a member: ${why}`);
  };
  const requested = new URL(lhr.requestedUrl ?? '');
  const final = new URL(lhr.finalDisplayedUrl);
  if (final.pathname !== requested.pathname || final.search !== requested.search) {
    fail(`the page ended on ${final.pathname}${final.search}`);
  }
  const requests = networkRequests(lhr);
  const refused = requests.find((r) => r.statusCode === 401 && r.url?.includes('/wps/'));
  if (refused) fail(`${refused.url} answered 401`);
  const call = requests.find(
    (r) => r.url && new URL(r.url).pathname === check.memberCall && r.statusCode === 200,
  );
  if (!call?.url) {
    const seen = requests.filter((r) => r.url?.includes('/wps/')).map((r) => r.url);
    fail(`no ${check.memberCall} answered 200 (API calls: ${seen.join(', ') || 'none'})`);
  }
  const state = await page.evaluate(
    (memberSelector, visitorSelector, keys) => ({
      path: location.pathname + location.search,
      member: document.querySelector(memberSelector) !== null,
      visitor: document.querySelector(visitorSelector) !== null,
      sessionKeys: keys.filter((key) => sessionStorage.getItem(key) !== null),
    }),
    check.memberSelector,
    check.visitorSelector,
    Object.keys(session.sessionStorage),
  );
  if (state.path !== requested.pathname + requested.search) fail(`the tab is on ${state.path}`);
  if (state.visitor) fail(`it shows the visitor's ${check.visitorSelector}`);
  if (!state.member) fail(`it does not show ${check.memberSelector}`);
  if (state.sessionKeys.length !== Object.keys(session.sessionStorage).length) {
    fail("the session left the tab's sessionStorage");
  }
  return {
    finalUrl: lhr.finalDisplayedUrl,
    memberCall: { url: call!.url!, status: call!.statusCode! },
    memberSelector: check.memberSelector,
    sessionKeys: state.sessionKeys,
  };
}

/**
 * `saveReportTo`: also write Lighthouse's full JSON report there (for its other audits).
 * `member`: measure the page as this logged-in member (see the top of this file).
 */
export async function runLighthouse(
  url: string,
  chromePath: string,
  saveReportTo?: string,
  member?: { session: MemberSession; check: MemberCheck },
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const browser = member
    ? await puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        defaultViewport: null,
      })
    : null;
  try {
    let result: RunnerResult | undefined;
    let page: Page | undefined;
    if (browser && member) {
      page = (await browser.pages())[0] ?? (await browser.newPage());
      await signIn(page, url, member.session);
      // The same tab, its storage kept: Lighthouse's reset would sign the member out.
      result = await lighthouse(
        url,
        { ...LIGHTHOUSE_FLAGS, disableStorageReset: true },
        undefined,
        page,
      );
    } else {
      result = await lighthouse(url, { ...LIGHTHOUSE_FLAGS, port: chrome.port });
    }
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    if (saveReportTo) {
      writeFileSync(saveReportTo, JSON.stringify(lhr));
      // The page-load trace Lighthouse recorded: opens in DevTools' Performance panel,
      // and bench/long-tasks.ts lists the tasks its 4× simulation counts as long.
      const { Trace } = result.artifacts as unknown as { Trace?: unknown };
      if (Trace)
        writeFileSync(saveReportTo.replace(/\.json$/, '.trace.json'), JSON.stringify(Trace));
    }
    // E.g. NO_NAVSTART on a busy machine: every figure would be NaN and the score 0.
    if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError.code);
    const memberEvidence =
      page && member ? await verifyMember(page, lhr, member.session, member.check) : undefined;
    const audit = (id: string) => lhr.audits[id];
    const requests = networkRequests(lhr);
    const bytesOf = (type: string) =>
      requests
        .filter((r) => r.resourceType === type)
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const lcpItems = (
      audit('largest-contentful-paint-element')?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      url,
      seenAs: member ? 'member' : 'visitor',
      ...(memberEvidence ? { memberEvidence } : {}),
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
      },
      lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? NaN),
      lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? null,
      cls: Number((audit('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? NaN),
      fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? NaN),
      imageBytes: bytesOf('Image'),
      scriptBytes: bytesOf('Script'),
      totalBytes: Math.round(audit('total-byte-weight')?.numericValue ?? 0),
      hostCpu: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The median of each figure over several Lighthouse runs (each figure on its own;
 * the LCP element is the one of the run with the median performance score).
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  const of = (pick: (f: LighthouseFigures) => number) => median(runs.map(pick));
  const byScore = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)]!;
  if (runs.some((f) => f.seenAs !== middle.seenAs))
    throw new Error('visitor and member runs mixed');
  return {
    url: middle.url,
    seenAs: middle.seenAs,
    ...(middle.memberEvidence ? { memberEvidence: middle.memberEvidence } : {}),
    scores: {
      performance: of((f) => f.scores.performance),
      accessibility: of((f) => f.scores.accessibility),
      bestPractices: of((f) => f.scores.bestPractices),
    },
    lcpMs: of((f) => f.lcpMs),
    lcpElement: middle.lcpElement,
    cls: of((f) => f.cls),
    tbtMs: of((f) => f.tbtMs),
    fcpMs: of((f) => f.fcpMs),
    imageBytes: of((f) => f.imageBytes),
    scriptBytes: of((f) => f.scriptBytes),
    totalBytes: of((f) => f.totalBytes),
    hostCpu: of((f) => f.hostCpu),
  };
}
