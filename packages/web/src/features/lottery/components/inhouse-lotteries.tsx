import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInhouseLotteries } from '@/features/lottery/api/get-lotteries';
import { DrawClock, DrawDigits } from '@/features/lottery/components/draw-clock';
import { clockSkewMs, lotteryScreenHref } from '@/features/lottery/model';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { useNow } from '@/shared/hooks/use-now';
import { NoData } from '@/shared/ui/no-data';
import styles from '@/features/lottery/components/lottery.module.css';

interface Props {
  loggedIn: boolean;
  /** The pageBack each betting screen is opened with. */
  pageBack?: string;
  /** Say so when there is no lottery (the lobby); /m/lottery lists vendors' lotteries below instead. */
  showEmpty?: boolean;
}

/**
 * Kalaro's own draw lotteries (on /m/lottery and the /m/launchGame lobby):
 * display name, the live countdown to the next draw and the last result.
 * Tapping one opens its betting screen (/m/launchGame?code=…); a visitor logs in first.
 */
export function InhouseLotteries({ loggedIn, pageBack, showEmpty = false }: Props) {
  const { t } = useTranslation();
  const language = useDebouncedLanguage();
  const lotteries = useInhouseLotteries(language);
  const now = useNow(1000, lotteries.isSuccess);
  const data = lotteries.data;
  const skew = data ? clockSkewMs(data.serverTime, data.receivedAt) : 0;
  // A draw whose time has passed: read the list again (each second) until the next one shows.
  const due = data?.list.some((l) => Date.parse(l.current.drawAt) <= now + skew) ?? false;
  const { refetch } = lotteries;
  useEffect(() => {
    if (due) void refetch({ cancelRefetch: false });
  }, [due, now, refetch]);

  if (lotteries.isError) {
    return (
      <p className={styles.notice} role="alert">
        {t('lottery_load_failed')}{' '}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void lotteries.refetch()}
        >
          {t('retry')}
        </button>
      </p>
    );
  }
  if (lotteries.isPending) {
    return (
      <div
        className={styles.listSkeleton}
        aria-busy="true"
        data-testid="inhouse-lottery-skeleton"
      />
    );
  }
  const { list } = lotteries.data;
  if (list.length === 0) return showEmpty ? <NoData text={t('lottery_none')} /> : null;
  return (
    <section className={styles.inhouse} aria-labelledby="inhouse-lotteries-heading">
      <h2 id="inhouse-lotteries-heading" className={styles.heading}>
        {t('lottery_inhouse_heading')}
      </h2>
      <ul className={styles.cards}>
        {list.map((lottery) => (
          <li key={lottery.code}>
            <Link
              className={styles.card}
              to={loggedIn ? lotteryScreenHref(lottery.code, pageBack) : '/m/login'}
              data-testid={`inhouse-lottery-${lottery.code}`}
            >
              <span className={styles.cardName}>{lottery.displayName}</span>
              <DrawClock draw={lottery.current} now={now} skewMs={skew} />
              <span className={styles.cardResult}>
                {lottery.lastResult ? (
                  <>
                    <span className={styles.muted}>{t('lottery_last_result')}</span>
                    <DrawDigits digits={lottery.lastResult.digits} sum={lottery.lastResult.sum} />
                  </>
                ) : (
                  <span className={styles.muted}>{t('lottery_no_result')}</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
