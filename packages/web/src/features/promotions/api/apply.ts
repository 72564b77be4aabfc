import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_FIELD } from '@kalaro/contract/uploads';
import { promotionsRoutes } from '@kalaro/contract/routes/promotions';
import { call } from '@/shared/http/client';
import { promotionKeys } from '@/features/promotions/api/keys';

export interface ApplyInput {
  promotionId: number;
  comment: string;
  images: readonly File[];
}

/** POST /wps/promotions/:id/applications (multipart): answers the pending application. */
export const applyToPromotion = ({ promotionId, comment, images }: ApplyInput) => {
  const form = new FormData();
  form.append(UPLOAD_FIELD.COMMENT, comment);
  for (const image of images) form.append(UPLOAD_FIELD.IMAGES, image, image.name);
  return call(promotionsRoutes, 'apply', { params: { id: promotionId }, formData: form });
};

/** Applies; the list and the detail are read again (success, or someone applied elsewhere). */
export const useApplyToPromotion = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyToPromotion,
    onSettled: () => client.invalidateQueries({ queryKey: promotionKeys.all }),
  });
};
