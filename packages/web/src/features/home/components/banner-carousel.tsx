import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@kalaro/contract/content';
import { BANNER_PLACEHOLDER_RATIO, bannerBehaviour } from '@/features/home/model';
import { afterLoadAndIdle } from '@/shared/hooks/after-load';
import { ChunkBoundary } from '@/features/home/components/chunk-boundary';
import { useReducedMotion } from '@/features/home/components/use-reduced-motion';
import { withScreenTexts } from '@/shared/i18n/i18n';
import { imageUrl } from '@/shared/images/image-cdn';
import { EXTERNAL_LINK, linkTarget } from '@/shared/links/link-target';
import styles from '@/features/home/components/banner-carousel.module.css';

/** embla, its autoplay and the slide picker are one chunk, fetched after the page has loaded. */
const BannerEmbla = lazy(() =>
  withScreenTexts(import('@/features/home/components/banner-embla')).then((module) => ({
    default: module.BannerEmbla,
  })),
);

interface Props {
  /** Undefined while the announcements load. */
  banners: readonly Banner[] | undefined;
  cdn: string;
}

/**
 * The banner carousel (gaming-side §2): the first banner is a plain image in the
 * carousel's final markup, so it paints at once with its slot reserved. With more
 * than one banner, embla takes over the same DOM once the page has loaded and the
 * browser is idle: it loops and autoplays every 5000 ms (not under reduced motion).
 * No banners: nothing at all.
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
  const [enhance, setEnhance] = useState(false);
  // embla could not be loaded: the first banner stays, as a plain image.
  const [failed, setFailed] = useState(false);
  const carousel = behaviour.carousel && !failed;

  useEffect(() => {
    if (!carousel) return;
    // A transition: the other slides and embla's chunk render in slices, not in one long task.
    return afterLoadAndIdle(() => startTransition(() => setEnhance(true)));
  }, [carousel]);

  const first = banners[0]!;
  const count = banners.length;
  // Until embla takes over only the first slide exists: nothing else loads early.
  const slides = enhance && carousel ? banners : banners.slice(0, 1);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('home_banners_carousel')}
      aria-label={t('home_banners')}
      data-testid="banner-carousel"
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
      {enhance && carousel && (
        <ChunkBoundary onError={() => setFailed(true)}>
          <Suspense fallback={null}>
            <BannerEmbla
              // A change of the reduced-motion setting builds embla again with or without autoplay.
              key={String(behaviour.autoplay)}
              viewportRef={viewportRef}
              count={count}
              loop={behaviour.loop}
              autoplay={behaviour.autoplay}
              delay={behaviour.delay}
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
