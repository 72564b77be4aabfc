import { HOME_PATH } from '@/app/routes/table';
import type { BackRule } from '@/app/routes/table';

/** Where a back action goes: a path (replacing nothing) or one step back in history. */
export type BackTarget = { kind: 'path'; to: string } | { kind: 'history' };

interface BackInput {
  /** The route's rule: login, register, trial, notice and forget go home. */
  rule: BackRule;
  /**
   * React Router's index of the current entry in this app's history
   * (`window.history.state.idx`); 0 or missing when the app was opened here.
   */
  historyIndex: number | null | undefined;
  /** An explicit target given to a generic back button. */
  to?: string;
}

/**
 * Back rules: a given path wins; routes with the
 * 'home' rule go to /m/home; otherwise back in history when there is an entry
 * inside the app, else /m/home.
 */
export const decideBack = ({ rule, historyIndex, to }: BackInput): BackTarget => {
  if (to) return { kind: 'path', to };
  if (rule === 'home') return { kind: 'path', to: HOME_PATH };
  if (typeof historyIndex === 'number' && historyIndex > 0) return { kind: 'history' };
  return { kind: 'path', to: HOME_PATH };
};

/** The current React Router history index, read from the browser history state. */
export const currentHistoryIndex = (): number | null => {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state) {
    const idx = (state as { idx: unknown }).idx;
    return typeof idx === 'number' ? idx : null;
  }
  return null;
};
