import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { withScreenTexts } from '@/shared/i18n/i18n';
import type { SessionInfo } from '@/shared/session/session';
import { useMenu } from '@/shared/hooks/use-menu';
import { LanguageMenu } from '@/shared/ui/language-menu';
import {
  EyeIcon,
  EyeOffIcon,
  HelpIcon,
  LogoutIcon,
  MenuIcon,
  PlusIcon,
  RefreshIcon,
  WalletIcon,
} from '@/shared/ui/icons';
import menu from '@/shared/ui/menu.module.css';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { displayName } from '@/features/member/display-name';
import { useBalance } from '@/features/wallet/api/get-balance';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { isMasked } from '@/features/wallet/model';
import styles from '@/app/shell/header.module.css';

/** Loaded only when a member asks to sign out: keeps the first load small. */
const SignOutDialog = lazy(() =>
  withScreenTexts(import('@/features/auth/components/sign-out-dialog')),
);

interface Props {
  operatorName: string;
  session: SessionInfo | null;
  directRegistration: boolean;
}

interface MenuProps {
  loggedIn: boolean;
  hidden: boolean;
  onRefresh: () => void;
  onToggleHidden: () => void;
  onSignOut: () => void;
}

function HomeMenu({ loggedIn, hidden, onRefresh, onToggleHidden, onSignOut }: MenuProps) {
  const { t } = useTranslation();
  const { open, close, buttonProps, menuProps } = useMenu();
  const action = (run: () => void) => () => {
    close();
    run();
  };
  return (
    <div className={menu.anchor}>
      <button {...buttonProps} className={menu.trigger} aria-label={t('menu')}>
        <MenuIcon />
      </button>
      {open && (
        <div {...menuProps} className={menu.menu} aria-label={t('menu')}>
          <Link
            to="/m/voucherCenter"
            role="menuitem"
            className={menu.item}
            onClick={() => close(false)}
          >
            <PlusIcon size={20} />
            <span>{t('menu_deposit')}</span>
          </Link>
          <Link to="/m/withdraw" role="menuitem" className={menu.item} onClick={() => close(false)}>
            <WalletIcon size={20} />
            <span>{t('menu_withdraw')}</span>
          </Link>
          {/* A guest who asks to refresh the balance is sent to log in. */}
          <button type="button" role="menuitem" className={menu.item} onClick={action(onRefresh)}>
            <RefreshIcon size={20} />
            <span>{t('menu_refresh_balance')}</span>
          </button>
          {loggedIn && (
            <button
              type="button"
              role="menuitem"
              className={menu.item}
              onClick={action(onToggleHidden)}
            >
              {hidden ? <EyeIcon size={20} /> : <EyeOffIcon size={20} />}
              <span>{hidden ? t('menu_show_balance') : t('menu_hide_balance')}</span>
            </button>
          )}
          {loggedIn && (
            <button type="button" role="menuitem" className={menu.item} onClick={action(onSignOut)}>
              <LogoutIcon size={20} />
              <span>{t('menu_sign_out')}</span>
            </button>
          )}
          <Link to="/m/help" role="menuitem" className={menu.item} onClick={() => close(false)}>
            <HelpIcon size={20} />
            <span>{t('menu_help_center')}</span>
          </Link>
        </div>
      )}
    </div>
  );
}

/** The home page header: sign-in links or the member's name and balance, the language and the menu. */
export function HomeHeader({ operatorName, session, directRegistration }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = session !== null;
  const member = useMemberInfo(loggedIn);
  const balance = useBalance(loggedIn);
  const [hidden, setHidden] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const masked = isMasked({ hidden, refreshing }) || balance.isPending;

  const refresh = async () => {
    if (!loggedIn) {
      void navigate('/m/login');
      return;
    }
    setRefreshing(true);
    try {
      await balance.refetch();
    } finally {
      setRefreshing(false);
    }
  };

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
          <>
            <HeaderBalance
              name={displayName(member.data, session.userName)}
              sumBalance={balance.data?.sumBalance}
              masked={masked}
            />
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => setHidden((value) => !value)}
              aria-label={hidden ? t('show_balance') : t('hide_balance')}
            >
              {hidden ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
            </button>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => void refresh()}
              aria-label={t('menu_refresh_balance')}
              aria-busy={refreshing}
              disabled={refreshing}
            >
              <RefreshIcon size={20} className={refreshing ? styles.spin : undefined} />
            </button>
          </>
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
        <HomeMenu
          loggedIn={loggedIn}
          hidden={hidden}
          onRefresh={() => void refresh()}
          onToggleHidden={() => setHidden((value) => !value)}
          onSignOut={() => setSigningOut(true)}
        />
      </div>
      {signingOut && (
        <Suspense fallback={null}>
          <SignOutDialog open onClose={() => setSigningOut(false)} />
        </Suspense>
      )}
    </header>
  );
}
