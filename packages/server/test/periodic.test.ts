import { describe, expect, it, vi } from 'vitest';
import { Periodic } from '../src/lib/periodic.ts';

describe('Periodic (background jobs)', () => {
  it('joins a pass asked for while one runs, and runs a new one after', async () => {
    let release!: () => void;
    const task = vi.fn(() => new Promise<number>((resolve) => (release = () => resolve(7))));
    const job = new Periodic(task);
    const a = job.run();
    const b = job.run();
    expect(task).toHaveBeenCalledTimes(1);
    release();
    expect(await a).toBe(7);
    expect(await b).toBe(7);
    const c = job.run();
    expect(task).toHaveBeenCalledTimes(2);
    release();
    await c;
  });

  it('repeats on a timer and stops, waiting for the pass under way', async () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn(async () => undefined);
      const job = new Periodic(task);
      job.repeat(1000);
      await vi.advanceTimersByTimeAsync(3500);
      expect(task).toHaveBeenCalledTimes(3);
      await job.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(task).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed pass does not stop the timer, and the next run starts afresh', async () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
      const job = new Periodic<string>(task);
      await expect(job.run()).rejects.toThrow('down');
      job.repeat(1000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(task).toHaveBeenCalledTimes(2);
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
