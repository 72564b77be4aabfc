import { useSyncExternalStore } from 'react';

/**
 * The browser's own install offer (Chromium's `beforeinstallprompt`). The event
 * fires once, early, whatever screen is showing: the page's first script
 * (`public/boot.js`) keeps it in `window.kalaroInstallOffer` until this module —
 * loaded only with what offers an "Install app" button — takes it over and
 * listens itself. `appinstalled` forgets it.
 */

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** The non-standard event Chromium fires when the app may be installed. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallState {
  /** An install offer is waiting: prompt() can be called. */
  available: boolean;
  /** The app was installed during this visit. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { available: false, installed: false };
const listeners = new Set<() => void>();

const set = (next: InstallState) => {
  if (next.available === state.available && next.installed === state.installed) return;
  state = next;
  listeners.forEach((listener) => listener());
};

const isInstallEvent = (event: Event): event is BeforeInstallPromptEvent =>
  typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';

const onBeforeInstallPrompt = (event: Event) => {
  if (!isInstallEvent(event)) return;
  // Keep the browser's own mini-infobar away: the app offers installing itself.
  event.preventDefault();
  deferred = event;
  set({ available: true, installed: state.installed });
};

const onAppInstalled = () => {
  deferred = null;
  set({ available: false, installed: true });
};

let stop: (() => void) | null = null;

/** Where boot.js keeps an offer that came before this module; null once taken over. */
interface EarlyOffer {
  kalaroInstallOffer?: Event | null;
}

/** Takes over the offer boot.js kept, if any, and tells boot.js to stop keeping offers. */
export function adoptEarlyOffer(target: EarlyOffer = window as EarlyOffer): void {
  const early = target.kalaroInstallOffer;
  target.kalaroInstallOffer = null;
  if (early) onBeforeInstallPrompt(early);
}

/** Starts listening (once). Returns a function that stops it (tests). */
export function captureInstallPrompt(target: Window = window): () => void {
  if (stop) return stop;
  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', onAppInstalled);
  stop = () => {
    target.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    target.removeEventListener('appinstalled', onAppInstalled);
    stop = null;
  };
  return stop;
}

/**
 * Shows the browser's install dialog. An offer can be used once: afterwards it is
 * gone whatever the answer (the browser may fire a new one later).
 */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  set({ available: false, installed: state.installed });
  try {
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') set({ available: false, installed: true });
    return choice.outcome;
  } catch {
    return 'unavailable';
  }
}

export const getInstallState = (): InstallState => state;

export const subscribeInstallState = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Forgets everything (tests). */
export const resetInstallPrompt = (): void => {
  deferred = null;
  set({ available: false, installed: false });
};

/** The install offer as React state. */
export const useInstallPrompt = (): InstallState =>
  useSyncExternalStore(subscribeInstallState, getInstallState, getInstallState);

if (typeof window !== 'undefined') {
  captureInstallPrompt();
  adoptEarlyOffer();
}
