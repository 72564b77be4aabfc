/**
 * The page's own main-thread tasks in a Lighthouse trace (BENCH_LIGHTHOUSE_REPORTS=1
 * keeps one per run), longest first, with what each spent its time on: what to
 * look at when TBT is over its target.
 *
 * Lighthouse's mobile preset does not slow the CPU while it records: it simulates
 * the 4× slowdown afterwards, so a task counts as long (over 50 ms) once it took
 * 12.5 ms in the trace, and adds 4 × its length − 50 ms to TBT when it falls
 * between the first contentful paint and the time to interactive. A task that
 * lays out is slowed by half as much (Lantern's layout multiplier, 0.5): 2 ×.
 *
 * With BENCH_LIGHTHOUSE_PROFILE=1 the trace also holds V8's sampling profile
 * (about one sample a millisecond), and each task lists the functions that
 * spent the most time in it themselves (`js:`), with file and line of the
 * minified build (`vite build --minify false` for readable names).
 *
 *   node --import tsx bench/long-tasks.ts bench/results/lighthouse-member-m-home-1.trace.json
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export const CPU_SLOWDOWN = 4;
/** Lantern slows a task with a `Layout` in it by CPU_SLOWDOWN × this. */
export const LAYOUT_FACTOR = 0.5;
const LONG_MS = 50;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } & ProfileData };
}

/** What V8's sampling profiler writes into a trace (`Profile`, then `ProfileChunk`s). */
interface ProfileData {
  startTime?: number;
  cpuProfile?: {
    nodes?: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples?: number[];
  };
  timeDeltas?: number[];
}

export interface MainTask {
  /** ms after the first task of the main thread */
  startMs: number;
  ms: number;
  /** Its length after the simulated slowdown. */
  simulatedMs: number;
  /** The slowdown Lantern gives it: CPU_SLOWDOWN, or half of it for a task that lays out. */
  slowdown: number;
  /** Its nested events of 1 ms or more: name (script file or function) and ms. */
  parts: string[];
  /** With a profile in the trace: the functions with the most self time in it, and ms. */
  functions: string[];
}

interface Sample {
  ts: number;
  ms: number;
  where: string;
}

/** The profile's samples on one process, each with its function and the time until the next. */
function profileSamples(events: readonly TraceEvent[], pid: number): Sample[] {
  const where = new Map<number, string>();
  const raw: { ts: number; node: number }[] = [];
  let clock: number | undefined;
  for (const e of events) {
    if (e.pid !== pid) continue;
    const data = e.args?.data;
    if (e.name === 'Profile' && data?.startTime !== undefined) clock = data.startTime;
    if (e.name !== 'ProfileChunk' || clock === undefined || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber } = node.callFrame;
      const file = url ? ` ${basename(url)}:${lineNumber + 1}` : '';
      where.set(node.id, `${functionName || '(anonymous)'}${file}`);
    }
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      clock = (clock ?? 0) + (deltas[i] ?? 0);
      raw.push({ ts: clock, node });
    });
  }
  raw.sort((a, b) => a.ts - b.ts);
  return raw.map((sample, i) => ({
    ts: sample.ts,
    ms: ((raw[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000,
    where: where.get(sample.node) ?? '?',
  }));
}

/** The functions that spent the most time themselves between `from` and `to` (µs). */
function topFunctions(samples: readonly Sample[], from: number, to: number, count = 6): string[] {
  const self = new Map<string, number>();
  for (const s of samples)
    if (s.ts >= from && s.ts < to && s.where !== '(idle)')
      self.set(s.where, (self.get(s.where) ?? 0) + Math.min(s.ms, (to - s.ts) / 1000));
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, ms]) => ms >= 0.5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
}

/** The renderer main thread that ran the most: the page's (about:blank's is nearly idle). */
function pageThread(events: readonly TraceEvent[]): string | undefined {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && mains.has(key))
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const label = (e: TraceEvent) => {
  const { url, functionName } = e.args?.data ?? {};
  const where = [url ? basename(url).slice(0, 32) : '', functionName ?? '']
    .filter(Boolean)
    .join(' ');
  return where ? `${e.name}(${where})` : e.name;
};

/** The main thread's tasks whose simulated length is over 50 ms, longest first. */
export function longTasks(events: readonly TraceEvent[]): MainTask[] {
  const thread = pageThread(events);
  if (!thread) return [];
  const own = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread);
  const samples = profileSamples(events, Number(thread.split(':')[0]));
  const tasks = own.filter((e) => e.name === 'RunTask');
  const origin = Math.min(...tasks.map((e) => e.ts));
  const layouts = own.filter((e) => e.name === 'Layout');
  const slowdownOf = (task: TraceEvent) => {
    const end = task.ts + (task.dur ?? 0);
    const laysOut = layouts.some((e) => e.ts >= task.ts && e.ts <= end);
    return laysOut ? CPU_SLOWDOWN * LAYOUT_FACTOR : CPU_SLOWDOWN;
  };
  return tasks
    .map((task) => ({ task, slowdown: slowdownOf(task) }))
    .filter(({ task, slowdown }) => ((task.dur ?? 0) / 1000) * slowdown > LONG_MS)
    .map(({ task, slowdown }) => {
      const end = task.ts + (task.dur ?? 0);
      const parts = own
        .filter(
          (e) =>
            e !== task &&
            e.ts >= task.ts &&
            e.ts + (e.dur ?? 0) <= end &&
            (e.dur ?? 0) >= 1000 &&
            !/RunTask|mojo|OnHandleReady|v8\.callFunction/.test(e.name),
        )
        .map((e) => `${label(e)} ${((e.dur ?? 0) / 1000).toFixed(1)}`);
      const ms = (task.dur ?? 0) / 1000;
      return {
        startMs: Math.round((task.ts - origin) / 1000),
        ms: Math.round(ms * 10) / 10,
        simulatedMs: Math.round(ms * slowdown),
        slowdown,
        parts,
        functions: topFunctions(samples, task.ts, end),
      };
    })
    .sort((a, b) => b.ms - a.ms);
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node --import tsx bench/long-tasks.ts <lighthouse trace.json>');
    process.exit(2);
  }
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const tasks = longTasks(trace.traceEvents);
  for (const t of tasks) {
    console.log(
      `@${t.startMs} ms  ${t.ms} ms (×${t.slowdown} ${t.simulatedMs})  ${t.parts.join(', ')}`,
    );
    if (t.functions.length > 0) console.log(`    js: ${t.functions.join(', ')}`);
  }
  const over = tasks.reduce((sum, t) => sum + t.simulatedMs - LONG_MS, 0);
  console.log(
    `${tasks.length} tasks over ${LONG_MS} ms simulated; their time over ${LONG_MS} ms: ${over} ms (TBT counts those between FCP and TTI)`,
  );
}
