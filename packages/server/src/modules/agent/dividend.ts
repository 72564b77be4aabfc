import { and, eq } from 'drizzle-orm';
import {
  DIVIDEND_MONTHS,
  hasDividendInfo,
  bpToRate,
  type AgentDividendValue,
  type agentDividendQuery,
} from '@kalaro/contract/agent';
import { minorToAmount } from '@kalaro/contract/money';
import { shareOf } from '@kalaro/contract/payments-rules';
import { dayOf } from '@kalaro/contract/wallet-records';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { betsTable as b } from '../bets/tables.ts';
import { getOperatorConfig } from '../operator/service.ts';
import { betTotalsByDay } from '../records/service.ts';
import { daySpan } from '../../lib/date-range.ts';
import { inTeam } from './repo.ts';
import { requireAgent } from './service.ts';
import { agentContractsTable as contracts } from './tables.ts';

type Query = z.output<typeof agentDividendQuery>;

export interface DividendMonth {
  month: string;
  startDate: string;
  endDate: string;
  running: boolean;
}

/** The running calendar month at `utcOffset` and the `count − 1` before it, newest first. */
export function dividendMonths(now: number, utcOffset: number, count: number): DividendMonth[] {
  const [year, month] = dayOf(now, utcOffset).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const last = new Date(Date.UTC(year, month - back, 0));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    return {
      month: iso(first).slice(0, 7),
      startDate: iso(first),
      endDate: iso(last),
      running: back === 0,
    };
  });
}

/**
 * Dividend info (/m/member/agent/agentDivident): the dividend
 * contract in force and, per calendar month, the whole team's net loss and the
 * dividend it earns at that rate. Figures only: payouts are the operator's.
 */
export class DividendService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async info(memberId: string, query: Query): Promise<AgentDividendValue> {
    const agent = await requireAgent(this.db, memberId);
    const config = await getOperatorConfig(this.db);
    if (!config.agent.dividends || !hasDividendInfo(agent.type)) {
      return { enabled: false, rate: null, periods: [] };
    }
    const [contract] = await this.db
      .select({ rateBp: contracts.rateBp })
      .from(contracts)
      .where(
        and(
          eq(contracts.memberId, agent.id),
          eq(contracts.kind, 'dividend'),
          eq(contracts.status, 'active'),
        ),
      )
      .limit(1);
    const rateBp = contract?.rateBp ?? 0;
    const months = dividendMonths(this.now(), query.utcOffset, DIVIDEND_MONTHS);
    const days = await betTotalsByDay(
      this.db,
      inTeam(b.memberId, agent.id),
      daySpan(months.at(-1)!.startDate, months[0]!.endDate, query.utcOffset),
      query.utcOffset,
    );
    return {
      enabled: true,
      rate: contract ? bpToRate(contract.rateBp) : null,
      periods: months.map((period) => {
        const inMonth = days.filter((day) => day.date.startsWith(period.month));
        const stakeMinor = inMonth.reduce((sum, day) => sum + day.stakeMinor, 0);
        const winMinor = inMonth.reduce((sum, day) => sum + day.winMinor, 0);
        const netLossMinor = stakeMinor - winMinor;
        return {
          ...period,
          betCount: inMonth.reduce((sum, day) => sum + day.betCount, 0),
          stake: minorToAmount(stakeMinor),
          win: minorToAmount(winMinor),
          netLoss: minorToAmount(netLossMinor),
          dividend: minorToAmount(netLossMinor > 0 ? shareOf(netLossMinor, rateBp) : 0),
        };
      }),
    };
  }
}
