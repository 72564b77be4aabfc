import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@kalaro/contract/content';
import { BANNER_PLACEHOLDER_RATIO, bannerBehaviour } from '@/features/home/model';
import { afterLoadAndIdle } from '@/shared/hooks/after-load';
import { BannerControls } from '@/features/home/components/banner-controls';
import type { BannerApi } from '@/features/home/components/banner-embla';
import { ChunkBoundary } from '@/features/home/components/chunk-boundary';
import { useReducedMotion } from '@/features/home/components/use-reduced-motion';
import { withScreenTexts } from '@/shared/i18n/i18n';
import { imageUrl } from '@/shared/images/image-cdn';
import { EXTERNAL_LINK, linkTarget } from '@/shared/links/link-target';
import styles from '@/features/home/components/banner-carousel.module.css';

/** embla and its autoplay are one chunk, fetched when the carousel first has to move. */
const BannerEmbla = lazy(() =>
  withScreenTexts(import('@/features/home/components/banner-embla')).then((module) => ({
    default: module.BannerEmbla,
  })),
);

const WAKE_EVENTS = ['pointerdown', 'mouseenter', 'focusin', 'keydown'] as const;

interface Props {
  /** Undefined while the announcements load. */
  banners: readonly Banner[] | undefined;
  cdn: string;
}

/**
 * The banner carousel: the first banner is a plain image in the
 * carousel's final markup, so it paints at once with its slot reserved. With more
 * than one banner it has its slide picker and pause button at once, and embla (the
 * other slides, the swiping, the looping) takes over the same DOM when the
 * carousel first has to move: when the first slide change is due (5000 ms after
 * the page has loaded and the browser is idle; not under reduced motion or once
 * paused), or at the first touch, hover, focus or key on it. Until then a cheap
 * phone does none of that work. No banners: nothing at all.
 */
export function BannerCarousel({ banners, cdn }: Props) {
  if (banners === undefined) {
    return (
      <div
        className={`${styles.carousel} ${styles.skeleton}`}
        style={{
          aspectRatio: `${BANNER_PLACEHOLDER_RATIO.width} / ${BANNER_PLACEHOLDER_RATIO.height}`,
        }}
        aria-hidden="true"
        data-testid="banner-skeleton"
      />
    );
  }
  if (banners.length === 0) return null;
  return <Carousel banners={banners} cdn={cdn} />;
}

function Carousel({ banners, cdn }: { banners: readonly Banner[]; cdn: string }) {
  const { t } = useTranslation();
  const behaviour = bannerBehaviour(banners.length, useReducedMotion());
  const viewportRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState(false);
  // embla could not be loaded: the first banner stays, as a plain image.
  const [failed, setFailed] = useState(false);
  const carousel = behaviour.carousel && !failed;
  const [selected, setSelected] = useState(0);
  // The slideshow's state once the user or embla has set it; until then, whether there is one.
  const [playState, setPlayState] = useState<boolean | null>(null);
  const playing = playState ?? behaviour.autoplay;
  const api = useRef<BannerApi | null>(null);
  // What embla does first once it runs: go to a picked slide, or on to the next one.
  const intent = useRef<number | 'next' | null>(null);

  const startEngine = useCallback((then: number | 'next' | null) => {
    if (then !== null) intent.current = then;
    // A transition: the other slides and embla's chunk render in slices, not in one long task.
    startTransition(() => setEngine(true));
  }, []);

  const autoplayDue = carousel && !engine && behaviour.autoplay && playing;
  useEffect(() => {
    if (!autoplayDue) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterLoadAndIdle(() => {
      timer = setTimeout(() => startEngine('next'), behaviour.delay);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [autoplayDue, behaviour.delay, startEngine]);

  const onReady = useCallback((running: BannerApi | null) => {
    api.current = running;
    const first = intent.current;
    intent.current = null;
    if (!running || first === null) return;
    if (first === 'next') {
      running.scrollNext();
      running.plugins().autoplay?.reset();
    } else {
      running.scrollTo(first);
    }
  }, []);

  const onPick = (index: number) => {
    // Picking a slide is taking control: the slideshow stops.
    setPlayState(false);
    if (api.current) {
      api.current.plugins().autoplay?.stop();
      api.current.scrollTo(index);
    } else {
      setSelected(index);
      startEngine(index);
    }
  };
  const onToggle = () => {
    const autoplay = api.current?.plugins().autoplay;
    if (!autoplay) setPlayState(!playing);
    else if (playing) autoplay.stop();
    else autoplay.play();
  };
  // The first touch, hover, focus or key on the carousel starts embla at once.
  const section = useRef<HTMLElement>(null);
  const asleep = carousel && !engine;
  useEffect(() => {
    const node = section.current;
    if (!asleep || !node) return;
    const wake = () => startEngine(null);
    for (const type of WAKE_EVENTS) node.addEventListener(type, wake, { passive: true });
    return () => {
      for (const type of WAKE_EVENTS) node.removeEventListener(type, wake);
    };
  }, [asleep, startEngine]);

  const first = banners[0]!;
  const count = banners.length;
  // Until embla takes over only the first slide exists: nothing else loads early.
  const slides = engine && carousel ? banners : banners.slice(0, 1);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('home_banners_carousel')}
      aria-label={t('home_banners')}
      data-testid="banner-carousel"
      ref={section}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        style={{ aspectRatio: `${first.width} / ${first.height}` }}
      >
        <div className={styles.container}>
          {slides.map((banner, index) => (
            <div
              key={banner.id}
              className={styles.slide}
              role={carousel ? 'group' : undefined}
              aria-roledescription={carousel ? t('home_banner_slide_role') : undefined}
              aria-label={
                carousel ? t('home_banner_slide', { index: index + 1, count }) : undefined
              }
            >
              <SlideLink url={banner.url}>
                <img
                  className={styles.image}
                  src={imageUrl(cdn, banner.imageUrl)}
                  alt={banner.title}
                  width={banner.width}
                  height={banner.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  decoding={index === 0 ? 'auto' : 'async'}
                  draggable={false}
                />
              </SlideLink>
            </div>
          ))}
        </div>
      </div>
      {carousel && (
        <BannerControls
          count={count}
          selected={selected}
          playing={playing}
          autoplay={behaviour.autoplay}
          onPick={onPick}
          onToggle={onToggle}
        />
      )}
      {engine && carousel && (
        <ChunkBoundary onError={() => setFailed(true)}>
          <Suspense fallback={null}>
            <BannerEmbla
              // A change of the reduced-motion setting builds embla again with or without autoplay.
              key={String(behaviour.autoplay)}
              viewportRef={viewportRef}
              loop={behaviour.loop}
              autoplay={behaviour.autoplay}
              playing={playing}
              delay={behaviour.delay}
              onReady={onReady}
              onSelect={setSelected}
              onPlaying={setPlayState}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </section>
  );
}

/** A banner's tap target: an app path in the app, an http(s) URL in a new tab, '' nothing. */
function SlideLink({ url, children }: { url: string; children: ReactNode }) {
  const { t } = useTranslation();
  const target = linkTarget(url);
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={styles.slideLink}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'none') return children;
  return (
    <a
      href={target.href}
      {...(target.kind === 'external' ? EXTERNAL_LINK : {})}
      className={styles.slideLink}
    >
      {children}
      {target.kind === 'external' && (
        <span className="visually-hidden">({t('opens_in_new_tab')})</span>
      )}
    </a>
  );
}
