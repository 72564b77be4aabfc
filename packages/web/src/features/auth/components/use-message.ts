import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { errorMessageKey } from '@/shared/http/error-message';
import { textKey } from '@/shared/i18n/text-key';
import { formatWait, lockoutSeconds } from '@/features/auth/model';

/**
 * Turns a validation failure (a message key, possibly from the server's
 * configuration) or a failed call into text in the current language.
 */
export function useMessages() {
  const { t, i18n } = useTranslation();

  const validation = useCallback(
    (failure: string | undefined, field: string): string | undefined => {
      if (!failure) return undefined;
      if (failure === 'validation_required') return t('validation_required', { field });
      if (i18n.exists(failure)) return t(textKey(failure), { field, min: 5 });
      return t('validation_invalid', { field });
    },
    [t, i18n],
  );

  const apiError = useCallback(
    (error: unknown): string => {
      if (isApiError(error) && error.errorCode === 'auth.account_locked') {
        const seconds = lockoutSeconds(error.value);
        if (seconds !== null) return t('error_account_locked_wait', { wait: formatWait(seconds) });
      }
      return t(errorMessageKey(error));
    },
    [t],
  );

  return { validation, apiError };
}
