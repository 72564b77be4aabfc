import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hyphenateFilipino } from '@/shared/i18n/hyphenate';
import { Link } from 'react-router';
import { BackIcon, ChevronRightIcon, UserIcon, WalletIcon } from '@/shared/ui/icons';
import { CrownIcon, MENU_ICONS, SettingsIcon } from '@/features/member/components/member-icons';
import { HeadIcon } from '@/features/member/components/head-icons';
import { badgeText } from '@/features/member/model';
import type { MemberCentreLayout, MenuBadge, MenuItem, MenuItemId } from '@/features/member/model';
import styles from '@/features/member/components/member-centre.module.css';

/** What the profile block shows of the signed-in member. */
export interface MemberProfile {
  account: string;
  vipLabel: string;
  /** Days since registration (null when unknown). */
  joinedDays: number | null;
  /** The chosen head icon (1…12); null or absent shows the account's initial. */
  headIcon?: number | null;
}

interface Props {
  layout: MemberCentreLayout;
  loggedIn: boolean;
  /** The member's profile; undefined while it loads (or for a visitor). */
  profile: MemberProfile | undefined;
  /** Where tapping the profile goes (the VIP benefits), or null for nowhere. */
  profileTarget: string | null;
  /**
   * The menu's entries; null while what decides them (running promotions, the
   * member's info) loads: entries never appear between others.
   */
  items: readonly MenuItem[] | null;
  counts: Partial<Record<MenuBadge, number>>;
  /** The new layout's balance: the formatted total, or null while it loads. */
  balance?: { text: string | null; currency?: string };
  /** Extra header actions (e.g. the download button), before the settings button. */
  headerActions?: ReactNode;
  /** A visitor tapped something that needs a session: `target` is where they wanted to go. */
  onLoginNeeded: (target: string | null) => void;
  /** Laid over the avatar of a signed-in member (the head icon's change button). */
  avatarAction?: ReactNode;
}

const LABEL = {
  benefits: 'member_menu_benefits',
  deposit: 'title_deposit',
  withdraw: 'title_withdraw',
  inviteFriends: 'title_invite_friends',
  security: 'title_security_center',
  rewards: 'title_reward_center',
  agency: 'member_menu_agency',
  depositRecord: 'title_deposit_record',
  withdrawRecord: 'title_withdraw_record',
  accountRecord: 'title_account_record',
  bettingRecord: 'title_betting_record',
  profitLoss: 'title_profit_loss',
  transferSuperior: 'title_transfer_superior',
  manualRebate: 'title_manual_rebate',
  mission: 'title_mission_activity',
  rebateReport: 'title_rebate_report',
  mail: 'member_menu_mail',
  feedback: 'title_feedback',
  responsibleGaming: 'member_menu_responsible_gaming',
} as const satisfies Record<MenuItemId, string>;

/** Rows or tiles shown while the menu's entries are not known yet. */
const MENU_PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

const BADGE_LABEL = {
  unclaimed: 'member_badge_unclaimed',
  unread: 'member_badge_unread',
} as const satisfies Record<MenuBadge, string>;

/**
 * The member centre: its own header (back home, settings), the
 * profile or 'log in or register' block, and the menu as list rows (base layout)
 * or a grid of tiles under a balance card (new layout, mobileTemplate mem_cen 1).
 * Every link needs a session: a visitor's tap opens the login dialog instead.
 */
export function MemberCentre({
  layout,
  loggedIn,
  profile,
  profileTarget,
  items,
  counts,
  balance,
  headerActions,
  onLoginNeeded,
  avatarAction,
}: Props) {
  const { t, i18n } = useTranslation();
  // Filipino's long words break by their syllables in the narrow tiles.
  const tileLabel = (key: (typeof LABEL)[keyof typeof LABEL]) =>
    i18n.language === 'TY' ? hyphenateFilipino(t(key)) : t(key);
  const guard = (target: string) => (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    onLoginNeeded(target);
  };

  const profileBody = profile ? (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {profile.headIcon ? (
          <HeadIcon icon={profile.headIcon} />
        ) : (
          profile.account.slice(0, 1).toUpperCase()
        )}
      </span>
      <span className={styles.profileText}>
        <span className={styles.account}>{profile.account}</span>
        <span className={styles.joined}>
          {profile.joinedDays === null
            ? null
            : profile.joinedDays === 0
              ? t('member_joined_today')
              : t('member_joined_days', { count: profile.joinedDays })}
        </span>
      </span>
      {profile.vipLabel && (
        <span className={styles.vip}>
          <CrownIcon size={16} />
          <span className="visually-hidden">{t('member_vip_level')}: </span>
          {profile.vipLabel}
        </span>
      )}
      {profileTarget && (
        <span className={styles.chevron}>
          <ChevronRightIcon size={18} />
        </span>
      )}
    </>
  ) : (
    <>
      <span className={`${styles.avatar} ${styles.avatarLoading}`} aria-hidden="true" />
      <span className={styles.profileText}>
        <span className={`${styles.skeleton} ${styles.skeletonWide}`} aria-hidden="true" />
        <span className={styles.skeleton} aria-hidden="true" />
        <span className="visually-hidden" role="status">
          {t('loading')}
        </span>
      </span>
    </>
  );

  let profileBlock: ReactNode;
  if (!loggedIn) {
    profileBlock = (
      <button
        type="button"
        className={`${styles.profile} ${styles.guest}`}
        onClick={() => onLoginNeeded(null)}
        data-testid="member-login-block"
      >
        <span className={styles.avatar} aria-hidden="true">
          <UserIcon size={28} />
        </span>
        <span className={styles.profileText}>
          <span className={styles.account}>{t('member_login_or_register')}</span>
          <span className={styles.joined}>{t('member_login_hint')}</span>
        </span>
        <span className={styles.chevron}>
          <ChevronRightIcon size={18} />
        </span>
      </button>
    );
  } else if (profile && profileTarget) {
    profileBlock = (
      <Link to={profileTarget} className={styles.profile} data-testid="member-profile">
        {profileBody}
      </Link>
    );
  } else {
    profileBlock = (
      <div className={styles.profile} data-testid="member-profile">
        {profileBody}
      </div>
    );
  }

  /** The visible count (decorative) and its text for screen readers, after the label. */
  const badge = (item: MenuItem) => {
    const count = item.badge ? (counts[item.badge] ?? 0) : 0;
    const text = badgeText(count);
    if (!item.badge || !text) return { visual: null, spoken: null };
    return {
      visual: (
        <span className={styles.badge} aria-hidden="true" data-testid={`badge-${item.id}`}>
          {text}
        </span>
      ),
      spoken: <span className="visually-hidden">, {t(BADGE_LABEL[item.badge], { count })}</span>,
    };
  };

  return (
    <div className={styles.page} data-layout={layout} data-testid="member-centre">
      <header className={styles.header}>
        <Link to="/m/home" className={styles.iconButton} aria-label={t('back')}>
          <BackIcon />
        </Link>
        <h1 className={styles.title}>{t('title_member_center')}</h1>
        <div className={styles.headerActions}>
          {headerActions}
          <Link
            to="/m/set"
            className={styles.iconButton}
            aria-label={t('title_personal_setting')}
            onClick={guard('/m/set')}
          >
            <SettingsIcon />
          </Link>
        </div>
      </header>

      <section className={styles.hero} aria-label={t('member_profile')}>
        <div className={styles.profileWrap}>
          {profileBlock}
          {loggedIn && profile && avatarAction}
        </div>
        {layout === 'new' && loggedIn && balance && (
          <div className={styles.balanceCard}>
            <WalletIcon size={22} />
            <span className={styles.balanceLabel}>{t('member_total_balance')}</span>
            <span className={styles.balanceAmount} data-testid="member-balance">
              {balance.text ?? <span className={styles.skeleton} aria-hidden="true" />}
              {balance.text !== null && balance.currency && (
                <span className={styles.currency}> {balance.currency}</span>
              )}
            </span>
          </div>
        )}
      </section>

      <nav aria-label={t('member_menu')} className={styles.menu}>
        <ul className={layout === 'new' ? styles.grid : styles.list} aria-busy={items === null}>
          {items === null &&
            MENU_PLACEHOLDERS.slice(0, layout === 'new' ? 8 : 4).map((key) => (
              <li key={key} aria-hidden="true">
                <span className={layout === 'new' ? styles.tile : styles.row}>
                  <span className={styles.icon} />
                  <span className={styles.skeleton} />
                </span>
              </li>
            ))}
          {items?.map((item) => {
            const Icon = MENU_ICONS[item.id];
            const { visual, spoken } = badge(item);
            return (
              <li key={item.id}>
                <Link
                  to={item.route}
                  className={layout === 'new' ? styles.tile : styles.row}
                  onClick={guard(item.route)}
                  data-testid={`menu-${item.id}`}
                >
                  <span className={styles.icon}>
                    <Icon size={layout === 'new' ? 24 : 20} />
                    {layout === 'new' && visual}
                  </span>
                  <span className={styles.label}>{tileLabel(LABEL[item.id])}</span>
                  {spoken}
                  {layout === 'base' && (
                    <>
                      {visual}
                      <span className={styles.chevron}>
                        <ChevronRightIcon size={18} />
                      </span>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
