import { useRef } from 'react';

/**
 * The Idempotency-Key of one intended write (a create, a send): the same on
 * each retry of it, so a write whose answer was lost is not done twice; a new
 * one once it succeeded. The server replays the first answer to a retry.
 */
export function useWriteKey() {
  const key = useRef<string>(null);
  key.current ??= crypto.randomUUID();
  return {
    headers: (): Record<string, string> => ({ 'Idempotency-Key': key.current! }),
    renew: () => {
      key.current = crypto.randomUUID();
    },
  };
}
