import { errorCatalogue, isErrorCode } from '@kalaro/contract/errors';
import { CLIENT_ERROR, isApiError } from '@/shared/http/api-error';

/**
 * The i18n key that describes an error to the user. It reads the whole error
 * catalogue, so screens import it; home and the shell (the first load) use
 * `error-text.ts`, which loads this module when something has failed.
 */
export const errorMessageKey = (error: unknown) => {
  if (isApiError(error)) {
    if (error.errorCode === CLIENT_ERROR.NETWORK) return 'error_network' as const;
    if (error.errorCode === CLIENT_ERROR.TIMEOUT) return 'error_network_timeout' as const;
    if (isErrorCode(error.errorCode)) return errorCatalogue[error.errorCode].messageKey;
  }
  return 'error_unknown' as const;
};
