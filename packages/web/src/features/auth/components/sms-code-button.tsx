import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DURATION } from '@kalaro/contract/constants';
import { toast } from '@/shared/ui/toast/toast-store';
import styles from '@/shared/ui/form.module.css';
import { useCountdown } from '@/features/auth/components/use-countdown';
import { useMessages } from '@/features/auth/components/use-message';
import { countdownSeconds } from '@/features/auth/model';

interface Props {
  /** Validates the mobile number first; resolves expiredMinutes, or null when nothing was sent. */
  send: () => Promise<number | null>;
  onSent?: () => void;
}

/** The "get code" link next to a mobile field: idle → sending → counting down → idle. */
export function SmsCodeButton({ send, onSent }: Props) {
  const { t } = useTranslation();
  const { apiError } = useMessages();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    setSending(true);
    const dismiss = toast.loading(t('in_sms_sending'));
    try {
      const minutes = await send();
      if (minutes === null) return;
      countdown.start(countdownSeconds(minutes));
      toast.success(t('in_sms_send'), { duration: DURATION.SMS_SENT });
      onSent?.();
    } catch (error) {
      toast.error(apiError(error));
    } finally {
      dismiss();
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.addonButton}
      onClick={() => void onClick()}
      disabled={sending || countdown.running}
      aria-live="polite"
    >
      {countdown.running ? t('resend_in', { seconds: countdown.remaining }) : t('send_code')}
    </button>
  );
}
