import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

/** The running carousel: what the slide picker and the pause button drive. */
export type BannerApi = NonNullable<UseEmblaCarouselType[1]>;

interface Props {
  /** The carousel's viewport, already on screen: embla takes over this DOM. */
  viewportRef: RefObject<HTMLElement | null>;
  loop: boolean;
  /** Whether there is a slideshow (not under reduced motion)… */
  autoplay: boolean;
  /** …and whether it starts playing (the user may have paused it before embla came). */
  playing: boolean;
  delay: number;
  /** The running carousel once embla has measured the slides; null when it stops. */
  onReady: (api: BannerApi | null) => void;
  onSelect: (index: number) => void;
  onPlaying: (playing: boolean) => void;
}

/**
 * The lazily loaded engine of the banner carousel: runs embla on the viewport the
 * home page already shows and reports the selected slide and the slideshow's
 * state to the carousel, which draws the controls. Autoplay pauses while the page
 * is hidden (embla-carousel-autoplay does), while the pointer is over it and while
 * it holds focus, and stops once the user drags or picks a slide.
 */
export function BannerEmbla({
  viewportRef,
  loop,
  autoplay,
  playing,
  delay,
  onReady,
  onSelect,
  onPlaying,
}: Props) {
  // Read once: new option objects would make embla start over.
  const [options] = useState(() => ({ loop }));
  const [plugins] = useState(() =>
    autoplay
      ? [
          Autoplay({
            delay,
            playOnInit: playing,
            stopOnInteraction: true,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
        ]
      : [],
  );
  const [emblaRef, api] = useEmblaCarousel(options, plugins);

  useEffect(() => {
    emblaRef(viewportRef.current);
    return () => emblaRef(null);
  }, [emblaRef, viewportRef]);

  useEffect(() => {
    if (!api) return;
    const select = () => onSelect(api.selectedScrollSnap());
    // The autoplay events come just before its state changes: take the state from the event.
    const setPlayState = (now: boolean) => {
      onPlaying(now);
      // Slides that change on their own are not announced; chosen ones are.
      api.containerNode().setAttribute('aria-live', now ? 'off' : 'polite');
    };
    const onPlay = () => setPlayState(true);
    const onStop = () => setPlayState(false);
    api.on('select', select).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    select();
    // The hover or focus that woke embla came before its autoplay listened: stop
    // it as the plugin would have, had it been running (pointer over the carousel,
    // focus on a slide).
    const slideshow = api.plugins().autoplay;
    const engaged =
      api.rootNode().matches(':hover') || api.containerNode().contains(document.activeElement);
    if (slideshow?.isPlaying() && engaged) slideshow.stop();
    setPlayState(slideshow?.isPlaying() ?? false);
    onReady(api);
    return () => {
      onReady(null);
      api.off('select', select).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api, onReady, onSelect, onPlaying]);

  return null;
}
