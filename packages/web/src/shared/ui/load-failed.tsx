import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/shared/http/error-message';
import { AlertIcon } from '@/shared/ui/icons';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';

export interface LoadFailedProps {
  error: unknown;
  /** The heading (default: the records' "could not be loaded"). */
  title?: string;
  /** Whether the page says why (the error's text); default yes. */
  reason?: boolean;
  /** Retry; left out where asking again cannot help. */
  onRetry?: () => void;
  /** Disables Retry while the screen asks again. */
  retrying?: boolean;
  /** Other ways on, after Retry (back, another path). */
  children?: ReactNode;
}

/** A screen whose data could not be loaded: what failed, why, and Retry. */
export function LoadFailed({
  error,
  title,
  reason = true,
  onRetry,
  retrying = false,
  children,
}: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<AlertIcon size={40} />}
      title={title ?? t('records_load_failed')}
      tone="danger"
    >
      {reason && <p>{t(errorMessageKey(error))}</p>}
      {onRetry && (
        <button type="button" className={button.button} onClick={onRetry} disabled={retrying}>
          {t('retry')}
        </button>
      )}
      {children}
    </StatusPage>
  );
}
