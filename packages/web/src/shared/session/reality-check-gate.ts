import { useSyncExternalStore } from 'react';
import { isApiError } from '@/shared/http/api-error';

/**
 * The reality check and the games between them: the app shell's
 * reality check opens only between game rounds, and no round starts while it
 * is open. A game marks each round it plays ({@link startRound}) and asks
 * {@link isRealityCheckOpen} before starting one; the shell's check says when
 * it opens and closes, and waits for {@link isRoundRunning} to end. The server
 * holds it too: while the check is due it refuses every stake with
 * {@link isRealityCheckDue}'s error, and the shell's check opens at once.
 */
type Listener = () => void;

let open = false;
let rounds = 0;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const subscribeRealityCheck = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const isRealityCheckOpen = (): boolean => open;

export const setRealityCheckOpen = (value: boolean): void => {
  if (open === value) return;
  open = value;
  notify();
};

export const isRoundRunning = (): boolean => rounds > 0;

/**
 * A game round starts (a spin until its result shows); the returned function
 * ends it (once). Refused (null) while the reality check is open.
 */
export const startRound = (): (() => void) | null => {
  if (open) return null;
  rounds += 1;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    rounds -= 1;
    notify();
  };
};

/** Whether the reality check is open now (a game pauses its play button). */
export const useRealityCheckOpen = (): boolean =>
  useSyncExternalStore(subscribeRealityCheck, isRealityCheckOpen, isRealityCheckOpen);

/** Whether a game round runs now (the shell's check waits for it). */
export const useRoundRunning = (): boolean =>
  useSyncExternalStore(subscribeRealityCheck, isRoundRunning, isRoundRunning);

/** The server's refusal of a stake while the session's reality check waits for an answer. */
export const isRealityCheckDue = (error: unknown): boolean =>
  isApiError(error) && error.errorCode === 'protection.reality_check_due';

const dueListeners = new Set<Listener>();

/** Hears {@link reportRealityCheckDue} (the shell's check, which opens at once). */
export const onRealityCheckDue = (listener: Listener): (() => void) => {
  dueListeners.add(listener);
  return () => {
    dueListeners.delete(listener);
  };
};

/**
 * A stake made outside the query client (a direct call) was refused as due:
 * the shell's check opens as it does for a refused query or mutation.
 */
export const reportRealityCheckDue = (error: unknown): boolean => {
  if (!isRealityCheckDue(error)) return false;
  for (const listener of dueListeners) listener();
  return true;
};
