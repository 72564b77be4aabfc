import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon, GiftIcon, HomeIcon, PlusIcon, UserIcon } from '@/shared/ui/icons';
import { useUnclaimedCount } from '@/features/rewards/api/get-unclaimed-count';
import { unclaimedBadge } from '@/app/shell/bottom-menu-model';
import type { MenuEntry } from '@/app/shell/bottom-menu-model';
import styles from '@/app/shell/bottom-menu.module.css';

interface Props {
  active: MenuEntry | null;
  /** The messaging-app customer-service link; the entry is shown only when set. */
  serviceUrl: string | null;
  /**
   * The rewards centre is on: Members shows a red dot with the member's unclaimed
   * rewards. The menu asks for the count itself, so its answer
   * re-renders the menu's Members entry, not the whole shell.
   */
  rewardsCentre?: boolean;
  /** The largest deposit bonus offered (start-up settings), shown as '+3%' on Deposit; 0: none. */
  bonusPercent?: number;
}

const current = (active: MenuEntry | null, entry: MenuEntry) =>
  active === entry ? ('page' as const) : undefined;

/** Members, with the red dot of unclaimed rewards while the rewards centre is on. */
function MembersEntry({
  active,
  rewardsCentre,
}: {
  active: MenuEntry | null;
  rewardsCentre: boolean;
}) {
  const { t } = useTranslation();
  const badge = unclaimedBadge(useUnclaimedCount(rewardsCentre));
  return (
    <Link to="/m/mine" className={styles.entry} aria-current={current(active, 'members')}>
      <span className={styles.iconWrap}>
        <UserIcon />
        {badge && (
          <span className={styles.dot} aria-hidden="true" data-testid="members-dot">
            {badge}
          </span>
        )}
      </span>
      <span>{t('nav_members')}</span>
      {badge && <span className="visually-hidden">({t('nav_unclaimed', { count: badge })})</span>}
    </Link>
  );
}

/** The bottom menu: five entries with a raised central Deposit. */
export function BottomMenu({ active, serviceUrl, rewardsCentre = false, bonusPercent = 0 }: Props) {
  const { t } = useTranslation();
  const bonusId = useId();
  const bubble = bonusPercent > 0 ? `+${bonusPercent}%` : null;
  return (
    <nav className={styles.menu} aria-label={t('bottom_menu')} data-testid="bottom-menu">
      <ul className={styles.list}>
        <li>
          <Link to="/m/home" className={styles.entry} aria-current={current(active, 'home')}>
            <HomeIcon />
            <span>{t('nav_home')}</span>
          </Link>
        </li>
        <li>
          <Link
            to="/m/activity"
            className={styles.entry}
            aria-current={current(active, 'promotions')}
          >
            <GiftIcon />
            <span>{t('nav_promotions')}</span>
          </Link>
        </li>
        <li className={styles.depositItem}>
          <Link
            to="/m/voucherCenter"
            className={`${styles.entry} ${styles.deposit}`}
            aria-current={current(active, 'deposit')}
            aria-describedby={bubble ? bonusId : undefined}
          >
            <span className={styles.depositButton}>
              <PlusIcon size={28} strokeWidth={2.5} />
              {bubble && (
                <span className={styles.bubble} aria-hidden="true">
                  {bubble}
                </span>
              )}
            </span>
            <span>{t('nav_deposit')}</span>
          </Link>
          {bubble && (
            <span id={bonusId} className="visually-hidden">
              {t('deposit_bonus', { bonus: bubble })}
            </span>
          )}
        </li>
        {serviceUrl && (
          <li>
            <a
              href={serviceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.entry}
              data-testid="bottom-menu-service"
            >
              <ChatIcon />
              <span>{t('nav_service')}</span>
              <span className="visually-hidden">({t('opens_in_new_tab')})</span>
            </a>
          </li>
        )}
        <li>
          <MembersEntry active={active} rewardsCentre={rewardsCentre} />
        </li>
      </ul>
    </nav>
  );
}
