/**
 * One agent-payout pass in a process of its own, for the crash test
 * (agent-payout-crash.test.ts): `PAYOUT_DATABASE` is the JSON of the database
 * options, `PAYOUT_NOW` the clock; after each payout row it prints
 * "payout <n>" and waits `PAYOUT_DELAY_MS`, so the test can SIGKILL it half-way.
 */
import type { DatabaseOptions } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { AgentPayouts } from '../src/modules/agent/payouts.ts';

const options = JSON.parse(process.env.PAYOUT_DATABASE ?? '') as DatabaseOptions;
const now = Number(process.env.PAYOUT_NOW);
const delayMs = Number(process.env.PAYOUT_DELAY_MS ?? 0);
const database = await openDatabase(options);
let written = 0;
const job = new AgentPayouts(database.db, {
  now: () => now,
  scheduler: false,
  afterPayout: async () => {
    written++;
    process.stdout.write(`payout ${written}\n`);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  },
});
const total = await job.pass();
process.stdout.write(`done ${total}\n`);
await database.close();
