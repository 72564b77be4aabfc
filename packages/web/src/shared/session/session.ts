import { useSyncExternalStore } from 'react';
import { STORAGE_KEY } from '@kalaro/contract/constants';
import { readItem, removeItem, writeItem } from '@/shared/storage/storage';

/**
 * Non-secret session info kept in session storage (MC_SESSION_INFO). The session
 * token itself is an HttpOnly cookie the page never sees.
 */
export interface SessionInfo {
  merchantCode: string;
  userName: string;
  /** Member type (customerType). */
  type: number;
  firstTimeLogin: boolean;
}

const isSessionInfo = (value: unknown): value is SessionInfo => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.merchantCode === 'string' &&
    typeof v.userName === 'string' &&
    v.userName.length > 0 &&
    typeof v.type === 'number' &&
    typeof v.firstTimeLogin === 'boolean'
  );
};

export const parseSessionInfo = (raw: string | null): SessionInfo | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSessionInfo(value) ? value : null;
  } catch {
    return null;
  }
};

const listeners = new Set<() => void>();
let current: SessionInfo | null | undefined;

export const getSession = (): SessionInfo | null => {
  if (current === undefined)
    current = parseSessionInfo(readItem('session', STORAGE_KEY.SESSION_INFO));
  return current;
};

const emit = () => listeners.forEach((listener) => listener());

export const setSession = (info: SessionInfo): void => {
  writeItem('session', STORAGE_KEY.SESSION_INFO, JSON.stringify(info));
  current = info;
  emit();
};

export const clearSession = (): void => {
  removeItem('session', STORAGE_KEY.SESSION_INFO);
  current = null;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current session info, or null for a visitor. Re-renders on change. */
export const useSession = (): SessionInfo | null =>
  useSyncExternalStore(subscribe, getSession, () => null);
