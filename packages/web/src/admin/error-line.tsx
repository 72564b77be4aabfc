import { isApiError } from '@/shared/http/api-error';
import styles from './admin.module.css';
import { errorText, type AdminText } from './model';
import { useText } from './use-text';

/**
 * A failed call's message for the operator, read out when it appears;
 * `texts` says it otherwise for some error codes (what they mean for this call).
 */
export function ErrorLine({
  error,
  texts,
}: {
  error: unknown;
  texts?: Partial<Record<string, AdminText>>;
}) {
  const text = useText();
  if (!error) return null;
  const code = isApiError(error) ? error.errorCode : undefined;
  const value = isApiError(error)
    ? (error.value as { retryAfterSeconds?: number } | undefined)
    : undefined;
  return (
    <p className={styles.error} role="alert">
      {text((code && texts?.[code]) || errorText(code), { wait: value?.retryAfterSeconds ?? 30 })}
    </p>
  );
}
