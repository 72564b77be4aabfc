import { z } from 'zod';

/**
 * Every JSON answer of the API is an envelope. The specification reads `value`,
 * `value.captcha` and `errorCode` from it.
 */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.optional(),
    errorCode: z.string().optional(),
    message: z.string().optional(),
  });

export const errorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string().optional(),
  /** Extra machine-readable detail, e.g. the failing field of a validation error. */
  value: z.unknown().optional(),
});

export type Envelope<T> = {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
};

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
