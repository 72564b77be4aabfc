import { auditRoutes } from '@kalaro/contract/routes/audit';
import { depositRoutes } from '@kalaro/contract/routes/deposit';
import { gamesAdminRoutes } from '@kalaro/contract/routes/games-admin';
import { memberRoutes } from '@kalaro/contract/routes/member';
import { promotionsRoutes } from '@kalaro/contract/routes/promotions';
import { protectionRoutes } from '@kalaro/contract/routes/protection';
import type { ProtectionPeriod } from '@kalaro/contract/protection-rules';
import type { MemberHistoryKind } from '@kalaro/contract/member-admin';
import type { DepositStatus, WithdrawStatus } from '@kalaro/contract/payments-rules';
import { walletRoutes } from '@kalaro/contract/routes/wallet';
import { withdrawRoutes } from '@kalaro/contract/routes/withdraw';
import { operatorAccountsRoutes } from '@kalaro/contract/routes/operator-accounts';
import { reportsAdminRoutes } from '@kalaro/contract/routes/reports-admin';
import type { ReportKind, ReportValue } from '@kalaro/contract/reports';
import type { OperatorRole } from '@kalaro/contract/operator-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/http/client';
import { isApiError } from '@/shared/http/api-error';
import { HISTORY_PAGE_SIZE } from './member-history-model';
import { paymentRow } from './model';
import type { PaymentDetail } from './payment-detail-model';
import type { QueueFilter } from './queue-filter-model';
import { useWriteKey } from './write-key';

/** A refusal (4xx) answers the same again: shown at once, not retried (other failures once). */
export const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const adminKeys = {
  me: ['admin', 'me'] as const,
  operators: ['admin', 'operators'] as const,
  audit: (query: Record<string, string | number>) => ['admin', 'audit', query] as const,
};

/** The signed-in operator; null when there is no back-office session (401). */
export function useMe() {
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: async () => {
      try {
        return await call(operatorAccountsRoutes, 'me');
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export const signIn = (username: string, password: string) =>
  call(operatorAccountsRoutes, 'signIn', { body: { username, password } });
export const signInCode = (code: string) =>
  call(operatorAccountsRoutes, 'signInCode', { body: { code } });
export const skipEnrolment = () => call(operatorAccountsRoutes, 'skipEnrolment');

/** The signed-in operator's own password; a required change is done on success. */
export function useChangeOwnPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      call(operatorAccountsRoutes, 'changePassword', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.me }),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(operatorAccountsRoutes, 'signOut'),
    onSettled: () => {
      client.removeQueries({ queryKey: ['admin'] });
    },
  });
}

export function useOperators() {
  return useQuery({
    queryKey: adminKeys.operators,
    queryFn: () => call(operatorAccountsRoutes, 'list'),
  });
}

/** Writes to operator accounts refresh the list (and the signed-in operator's own view). */
export function useOperatorWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.operators });
  const key = useWriteKey();
  return {
    create: useMutation({
      mutationFn: (body: { username: string; role: OperatorRole; password: string }) =>
        call(operatorAccountsRoutes, 'create', { body, headers: key.headers() }),
      onSuccess: () => {
        key.renew();
        return refresh();
      },
    }),
    update: useMutation({
      mutationFn: ({
        id,
        ...body
      }: {
        id: string;
        role?: OperatorRole;
        status?: 'active' | 'disabled';
      }) => call(operatorAccountsRoutes, 'update', { params: { id }, body }),
      onSuccess: refresh,
    }),
    resetPassword: useMutation({
      mutationFn: ({ id, password }: { id: string; password: string }) =>
        call(operatorAccountsRoutes, 'resetPassword', { params: { id }, body: { password } }),
      onSuccess: refresh,
    }),
    endSessions: useMutation({
      mutationFn: (id: string) => call(operatorAccountsRoutes, 'endSessions', { params: { id } }),
      onSuccess: refresh,
    }),
  };
}

export function useAudit(query: Record<string, string | number>) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: () => call(auditRoutes, 'list', { query }),
    placeholderData: (previous) => previous,
  });
}

export type PaymentKind = 'deposit' | 'withdraw';
/** Deposits: pending, approved, rejected; withdrawals also paying and failed (payouts). */
export type PaymentStatus = WithdrawStatus;

/**
 * A review queue's page: deposits or withdrawals, by status; for withdrawals,
 * the gateways that can pay one out too.
 */
export function usePaymentQueue(
  kind: PaymentKind,
  status: PaymentStatus,
  pageNo: number,
  filter: QueueFilter & { utcOffset: number } = { utcOffset: 0 },
) {
  return useQuery({
    queryKey: ['admin', kind, status, pageNo, filter],
    queryFn: async () => {
      const query = { status, pageNo, pageSize: 20, ...filter };
      if (kind === 'withdraw') {
        const page = await call(withdrawRoutes, 'adminList', { query });
        const { payoutGateways } = page;
        return { rows: page.list.map(paymentRow), total: page.total, payoutGateways };
      }
      const deposits = { ...query, status: status as DepositStatus };
      const page = await call(depositRoutes, 'adminList', { query: deposits });
      return { rows: page.list.map(paymentRow), total: page.total, payoutGateways: [] };
    },
    placeholderData: (previous) => previous,
  });
}

export function useReviewPayment(kind: PaymentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      ...body
    }: {
      id: string;
      status: 'approved' | 'rejected';
      note?: string;
      /** Withdrawals: pay out through this gateway. */
      payoutProvider?: string;
    }): Promise<PaymentStatus> => {
      if (kind === 'deposit')
        return (await call(depositRoutes, 'adminReview', { params: { id }, body })).status;
      return (await call(withdrawRoutes, 'adminReview', { params: { id }, body })).status;
    },
    // Settled or refused (another operator was first): the queue shows what happened.
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', kind] }),
  });
}

/**
 * A request's review detail (the member's balance, turnover owed, card and
 * latest requests), read when it is opened; a refusal (gone, not allowed) is
 * shown at once, not retried.
 */
export function usePaymentDetail(kind: PaymentKind, id: string) {
  return useQuery({
    queryKey: ['admin', kind, 'detail', id],
    queryFn: (): Promise<PaymentDetail> =>
      kind === 'withdraw'
        ? call(withdrawRoutes, 'adminDetail', { params: { id } })
        : call(depositRoutes, 'adminDetail', { params: { id } }),
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/** Asks the payout gateway about a paying withdrawal; the queue then shows its status. */
export function usePayoutStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await call(withdrawRoutes, 'adminPayoutStatus', { params: { id } })).status,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'withdraw'] }),
  });
}

export type MemberSearch = {
  q: string;
  by: 'username' | 'mobile' | 'email' | 'id' | 'agent';
  page: number;
};

export function useMemberSearch(search: MemberSearch | null) {
  return useQuery({
    queryKey: ['admin', 'members', search],
    queryFn: () => call(memberRoutes, 'adminSearch', { query: { ...search!, pageSize: 20 } }),
    enabled: search !== null,
    placeholderData: (previous) => previous,
  });
}

export function useMemberDetail(id: string) {
  return useQuery({
    queryKey: ['admin', 'member', id],
    queryFn: () => call(memberRoutes, 'adminDetail', { params: { id } }),
  });
}

/**
 * One page of one kind of a member's history. Under the member's key, so a write
 * on the member (a balance adjustment) refreshes it; the page shown stays while
 * the next one of the same kind loads.
 */
export function useMemberHistory(id: string, kind: MemberHistoryKind, page: number) {
  return useQuery({
    queryKey: ['admin', 'member', id, 'history', kind, page],
    queryFn: () =>
      call(memberRoutes, 'adminHistory', {
        params: { id },
        query: { kind, page, pageSize: HISTORY_PAGE_SIZE },
      }),
    placeholderData: (previous) => (previous?.kind === kind ? previous : undefined),
  });
}

/** Writes on a member refresh its page (and any search that lists it). */
export function useMemberWrites(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'member'] });
  return {
    setStatus: useMutation({
      mutationFn: (body: { status: 'active' | 'disabled'; reason: string }) =>
        call(memberRoutes, 'adminSetStatus', { params: { id }, body }),
      onSettled: refresh,
    }),
    endSessions: useMutation({
      mutationFn: () => call(memberRoutes, 'adminEndSessions', { params: { id } }),
      onSettled: refresh,
    }),
    resetPassword: useMutation({
      mutationFn: () => call(memberRoutes, 'adminResetPassword', { params: { id } }),
      onSettled: refresh,
    }),
    adjust: useMutation({
      mutationFn: (body: { amount: string; reason: string; idempotencyKey: string }) =>
        call(walletRoutes, 'adminAdjust', { params: { id }, body }),
      onSettled: refresh,
    }),
  };
}

/** A member's time-outs and self-exclusions, their history, limits and reality check. */
export function useMemberProtection(id: string) {
  return useQuery({
    queryKey: ['admin', 'member', id, 'protection'],
    queryFn: () => call(protectionRoutes, 'adminRead', { params: { id } }),
  });
}

/** Apply a time-out or self-exclusion: the member's page (sessions ended) and the panel refresh. */
export function useApplyProtection(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { period: ProtectionPeriod; reason: string }) =>
      call(protectionRoutes, 'adminApply', { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'member', id] }),
  });
}

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export function useApplications(status: ApplicationStatus, page: number) {
  return useQuery({
    queryKey: ['admin', 'applications', status, page],
    queryFn: () =>
      call(promotionsRoutes, 'adminApplications', { query: { status, page, pageSize: 20 } }),
    placeholderData: (previous) => previous,
  });
}

export function useReviewApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      status: 'approved' | 'rejected';
      note: string | null;
    }) => call(promotionsRoutes, 'review', { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'applications'] }),
  });
}

/** The games catalogue's page for the screen's filters (server-paged and sorted). */
export function useAdminGames(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['admin', 'games', query],
    queryFn: () => call(gamesAdminRoutes, 'list', { query }),
    placeholderData: (previous) => previous,
  });
}

export function useGameVendors() {
  return useQuery({
    queryKey: ['admin', 'game-vendors'],
    queryFn: () => call(gamesAdminRoutes, 'vendors'),
  });
}

/** Writes to games and vendors refresh both lists. */
export function useGameWrites() {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'games'] }),
      client.invalidateQueries({ queryKey: ['admin', 'game-vendors'] }),
    ]);
  };
  return {
    game: useMutation({
      mutationFn: ({
        nodeId,
        ...body
      }: {
        nodeId: number;
        enabled?: boolean;
        hotRank?: number | null;
        sortOrder?: number;
      }) => call(gamesAdminRoutes, 'update', { params: { nodeId }, body }),
      onSuccess: refresh,
    }),
    vendor: useMutation({
      mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) =>
        call(gamesAdminRoutes, 'updateVendor', { params: { code }, body: { enabled } }),
      onSuccess: refresh,
    }),
  };
}

/** A report of a range of days (the server checks the range and the permission). */
export function useReport<K extends ReportKind>(
  report: K,
  range: { from: string; to: string; utcOffset: number; limit?: number } | null,
) {
  return useQuery({
    queryKey: ['admin', 'report', report, range],
    queryFn: async () =>
      (await call(reportsAdminRoutes, 'report', {
        params: { report },
        query: range!,
      })) as Extract<ReportValue, { report: K }>,
    enabled: range !== null,
    // A refused range or permission answers the same again: shown at once, not retried.
    retry: retryUnlessRefused,
    placeholderData: (previous) => previous,
  });
}
