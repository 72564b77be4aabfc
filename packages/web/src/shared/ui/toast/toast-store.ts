import { DURATION } from '@kalaro/contract/constants';

/**
 * Toasts: short-lived messages. Errors are announced assertively (role=alert),
 * everything else politely. Each call returns a function that dismisses it.
 */
export type ToastTone = 'neutral' | 'info' | 'success' | 'loading' | 'error';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

type Dismiss = () => void;

/** At most this many toasts are on screen; the oldest goes first. */
const MAX_VISIBLE = 3;

let items: readonly ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const dismissToast = (id: number): void => {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (!items.some((item) => item.id === id)) return;
  items = items.filter((item) => item.id !== id);
  emit();
};

/** Shows a toast; `duration` null keeps it until dismissed. */
export const showToast = (message: string, tone: ToastTone, duration: number | null): Dismiss => {
  const id = nextId++;
  const overflow = items.length + 1 - MAX_VISIBLE;
  if (overflow > 0) items.slice(0, overflow).forEach((item) => dismissToast(item.id));
  items = [...items, { id, message, tone }];
  if (duration !== null)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  emit();
  return () => dismissToast(id);
};

export const clearToasts = (): void => {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  items = [];
  emit();
};

export const getToasts = (): readonly ToastItem[] => items;

export const subscribeToasts = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

interface Options {
  /** Overrides the default duration in milliseconds. */
  duration?: number;
}

export const toast = {
  /** A message for 3 s. */
  short: (message: string, options?: Options): Dismiss =>
    showToast(message, 'neutral', options?.duration ?? DURATION.TOAST_SHORT),
  /** A message for 8 s. */
  long: (message: string, options?: Options): Dismiss =>
    showToast(message, 'neutral', options?.duration ?? DURATION.TOAST_LONG),
  /** Information for 2 s. */
  info: (message: string, options?: Options): Dismiss =>
    showToast(message, 'info', options?.duration ?? DURATION.TOAST_INFO),
  /** Success for 1.5 s (pass DURATION.TOAST_SUCCESS_SHORT for 1 s). */
  success: (message: string, options?: Options): Dismiss =>
    showToast(message, 'success', options?.duration ?? DURATION.TOAST_SUCCESS),
  /** A loading indicator that stays until dismissed (or for `duration`). */
  loading: (message: string, options?: Options): Dismiss =>
    showToast(message, 'loading', options?.duration ?? null),
  /** An error, announced assertively: 3 s, or 8 s with `long`. */
  error: (message: string, options?: Options & { long?: boolean }): Dismiss =>
    showToast(
      message,
      'error',
      options?.duration ?? (options?.long ? DURATION.TOAST_LONG : DURATION.TOAST_SHORT),
    ),
};
