import { z } from 'zod';
import { LIMIT, SECURITY } from './constants.ts';
import { securityAnswers } from './security-questions.ts';

/**
 * The security centre (/m/securityCenter and the "security"
 * group of §7): what is bound, the payment password, e-mail and mobile binding
 * with a verification code, and the payee name. The login password is changed
 * by `security.changePassword` (account.ts).
 */

const password = z.string().min(1).max(128);
const dialCode = z
  .string()
  .regex(/^\+?\d{1,4}$/)
  .max(5);
const code = z.string().regex(/^\d+$/).min(1).max(LIMIT.SMS_CODE_MAX);

/** What the member has set, masked: never a full address, number or name. */
export const securityOverview = z.object({
  hasPaymentPassword: z.boolean(),
  /** e.g. "de***@example.com"; null when none is bound. */
  email: z.string().nullable(),
  /** e.g. "+63 917****567"; null when none is bound. */
  mobile: z.string().nullable(),
  /** e.g. "J*** D***"; null while empty. */
  payeeName: z.string().nullable(),
  /** The payee name is set once; after that only customer service changes it. */
  payeeNameLocked: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

/**
 * Set or change the payment password. `currentPassword` is the current payment
 * password when one is set, else the login password (so an open session alone
 * cannot set it). A member with security questions also answers them.
 */
export const paymentPasswordBody = z
  .object({
    currentPassword: password,
    newPaymentPassword: z.string().min(1).max(32),
    confirmPaymentPassword: z.string().min(1).max(32),
    /** Required once the member has set security questions. */
    securityAnswers: securityAnswers.optional(),
  })
  .strict();
export type PaymentPasswordBody = z.infer<typeof paymentPasswordBody>;

/** Check the payment password (before a withdrawal); rate-limited per member. */
export const verifyPaymentPasswordBody = z
  .object({ paymentPassword: z.string().min(1).max(32) })
  .strict();
export const verifyPaymentPasswordValue = z.object({ valid: z.literal(true) });

/** Ask for a code to prove an e-mail address or a mobile number before binding it. */
export const bindCodeBody = z.discriminatedUnion('channel', [
  z
    .object({ channel: z.literal('email'), email: z.string().trim().min(3).max(LIMIT.EMAIL_MAX) })
    .strict(),
  z
    .object({
      channel: z.literal('mobile'),
      mobileNum: z.string().min(1).max(LIMIT.MOBILE_MAX),
      countryDialingCode: dialCode.optional(),
    })
    .strict(),
]);
export type BindCodeBody = z.infer<typeof bindCodeBody>;
export const bindCodeValue = z.object({ expiredMinutes: z.number().int().positive() });

/** Bind (or replace) the e-mail: the code sent to it, and the login password. */
export const bindEmailBody = z
  .object({
    email: z.string().trim().min(3).max(LIMIT.EMAIL_MAX),
    verificationCode: code,
    password,
  })
  .strict();
export type BindEmailBody = z.infer<typeof bindEmailBody>;

/** Bind (or replace) the mobile number: the SMS code sent to it, and the login password. */
export const bindMobileBody = z
  .object({
    mobileNum: z.string().min(1).max(LIMIT.MOBILE_MAX),
    countryDialingCode: dialCode.optional(),
    verificationCode: code,
    password,
  })
  .strict();
export type BindMobileBody = z.infer<typeof bindMobileBody>;

/** Set the payee name (the name on the member's bank account); once only. */
export const payeeNameBody = z
  .object({ payeeName: z.string().trim().min(1).max(SECURITY.PAYEE_NAME_MAX) })
  .strict();
export type PayeeNameBody = z.infer<typeof payeeNameBody>;
