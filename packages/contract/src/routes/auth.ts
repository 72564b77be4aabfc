import type { RouteTable } from '../route-info.ts';

export const authRoutes = {
  captcha: { method: 'GET', path: '/wps/auth/captcha', auth: 'public' },
  login: { method: 'POST', path: '/wps/auth/login', auth: 'public', region: 'blocked' },
  trial: { method: 'POST', path: '/wps/auth/trial', auth: 'public', region: 'blocked' },
  register: { method: 'PUT', path: '/wps/auth/register', auth: 'public', region: 'blocked' },
  registerSettings: { method: 'GET', path: '/wps/auth/register/settings', auth: 'public' },
  affiliateCheck: {
    method: 'GET',
    path: '/wps/auth/affiliate/check',
    auth: 'public',
    flag: 'AFFCODE',
  },
  smsCode: { method: 'POST', path: '/wps/auth/sms-code', auth: 'public' },
  setPasswordByPhone: {
    method: 'POST',
    path: '/wps/auth/password/phone',
    auth: 'public',
    flag: 'RESETPSWPHONE',
  },
  forgotPasswordByEmail: {
    method: 'POST',
    path: '/wps/auth/password/email',
    auth: 'public',
  },
  logout: { method: 'DELETE', path: '/wps/auth/session', auth: 'member' },
} as const satisfies RouteTable;
