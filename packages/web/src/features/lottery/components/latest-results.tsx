import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInhouseLotteries } from '@/features/lottery/api/get-lotteries';
import { DrawDigits } from '@/features/lottery/components/draw-clock';
import { formatDrawTime, latestResults, lotteryScreenHref } from '@/features/lottery/model';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import styles from '@/features/lottery/components/lottery.module.css';

interface Props {
  loggedIn: boolean;
  /** The pageBack each betting screen is opened with. */
  pageBack: string;
}

/**
 * The lottery hall's latest results: each lottery's last drawn digits, newest
 * first, leading into its betting screen (its full results are there). Reads the
 * same list as the draws above it (one request); loading and errors show there.
 */
export function LatestResults({ loggedIn, pageBack }: Props) {
  const { t, i18n } = useTranslation();
  const language = useDebouncedLanguage();
  const lotteries = useInhouseLotteries(language);
  if (!lotteries.data || lotteries.data.list.length === 0) return null;
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const lines = latestResults(lotteries.data.list);
  return (
    <section className={styles.inhouse} aria-labelledby="latest-results-heading">
      <h2 id="latest-results-heading" className={styles.heading}>
        {t('lottery_latest_results')}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('lottery_no_results_yet')}</p>
      ) : (
        <ul className={styles.results} data-testid="latest-results">
          {lines.map((line) => (
            <li key={line.code}>
              <Link
                className={styles.resultRow}
                to={loggedIn ? lotteryScreenHref(line.code, pageBack) : '/m/login'}
              >
                <span className={styles.resultName}>
                  <strong>{line.displayName}</strong>
                  <span className={styles.muted}>
                    {t('lottery_result_draw', {
                      drawNo: line.drawNo,
                      time: formatDrawTime(line.drawAt, locale),
                    })}
                  </span>
                </span>
                <DrawDigits digits={line.digits} sum={line.sum} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
