import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@kalaro/contract/routes/auth';
import { call } from '@/shared/http/client';

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode?: string;
  purpose: 'register' | 'login' | 'reset';
}

/** POST /wps/auth/sms-code: answers expiredMinutes. */
export const sendSmsCode = (body: SmsCodeRequest) => call(authRoutes, 'smsCode', { body });

export const useSendSmsCode = () => useMutation({ mutationFn: sendSmsCode });
