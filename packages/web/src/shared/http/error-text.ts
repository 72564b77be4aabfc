import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ERROR, isApiError } from '@/shared/http/api-error';
import { i18n, loadScreenTexts } from '@/shared/i18n/i18n';
import { toast } from '@/shared/ui/toast/toast-store';
import type { errorMessageKey } from '@/shared/http/error-message';

type ErrorKey = ReturnType<typeof errorMessageKey>;

/*
 * Error texts for the first load's code (home, the shell, start-up). The error
 * catalogue and most error messages are not part of the first load: they arrive
 * with the other screens' texts, fetched here the moment something fails.
 */

/** What can be said without the catalogue: offline, or "something went wrong". */
const basicKey = (error: unknown): ErrorKey => {
  if (!isApiError(error)) return 'error_unknown';
  if (error.errorCode === CLIENT_ERROR.NETWORK) return 'error_network';
  if (error.errorCode === CLIENT_ERROR.TIMEOUT) return 'error_network_timeout';
  return 'error_unknown';
};

/** The i18n key for an error, with the catalogue and texts loaded on demand. */
export const loadErrorKey = async (error: unknown): Promise<ErrorKey> => {
  try {
    const [messages] = await Promise.all([
      import('@/shared/http/error-message'),
      loadScreenTexts(),
    ]);
    return messages.errorMessageKey(error);
  } catch {
    // The chunks could not be fetched (offline): the basic text ships with the app.
    return basicKey(error);
  }
};

/** Shows a failed call as an error toast, in the current language. */
export const toastError = (error: unknown): void => {
  void loadErrorKey(error).then((key) => toast.error(i18n.t(key)));
};

/** The text for an error, basic at first and precise once the catalogue has loaded. */
export function useErrorText(error: unknown): string {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ error: unknown; key: ErrorKey } | null>(null);
  useEffect(() => {
    let current = true;
    void loadErrorKey(error).then((key) => {
      if (current) setLoaded({ error, key });
    });
    return () => {
      current = false;
    };
  }, [error]);
  return t(loaded !== null && loaded.error === error ? loaded.key : basicKey(error));
}
