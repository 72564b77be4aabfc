import { STORAGE_KEY } from '@kalaro/contract/constants';
import { readItem, removeItem, writeItem } from '@/shared/storage/storage';
import { parseRememberedLogin, serializeRememberedLogin } from '@/features/auth/model';
import type { RememberedLogin } from '@/features/auth/model';

/** Local-storage key of "remember me": login type, username and dial code only. */
export const REMEMBERED_LOGIN_KEY = 'kalaro.rememberedLogin';

export const readRememberedLogin = (): RememberedLogin | null =>
  parseRememberedLogin(readItem('local', REMEMBERED_LOGIN_KEY));

export const rememberLogin = (login: RememberedLogin | null): void => {
  if (login) {
    writeItem('local', REMEMBERED_LOGIN_KEY, serializeRememberedLogin(login));
    writeItem('local', STORAGE_KEY.AUTO_LOGIN, '1');
  } else {
    removeItem('local', REMEMBERED_LOGIN_KEY);
  }
};
