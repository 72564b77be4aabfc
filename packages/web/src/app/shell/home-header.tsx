import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionInfo } from '@/shared/session/session';
import { useMenu } from '@/shared/hooks/use-menu';
import { LanguageMenu } from '@/shared/ui/language-menu';
import { HelpIcon, MenuIcon, PlusIcon, RefreshIcon, WalletIcon } from '@/shared/ui/icons';
import menu from '@/shared/ui/menu.module.css';
import styles from '@/app/shell/header.module.css';

interface Props {
  operatorName: string;
  session: SessionInfo | null;
  directRegistration: boolean;
}

function HomeMenu({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const { open, close, buttonProps, menuProps } = useMenu();
  const entries = [
    { to: '/m/voucherCenter', label: t('menu_deposit'), Icon: PlusIcon },
    { to: '/m/withdraw', label: t('menu_withdraw'), Icon: WalletIcon },
    // A guest who asks to refresh the balance is sent to log in (account-side §2).
    { to: loggedIn ? '/m/home' : '/m/login', label: t('menu_refresh_balance'), Icon: RefreshIcon },
    { to: '/m/help', label: t('menu_help_center'), Icon: HelpIcon },
  ];
  return (
    <div className={menu.anchor}>
      <button {...buttonProps} className={menu.trigger} aria-label={t('menu')}>
        <MenuIcon />
      </button>
      {open && (
        <div {...menuProps} className={menu.menu} aria-label={t('menu')}>
          {entries.map(({ to, label, Icon }) => (
            <Link
              key={label}
              to={to}
              role="menuitem"
              className={menu.item}
              onClick={() => close(false)}
            >
              <Icon size={20} />
              <span>{label}</span>
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}

/** The home page header (account-side §2 "Header on the home page"). */
export function HomeHeader({ operatorName, session, directRegistration }: Props) {
  const { t } = useTranslation();
  return (
    <header className={`${styles.header} ${styles.home}`} data-testid="home-header">
      <Link to="/m/home" className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          {operatorName.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.brandName}>{operatorName}</span>
      </Link>
      <div className={styles.actions}>
        {session ? (
          <span className={styles.userName}>{session.userName}</span>
        ) : (
          <>
            <Link to="/m/login" className={styles.authLink}>
              {t('login')}
            </Link>
            {directRegistration && (
              <Link to="/m/register" className={`${styles.authLink} ${styles.primary}`}>
                <span className={styles.pill}>{t('register')}</span>
              </Link>
            )}
            <LanguageMenu />
          </>
        )}
        <HomeMenu loggedIn={session !== null} />
      </div>
    </header>
  );
}
