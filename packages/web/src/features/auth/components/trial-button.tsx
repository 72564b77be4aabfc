import { useTranslation } from 'react-i18next';
import type { SessionValue } from '@kalaro/contract/account';
import { toast } from '@/shared/ui/toast/toast-store';
import styles from '@/shared/ui/form.module.css';
import { useTrial } from '@/features/auth/api/trial';
import { useMessages } from '@/features/auth/components/use-message';

/** Starts a free-play session (POST trial) with a loading toast. */
export function TrialButton({ onStarted }: { onStarted: (value: SessionValue) => void }) {
  const { t } = useTranslation();
  const { apiError } = useMessages();
  const trial = useTrial();
  const start = async () => {
    const dismiss = toast.loading(t('trial_starting'));
    try {
      onStarted(await trial.mutateAsync());
    } catch (error) {
      toast.error(apiError(error));
    } finally {
      dismiss();
    }
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.secondary}`}
      onClick={() => void start()}
      disabled={trial.isPending}
    >
      {t('trial_play')}
    </button>
  );
}
