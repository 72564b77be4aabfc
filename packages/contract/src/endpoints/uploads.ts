import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { uploadsRoutes } from '../routes/uploads.ts';
import { uploadParams } from '../promotions.ts';

export const uploadsEndpoints = {
  image: defineEndpoint('uploads', uploadsRoutes.image, {
    summary:
      "An uploaded image's bytes with its checked content type (not an envelope); only to the member who uploaded it",
    params: uploadParams,
    value: z.never(),
    errors: ['upload.not_found'],
  }),
  adminImage: defineEndpoint('uploads', uploadsRoutes.adminImage, {
    summary: "An uploaded image's bytes, for the operator",
    params: uploadParams,
    value: z.never(),
    errors: ['upload.not_found'],
  }),
} as const;
