import { isApiError } from '@/shared/http/api-error';
import styles from './admin.module.css';
import { errorText } from './model';
import { useText } from './use-text';

/** A failed call's message for the operator, read out when it appears. */
export function ErrorLine({ error }: { error: unknown }) {
  const text = useText();
  if (!error) return null;
  const code = isApiError(error) ? error.errorCode : undefined;
  const value = isApiError(error)
    ? (error.value as { retryAfterSeconds?: number } | undefined)
    : undefined;
  return (
    <p className={styles.error} role="alert">
      {text(errorText(code), { wait: value?.retryAfterSeconds ?? 30 })}
    </p>
  );
}
