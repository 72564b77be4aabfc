import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shared/http/error-text';
import { AlertIcon } from '@/shared/ui/icons';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';
import { useAppReady } from '@/shared/first-paint';

interface Props {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** Start-up settings could not be loaded: say why and offer Retry. */
export function StartupError({ error, onRetry, retrying }: Props) {
  useAppReady();
  const { t } = useTranslation();
  const reason = useErrorText(error);
  return (
    <main>
      <StatusPage
        testId="startup-error"
        icon={<AlertIcon size={44} />}
        tone="danger"
        title={t('startup_error_title')}
        headingLevel={1}
        fullScreen
      >
        <p>{reason}</p>
        <p>{t('startup_error_text')}</p>
        <button type="button" className={button.button} onClick={onRetry} disabled={retrying}>
          {t('retry')}
        </button>
      </StatusPage>
    </main>
  );
}
