/**
 * A background job of the server (lottery draws, mission payouts): one pass at a
 * time in this process (a pass asked for while one runs joins it), optionally
 * repeated on a timer that does not keep the process alive; `stop` ends the
 * timer and waits for a pass under way. With several instances, a lease lets one
 * of them run the timed passes (another takes over when it stops renewing).
 */
/** Whether this instance holds lease `name` for `ttlMs` (`app.shared.holdLease`). */
export type HoldLease = (name: string, ttlMs: number) => Promise<boolean>;

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
   * A pass every `intervalMs` from now on (a failed pass is the task's to log);
   * with a `lease`, each pass only while this instance holds it.
   */
  repeat(intervalMs: number, lease?: { name: string; ttlMs: number; hold?: HoldLease }): void {
    clearInterval(this.timer);
    const pass = async () => {
      if (this.running || !lease?.hold || (await lease.hold(lease.name, lease.ttlMs))) {
        await this.run();
      }
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

export interface LeasedPassOptions {
  /** The lease's name, also the job's name in the log. */
  name: string;
  /** How often the timed passes run. */
  intervalMs: number;
  /** Pass on a timer (the server does; tests call `pass`). */
  scheduler: boolean;
  /** The timed passes run on the holder of this lease only (several instances). */
  holdLease?: HoldLease;
  log?: { error: (obj: object, msg: string) => void };
}

/**
 * A payout job's skeleton (mission prizes, club bonuses, agent payouts), for a
 * job to extend with its `runPass`: `start` catches up once in the background
 * (start-up does not wait), then passes on a timer under the lease `name` (held
 * for three intervals); a failed pass is logged and rejects its caller. Never
 * two passes at once in a process.
 */
export abstract class LeasedPass<T> {
  private readonly job: Periodic<T>;

  constructor(private readonly passOptions: LeasedPassOptions) {
    this.job = new Periodic(async () => {
      try {
        return await this.runPass();
      } catch (error) {
        passOptions.log?.error({ err: error }, `${passOptions.name} pass failed`);
        throw error;
      }
    });
  }

  /** One pass's work. */
  protected abstract runPass(): Promise<T>;

  start(): void {
    void this.pass().catch(() => undefined);
    const { scheduler, intervalMs, name, holdLease } = this.passOptions;
    if (scheduler) this.job.repeat(intervalMs, { name, ttlMs: intervalMs * 3, hold: holdLease });
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One pass now, or the one under way. */
  pass(): Promise<T> {
    return this.job.run();
  }
}
