/**
 * Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) against a
 * running server, in the system Chromium. Returns the figures DESIGN.md §4
 * holds the project to: performance, accessibility and best-practices scores,
 * LCP (time and element), CLS, and the bytes of images and scripts.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number };
  lcpMs: number;
  lcpElement: string | null;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  imageBytes: number;
  scriptBytes: number;
  totalBytes: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/** `saveReportTo`: also write Lighthouse's full JSON report there (for its other audits). */
export async function runLighthouse(
  url: string,
  chromePath: string,
  saveReportTo?: string,
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
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    if (saveReportTo) writeFileSync(saveReportTo, JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id];
    const requests = (audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)
      ?.items;
    const bytesOf = (type: string) =>
      (requests ?? [])
        .filter((r) => r.resourceType === type)
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const lcpItems = (
      audit('largest-contentful-paint-element')?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      url,
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
    };
  } finally {
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
  return {
    url: middle.url,
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
  };
}
