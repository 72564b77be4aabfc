import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notice } from '@kalaro/contract/content';
import { tickerSeconds } from '@/features/home/model';
import { MegaphoneIcon } from '@/features/home/components/home-icons';
import { ChevronRightIcon } from '@/shared/ui/icons';
import styles from '@/features/home/components/notice-ticker.module.css';

export const NOTICE_PATH = '/m/notice';

function Titles({ titles }: { titles: readonly string[] }) {
  return titles.map((title, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <span className={styles.separator} aria-hidden="true">
          •
        </span>
      )}
      <span>{title}</span>
    </Fragment>
  ));
}

/**
 * The announcement bar: the notice titles scroll by (they stand
 * still under reduced motion and pause on hover and focus); with none it says so.
 * The whole bar opens /m/notice.
 */
export function NoticeTicker({ notices }: { notices: readonly Notice[] | undefined }) {
  const { t } = useTranslation();
  const titles = (notices ?? []).map((notice) => notice.title.trim()).filter(Boolean);
  const seconds = tickerSeconds(titles.join(' • '));

  return (
    <Link to={NOTICE_PATH} className={styles.ticker} data-testid="notice-ticker">
      <span className={styles.icon}>
        <MegaphoneIcon size={18} />
      </span>
      <span className="visually-hidden">{t('home_notices')}: </span>
      <span className={styles.window}>
        {notices === undefined ? (
          <span className={styles.skeleton} aria-hidden="true" />
        ) : titles.length === 0 ? (
          <span className={styles.empty}>{t('home_no_notice')}</span>
        ) : (
          <span className={styles.track} style={{ animationDuration: `${seconds}s` }}>
            <span className={styles.copy}>
              <Titles titles={titles} />
            </span>
            {/* The second copy makes the loop seamless; it is read once. */}
            <span className={styles.copy} aria-hidden="true">
              <Titles titles={titles} />
            </span>
          </span>
        )}
      </span>
      <span className={styles.chevron}>
        <ChevronRightIcon size={18} />
      </span>
    </Link>
  );
}
