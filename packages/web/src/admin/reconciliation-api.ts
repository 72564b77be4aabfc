import type { ReconciliationSide } from '@kalaro/contract/payment-gateways';
import { paymentGatewaysRoutes } from '@kalaro/contract/routes/payment-gateways';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/http/client';
import { retryUnlessRefused } from './api';

/** The payment gateways the server runs and what each can do. */
export function usePaymentGateways() {
  return useQuery({
    queryKey: ['admin', 'payment-gateways'],
    queryFn: () => call(paymentGatewaysRoutes, 'list'),
    staleTime: 5 * 60_000,
  });
}

export interface ReconciliationAsk {
  provider: string;
  side: ReconciliationSide;
  startDate: string;
  endDate: string;
  utcOffset: number;
}

/**
 * A gateway's reconciliation over a range of days (each row is a question to
 * the gateway: asked only when shown, never retried on a 4xx).
 */
export function useReconciliation(ask: ReconciliationAsk | null) {
  return useQuery({
    queryKey: ['admin', 'reconciliation', ask],
    queryFn: () => call(paymentGatewaysRoutes, 'reconciliation', { query: ask! }),
    enabled: ask !== null,
    retry: retryUnlessRefused,
  });
}
