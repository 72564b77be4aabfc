import { useState } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DURATION } from '@kalaro/contract/constants';
import { isApiError } from '@/shared/http/api-error';
import { errorMessageKey } from '@/shared/http/error-message';
import { toast } from '@/shared/ui/toast/toast-store';
import { textKey, type TextKey } from '@/shared/i18n/text-key';
import { fieldOfError } from '@/features/security/model';

/**
 * What every security form shares: field errors in the current language, a
 * refused call shown under the field it is about (or above the button), and a
 * success toast after which the form empties.
 */
export function useSecurityForm<V extends FieldValues>(form: UseFormReturn<V>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const fields = Object.keys(form.getValues());

  /** The error text of a field: a server message as is, a check's key translated. */
  const errorOf = (name: Path<V>, label: string): string | undefined => {
    const error = get(form.formState.errors, name) as FieldError | undefined;
    const message = typeof error?.message === 'string' ? error.message : undefined;
    if (!message) return undefined;
    return error?.type === 'server' ? message : t(textKey(message), { field: label });
  };

  /** Runs a call; success toasts `doneKey` and resets the form. */
  const submit = async (run: () => Promise<unknown>, doneKey: TextKey) => {
    setFailure(null);
    try {
      await run();
      toast.success(t(doneKey), { duration: DURATION.TOAST_SUCCESS });
      form.reset();
      return true;
    } catch (error) {
      const text = t(errorMessageKey(error));
      const field = isApiError(error) ? fieldOfError(error.errorCode, error.value, fields) : null;
      if (field) {
        form.setError(field as Path<V>, { type: 'server', message: text });
        form.setFocus(field as Path<V>);
      } else setFailure(text);
      return false;
    }
  };

  return { errorOf, submit, failure };
}
