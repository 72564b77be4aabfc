import type { MemberHistory, MemberHistoryKind } from '@kalaro/contract/member-admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { DepositService } from '../deposit/service.ts';
import type { RecordsService } from '../records/service.ts';
import type { WithdrawService } from '../withdraw/service.ts';
import { membersTable } from './tables.ts';

/** Where each kind's rows come from: the modules the player's own records use. */
export interface HistorySources {
  records: Pick<RecordsService, 'memberBets' | 'memberLedger'>;
  deposits: Pick<DepositService, 'memberPage'>;
  withdrawals: Pick<WithdrawService, 'memberPage'>;
}

/**
 * A member's history for the back office: one kind a page at a time, newest
 * first. A page reads one row more than it shows, which tells whether another
 * follows; nothing counts every row.
 */
export class MemberHistoryService {
  constructor(
    private readonly db: Db,
    private readonly sources: HistorySources,
  ) {}

  async page(
    memberId: string,
    q: { kind: MemberHistoryKind; page: number; pageSize: number },
  ): Promise<MemberHistory> {
    const [member] = await this.db
      .select({ id: membersTable.id })
      .from(membersTable)
      .where(eq(membersTable.id, memberId));
    if (!member) throw new AppError('admin.member_not_found');
    const limit = q.pageSize + 1;
    const offset = (q.page - 1) * q.pageSize;
    const paged = <R>(rows: R[]) => ({
      rows: rows.slice(0, q.pageSize),
      page: q.page,
      pageSize: q.pageSize,
      more: rows.length > q.pageSize,
    });
    switch (q.kind) {
      case 'ledger':
      case 'rewards': {
        const types = q.kind === 'rewards' ? (['bonus'] as const) : undefined;
        const rows = await this.sources.records.memberLedger(memberId, types, limit, offset);
        return { kind: q.kind, ...paged(rows) };
      }
      case 'bets':
        return {
          kind: 'bets',
          ...paged(await this.sources.records.memberBets(memberId, limit, offset, 'EN')),
        };
      case 'deposits':
        return {
          kind: 'deposits',
          ...paged(await this.sources.deposits.memberPage(memberId, limit, offset)),
        };
      case 'withdrawals':
        return {
          kind: 'withdrawals',
          ...paged(await this.sources.withdrawals.memberPage(memberId, limit, offset)),
        };
    }
  }
}
