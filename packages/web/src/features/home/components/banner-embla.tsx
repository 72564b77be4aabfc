import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { PauseIcon, PlayIcon } from '@/features/home/components/home-icons';
import styles from '@/features/home/components/banner-embla.module.css';

interface Props {
  /** The carousel's viewport, already on screen: embla takes over this DOM. */
  viewportRef: RefObject<HTMLElement | null>;
  count: number;
  loop: boolean;
  autoplay: boolean;
  delay: number;
}

/**
 * The lazily loaded part of the banner carousel: runs embla on the viewport the
 * home page already shows and adds the slide picker ("Banner 2 of 5") and a
 * pause / play button over the banners. Autoplay pauses while the page is hidden
 * (embla-carousel-autoplay does), while the pointer is over it and while it holds
 * focus, and stops once the user drags or picks a slide.
 */
export function BannerEmbla({ viewportRef, count, loop, autoplay, delay }: Props) {
  const { t } = useTranslation();
  // Read once: new option objects would make embla start over.
  const [options] = useState(() => ({ loop }));
  const [plugins] = useState(() =>
    autoplay
      ? [Autoplay({ delay, stopOnInteraction: true, stopOnMouseEnter: true, stopOnFocusIn: true })]
      : [],
  );
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    emblaRef(viewportRef.current);
    return () => emblaRef(null);
  }, [emblaRef, viewportRef]);

  useEffect(() => {
    if (!api) return;
    const select = () => setSelected(api.selectedScrollSnap());
    // The autoplay events come just before its state changes: take the state from the event.
    const setPlayState = (now: boolean) => {
      setPlaying(now);
      // Slides that change on their own are not announced; chosen ones are.
      api.containerNode().setAttribute('aria-live', now ? 'off' : 'polite');
    };
    const onPlay = () => setPlayState(true);
    const onStop = () => setPlayState(false);
    api.on('select', select).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    select();
    setPlayState(api.plugins().autoplay?.isPlaying() ?? false);
    return () => {
      api.off('select', select).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api]);

  const goTo = (index: number) => {
    // Picking a slide is taking control: the slideshow stops.
    api?.plugins().autoplay?.stop();
    api?.scrollTo(index);
  };

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
            onClick={() => goTo(index)}
          />
        ))}
      </div>
      {autoplay && (
        <button
          type="button"
          className={styles.playButton}
          aria-label={playing ? t('home_banners_pause') : t('home_banners_play')}
          onClick={() =>
            playing ? api?.plugins().autoplay?.stop() : api?.plugins().autoplay?.play()
          }
        >
          {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
        </button>
      )}
    </div>
  );
}
