import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/shared/http/error-message';
import { AlertIcon } from '@/shared/ui/icons';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';

/** A records page that could not be loaded: why, and Retry. */
export function LoadFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StatusPage icon={<AlertIcon size={40} />} title={t('records_load_failed')} tone="danger">
      <p>{t(errorMessageKey(error))}</p>
      <button type="button" className={button.button} onClick={onRetry} disabled={retrying}>
        {t('retry')}
      </button>
    </StatusPage>
  );
}
