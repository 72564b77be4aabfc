/**
 * Taking a time-out or self-exclusion (or closing the account) ends every
 * session of the member on the server. The tab that took it tells the
 * member's other tabs of this browser at once, so each signs out without
 * waiting for its next call to be refused. One channel per tab: a message
 * never comes back to the tab that sent it.
 */
const CHANNEL = 'kalaro.protection';

let channel: BroadcastChannel | null | undefined;

const tabChannel = (): BroadcastChannel | null => {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  }
  return channel;
};

export function announceSignedOut(): void {
  tabChannel()?.postMessage('signedOut');
}

/** Calls `listener` when another tab announces the sign-out; answers the unsubscribe. */
export function onSignedOutElsewhere(listener: () => void): () => void {
  const tab = tabChannel();
  if (!tab) return () => undefined;
  const onMessage = () => listener();
  tab.addEventListener('message', onMessage);
  return () => tab.removeEventListener('message', onMessage);
}
