/**
 * A background job of the server (lottery draws, mission payouts): one pass at a
 * time in this process (a pass asked for while one runs joins it), optionally
 * repeated on a timer that does not keep the process alive; `stop` ends the
 * timer and waits for a pass under way. With several instances, a lease lets one
 * of them run the timed passes (another takes over when it stops renewing).
 */
export class Periodic<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;

  constructor(private readonly task: () => Promise<T>) {}

  /** One pass now, or the one under way. */
  run(): Promise<T> {
    this.running ??= this.task().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * A pass every `intervalMs` from now on (a failed pass is the task's to log),
   * each only when `mayRun` says so (this instance holds the scheduler's lease).
   */
  repeat(intervalMs: number, mayRun: () => Promise<boolean> = async () => true): void {
    clearInterval(this.timer);
    const pass = async () => {
      if (this.running || (await mayRun())) await this.run();
    };
    this.timer = setInterval(() => void pass().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
