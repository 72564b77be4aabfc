import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import styles from '@/shared/ui/form.module.css';

interface Props {
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha image inside the captcha field: tapping it asks for a new one. */
export function CaptchaAddon({ image, loading, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.captchaButton}
      onClick={onRefresh}
      aria-label={t('captcha_refresh')}
      data-testid="captcha-image"
    >
      {image && !loading ? <img src={image} alt="" /> : <Spinner size={18} />}
    </button>
  );
}
