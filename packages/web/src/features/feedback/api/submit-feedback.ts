import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_FIELD } from '@kalaro/contract/uploads';
import { feedbackRoutes } from '@kalaro/contract/routes/feedback';
import type { AppLanguage } from '@/shared/i18n/language';
import { call } from '@/shared/http/client';
import { feedbackKeys } from '@/features/feedback/api/keys';

export interface FeedbackInput {
  language: AppLanguage;
  categoryId: number;
  text: string;
  images: readonly File[];
}

/** PUT /wps/feedback (multipart): answers the stored feedback. */
export const submitFeedback = ({ language, categoryId, text, images }: FeedbackInput) => {
  const form = new FormData();
  form.append(UPLOAD_FIELD.CATEGORY, String(categoryId));
  form.append(UPLOAD_FIELD.TEXT, text);
  for (const image of images) form.append(UPLOAD_FIELD.IMAGES, image, image.name);
  return call(feedbackRoutes, 'submit', { query: { language }, formData: form });
};

/** Sends feedback; the list is read again afterwards. */
export const useSubmitFeedback = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
};
