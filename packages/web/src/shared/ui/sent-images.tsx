import { useTranslation } from 'react-i18next';
import styles from '@/shared/ui/sent-images.module.css';

/**
 * The images a member sent with an application or a feedback, as lazy square
 * thumbnails ("Image 1", "Image 2"…); nothing when there are none.
 */
export function SentImages({
  images,
  label,
}: {
  images: readonly { id: number | string; url: string }[];
  /** The list's accessible name. */
  label: string;
}) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <ul className={styles.thumbs} aria-label={label}>
      {images.map((image, index) => (
        <li key={image.id}>
          <img
            src={image.url}
            alt={t('promotions_sent_image', { n: index + 1 })}
            className={styles.thumb}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
