import type {
  AdminAnnouncementsQuery,
  AdminFeedbackQuery,
  HelpEntryInput,
  SendMessageBody,
} from '@kalaro/contract/content-admin';
import type { AnnouncementInput } from '@kalaro/contract/content';
import { adminRoutes } from '@kalaro/contract/routes/admin';
import { contentAdminRoutes } from '@kalaro/contract/routes/content-admin';
import { feedbackRoutes } from '@kalaro/contract/routes/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/http/client';
import { useWriteKey } from './write-key';

/** The content screens' calls: announcements, banner images, inbox messages, feedback, help. */

export const PAGE_SIZE = 20;

export function useAnnouncements(query: AdminAnnouncementsQuery) {
  return useQuery({
    queryKey: ['admin', 'announcements', query],
    queryFn: () =>
      call(contentAdminRoutes, 'listAnnouncements', { query: { ...query, pageSize: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
}

export function useAnnouncementWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'announcements'] });
  const key = useWriteKey();
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: AnnouncementInput }) =>
        id === null
          ? call(adminRoutes, 'createAnnouncement', { body, headers: key.headers() })
          : call(adminRoutes, 'putAnnouncement', { params: { id }, body }),
      onSuccess: key.renew,
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(adminRoutes, 'deleteAnnouncement', { params: { id } }),
      onSettled: refresh,
    }),
    upload: useMutation({
      mutationFn: (file: File) => {
        const formData = new FormData();
        formData.append('images', file);
        return call(contentAdminRoutes, 'uploadBannerImage', { formData });
      },
    }),
  };
}

export function useMessageSends(page: number) {
  return useQuery({
    queryKey: ['admin', 'message-sends', page],
    queryFn: () =>
      call(contentAdminRoutes, 'listMessageSends', { query: { page, pageSize: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    // The body's clientKey makes a retried send idempotent.
    mutationFn: (body: SendMessageBody) => call(contentAdminRoutes, 'sendMessage', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'message-sends'] }),
  });
}

export function useFeedbackList(query: AdminFeedbackQuery) {
  return useQuery({
    queryKey: ['admin', 'feedback', query],
    queryFn: () =>
      call(contentAdminRoutes, 'listFeedback', { query: { ...query, pageSize: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
}

export function useFeedbackDetail(id: number) {
  return useQuery({
    queryKey: ['admin', 'feedback-detail', id],
    queryFn: () => call(contentAdminRoutes, 'feedbackDetail', { params: { id } }),
  });
}

export function useReplyFeedback(id: number) {
  const client = useQueryClient();
  const key = useWriteKey();
  return useMutation({
    mutationFn: (reply: string) =>
      call(feedbackRoutes, 'reply', { params: { id }, body: { reply }, headers: key.headers() }),
    onSuccess: key.renew,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'feedback'] }),
        client.invalidateQueries({ queryKey: ['admin', 'feedback-detail', id] }),
      ]),
  });
}

export function useHelpEntries(device: 'MOBILE' | 'WEB', page: number) {
  return useQuery({
    queryKey: ['admin', 'help', device, page],
    queryFn: () => call(contentAdminRoutes, 'listHelp', { query: { device, page, pageSize: 100 } }),
    placeholderData: (previous) => previous,
  });
}

export function useHelpWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'help'] });
  const key = useWriteKey();
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: HelpEntryInput }) =>
        id === null
          ? call(contentAdminRoutes, 'createHelp', { body, headers: key.headers() })
          : call(contentAdminRoutes, 'putHelp', { params: { id }, body }),
      onSuccess: key.renew,
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(contentAdminRoutes, 'deleteHelp', { params: { id } }),
      onSettled: refresh,
    }),
    order: useMutation({
      mutationFn: (body: { device: 'MOBILE' | 'WEB'; ids: number[] }) =>
        call(contentAdminRoutes, 'orderHelp', { body }),
      onSettled: refresh,
    }),
  };
}
