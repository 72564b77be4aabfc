import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { errorMessageKey } from '@/shared/http/error-message';
import { formatWait, lockoutSeconds } from '@/features/auth/model';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Turns a validation failure (a message key, possibly from the server's
 * configuration) or a failed call into text in the current language.
 */
export function useMessages() {
  const { t, i18n } = useTranslation();
  const tx = t as unknown as Translate;

  const validation = useCallback(
    (failure: string | undefined, field: string): string | undefined => {
      if (!failure) return undefined;
      if (failure === 'validation_required') return tx('validation_required', { field });
      if (i18n.exists(failure)) return tx(failure, { field, min: 5 });
      return tx('validation_invalid', { field });
    },
    [tx, i18n],
  );

  const apiError = useCallback(
    (error: unknown): string => {
      if (isApiError(error) && error.errorCode === 'auth.account_locked') {
        const seconds = lockoutSeconds(error.value);
        if (seconds !== null) return tx('error_account_locked_wait', { wait: formatWait(seconds) });
      }
      return tx(errorMessageKey(error));
    },
    [tx],
  );

  return { validation, apiError };
}
