import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { prizeModeFor } from '@kalaro/contract/games-rules';
import { useLotteries } from '@/features/games/api/get-lotteries';
import { useVendorConfig } from '@/features/games/api/get-vendor-config';
import { launchGameHref } from '@/features/games/model';
import { imageUrl } from '@/shared/images/image-cdn';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { useSession } from '@/shared/session/session';
import { NoData } from '@/shared/ui/no-data';
import styles from '@/features/games/components/games.module.css';

/**
 * The lottery lobby: the lotteries of the operator's prize mode by
 * display name; tapping one opens the lottery launch screen (log in first).
 */
export function LotteryLobby({ cdn }: { cdn: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession() !== null;
  const language = useDebouncedLanguage();
  const config = useVendorConfig();
  const prizeMode = config.data ? prizeModeFor(config.data.sorting) : undefined;
  const lotteries = useLotteries(prizeMode ? { prizeMode, language } : undefined);

  if (config.isError || lotteries.isError) return <NoData text={t('games_load_failed')} />;
  if (!prizeMode || lotteries.isPending) {
    return (
      <div className={styles.lotteries} aria-busy="true" data-testid="lottery-skeleton">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className={styles.lotterySkeleton} />
        ))}
      </div>
    );
  }
  if (lotteries.data.length === 0) return <NoData />;
  return (
    <ul className={styles.lotteries} aria-label={t('lottery_list_label')}>
      {lotteries.data.map((lottery) => (
        <li key={lottery.nodeId}>
          <button
            type="button"
            className={styles.lottery}
            onClick={() => void navigate(loggedIn ? launchGameHref(prizeMode) : '/m/login')}
          >
            <img
              src={imageUrl(cdn, lottery.mobileSmallIcon)}
              alt=""
              width={44}
              height={44}
              loading="lazy"
              decoding="async"
            />
            <span>{lottery.displayName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
