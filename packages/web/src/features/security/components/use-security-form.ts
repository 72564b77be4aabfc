import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DURATION } from '@kalaro/contract/constants';
import { isApiError } from '@/shared/http/api-error';
import { errorMessageKey } from '@/shared/http/error-message';
import { toast } from '@/shared/ui/toast/toast-store';
import { fieldOfError } from '@/features/security/model';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What every security form shares: field errors in the current language, a
 * refused call shown under the field it is about (or above the button), and a
 * success toast after which the form empties.
 */
export function useSecurityForm<V extends FieldValues>(form: UseFormReturn<V>) {
  const { t } = useTranslation();
  const tx = t as unknown as Translate;
  const [failure, setFailure] = useState<string | null>(null);
  const fields = Object.keys(form.getValues());

  /** The error text of a field: a server message as is, a check's key translated. */
  const errorOf = (name: Path<V>, label: string): string | undefined => {
    const error = form.formState.errors[name];
    const message = typeof error?.message === 'string' ? error.message : undefined;
    if (!message) return undefined;
    return error?.type === 'server' ? message : tx(message, { field: label });
  };

  /** Runs a call; success toasts `doneKey` and resets the form. */
  const submit = async (run: () => Promise<unknown>, doneKey: string) => {
    setFailure(null);
    try {
      await run();
      toast.success(tx(doneKey), { duration: DURATION.TOAST_SUCCESS });
      form.reset();
      return true;
    } catch (error) {
      const text = tx(errorMessageKey(error));
      const field = isApiError(error) ? fieldOfError(error.errorCode, error.value, fields) : null;
      if (field) {
        form.setError(field as Path<V>, { type: 'server', message: text });
        form.setFocus(field as Path<V>);
      } else setFailure(text);
      return false;
    }
  };

  return { errorOf, submit, failure, tx };
}
