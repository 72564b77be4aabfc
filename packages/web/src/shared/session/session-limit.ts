/**
 * The server ended every session of the member at their own session-time limit
 * (`protection.session_limit`): the http client says so here, and the app
 * shell shows the screen that explains why (/m/sessionLimit).
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export const onSessionLimit = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const sessionLimitReached = (): void => {
  for (const listener of listeners) listener();
};
