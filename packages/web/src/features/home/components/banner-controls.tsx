import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from '@/features/home/components/home-icons';
import styles from '@/features/home/components/banner-controls.module.css';

interface Props {
  count: number;
  /** The slide shown (0-based). */
  selected: number;
  /** Whether the slideshow plays: the button offers the other state. */
  playing: boolean;
  /** Whether there is a slideshow at all (not under reduced motion). */
  autoplay: boolean;
  onPick: (index: number) => void;
  onToggle: () => void;
}

/** The slide picker ("Banner 2 of 5") and the pause / play button over the banners. */
export function BannerControls({ count, selected, playing, autoplay, onPick, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls} data-testid="banner-controls">
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={t('home_banner_slide', { index: index + 1, count })}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => onPick(index)}
          />
        ))}
      </div>
      {autoplay && (
        <button
          type="button"
          className={styles.playButton}
          aria-label={playing ? t('home_banners_pause') : t('home_banners_play')}
          onClick={onToggle}
        >
          {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
        </button>
      )}
    </div>
  );
}
