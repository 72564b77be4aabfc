import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentAnnouncementsQuery, AgentAnnouncementsValue } from '@kalaro/contract/agent';
import { agentRoutes } from '@kalaro/contract/routes/agent';
import { call } from '@/shared/http/client';
import { agentKeys } from '@/features/agent/api/keys';

/** GET /wps/agent/announcements: the agent announcements with what was read, and the footer's count. */
export const useAgentAnnouncements = (query: AgentAnnouncementsQuery) =>
  useQuery({
    queryKey: agentKeys.announcements(query),
    queryFn: ({ signal }) => call(agentRoutes, 'announcements', { query, signal }),
  });

/** POST /wps/agent/announcements/:id/read: marks one read; every cached list (any language) follows. */
export const useReadAnnouncement = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(agentRoutes, 'readAnnouncement', { params: { id: String(id) } }),
    onSuccess: ({ footer }, id) =>
      client.setQueriesData<AgentAnnouncementsValue>(
        { queryKey: agentKeys.announcementsAll },
        (list) =>
          list && {
            footer,
            announcements: list.announcements.map((a) => (a.id === id ? { ...a, read: true } : a)),
          },
      ),
  });
};
