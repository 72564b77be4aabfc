import type { CampaignKind, CampaignStatus, CampaignTextsBody } from '@kalaro/contract/campaigns';
import type { HotMatchInput, PutVipLevelsBody } from '@kalaro/contract/campaigns-admin';
import { adminRoutes as adminTable } from '@kalaro/contract/routes/admin';
import { campaignsAdminRoutes } from '@kalaro/contract/routes/campaigns-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/http/client';
import { useWriteKey } from './write-key';

/** Campaigns, VIP levels and hot matches of the back office (content.manage). */
export const CAMPAIGNS_PAGE_SIZE = 20;
export const HOT_MATCHES_PAGE_SIZE = 20;

export function useCampaigns(filter: {
  kind: CampaignKind | '';
  status: CampaignStatus | '';
  page: number;
}) {
  return useQuery({
    queryKey: ['admin', 'campaigns', filter],
    queryFn: () =>
      call(adminTable, 'listCampaigns', {
        query: {
          ...(filter.kind ? { kind: filter.kind } : {}),
          ...(filter.status ? { status: filter.status } : {}),
          page: filter.page,
          pageSize: CAMPAIGNS_PAGE_SIZE,
        },
      }),
    placeholderData: (previous) => previous,
  });
}

const textsKey = (kind: CampaignKind, id: number) => ['admin', 'campaign-texts', kind, id];

/** A campaign's texts in every language, for the editor. */
export function useCampaignTexts(kind: CampaignKind, id: number) {
  return useQuery({
    queryKey: textsKey(kind, id),
    queryFn: () => call(adminTable, 'campaignTexts', { params: { kind, id } }),
  });
}

/** Every campaign write refreshes the list (a retry with the same request key creates nothing). */
export function useCampaignWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'campaigns'] });
  return {
    create: useMutation({
      mutationFn: async ({
        kind,
        body,
      }: {
        kind: CampaignKind;
        body: unknown;
      }): Promise<{ id: number }> => {
        switch (kind) {
          case 'reward':
            return call(adminTable, 'createReward', { body: body as never });
          case 'mission':
            return call(adminTable, 'createMission', { body: body as never });
          case 'promotion':
            return call(adminTable, 'createPromotion', { body: body as never });
          case 'red-rain':
            return call(adminTable, 'createRedRain', { body: body as never });
        }
      },
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({
        kind,
        id,
        body,
      }: {
        kind: CampaignKind;
        id: number;
        body: {
          startAt?: string;
          endAt?: string;
          budget?: string;
          memberBudget?: string | null;
          status?: CampaignStatus;
        };
      }) => call(adminTable, 'updateCampaign', { params: { kind, id }, body }),
      onSettled: refresh,
    }),
    putTexts: useMutation({
      mutationFn: ({
        kind,
        id,
        body,
      }: {
        kind: CampaignKind;
        id: number;
        body: CampaignTextsBody;
      }) => call(adminTable, 'putCampaignTexts', { params: { kind, id }, body }),
      onSuccess: (value) => {
        client.setQueryData(textsKey(value.kind, value.id), value);
        return refresh();
      },
    }),
    cancelRain: useMutation({
      mutationFn: (id: number) => call(campaignsAdminRoutes, 'cancelRedRain', { params: { id } }),
      onSettled: refresh,
    }),
  };
}

export function useVipLevels() {
  return useQuery({
    queryKey: ['admin', 'vip'],
    queryFn: () => call(campaignsAdminRoutes, 'vipLevels'),
  });
}

export function usePutVipLevels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PutVipLevelsBody) => call(campaignsAdminRoutes, 'putVipLevels', { body }),
    onSuccess: (value) => client.setQueryData(['admin', 'vip'], value),
  });
}

export function useHotMatches(when: 'upcoming' | 'past', page: number) {
  return useQuery({
    queryKey: ['admin', 'hot-matches', when, page],
    queryFn: () =>
      call(campaignsAdminRoutes, 'hotMatches', {
        query: { when, page, pageSize: HOT_MATCHES_PAGE_SIZE },
      }),
    placeholderData: (previous) => previous,
  });
}

export function useHotMatchGames() {
  return useQuery({
    queryKey: ['admin', 'hot-match-games'],
    queryFn: () => call(campaignsAdminRoutes, 'hotMatchGames'),
    staleTime: 5 * 60_000,
  });
}

export function useHotMatchWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'hot-matches'] });
  const key = useWriteKey();
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: HotMatchInput }) =>
        id === null
          ? call(campaignsAdminRoutes, 'createHotMatch', { body, headers: key.headers() })
          : call(campaignsAdminRoutes, 'putHotMatch', { params: { id }, body }),
      onSuccess: key.renew,
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(campaignsAdminRoutes, 'deleteHotMatch', { params: { id } }),
      onSettled: refresh,
    }),
  };
}
