import type { SignedInOperator } from '@kalaro/contract/operator-accounts';
import {
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useOutletContext,
} from 'react-router';
import { useMe, useSignOut } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { setAdminLanguage, type AdminLanguage } from '../i18n';
import { sectionsFor } from '../model';
import { useText } from '../use-text';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';

/** The operator's own password; the only screen while a one-time password must be changed. */
export const PASSWORD_PATH = '/admin/password';

/** The signed-in operator, for the screens inside the layout. */
export const useOperator = () => useOutletContext<SignedInOperator>();

/** The frame of every signed-in screen: the operator, sign-out, language and the sections its role may use. */
export default function AdminLayout() {
  const text = useText();
  const { i18n } = useTranslation();
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const signedIn = Boolean(me.data);

  // On a narrow window the sections are a strip scrolled sideways: the current one is kept in sight.
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [location.pathname, signedIn]);

  if (me.isPending) {
    return (
      <main className={styles.page} aria-busy="true">
        <p className={styles.main}>{text('loading')}</p>
      </main>
    );
  }
  if (me.isError) {
    return (
      <main className={`${styles.page} ${styles.main}`}>
        <ErrorLine error={me.error} />
        <button className={styles.button} type="button" onClick={() => void me.refetch()}>
          {text('retry')}
        </button>
      </main>
    );
  }
  if (!me.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/admin/login?next=${next}`} replace />;
  }
  const operator = me.data;
  const role = text(`role_${operator.role}`);
  // A one-time password: only its change until it is done (the server refuses the rest).
  const locked = operator.mustChangePassword;
  if (locked && location.pathname !== PASSWORD_PATH) {
    return <Navigate to={PASSWORD_PATH} replace />;
  }

  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#admin-main">
        {text('nav_home')}
      </a>
      <header className={styles.top}>
        <span className={styles.brand}>{text('brand')}</span>
        <span className={styles.who}>
          {text('signed_in_as', { username: operator.username, role })}
        </span>
        {locked || operator.via !== 'session' ? null : (
          <NavLink className={styles.topLink} to={PASSWORD_PATH}>
            {text('account_password')}
          </NavLink>
        )}
        <label className={styles.srOnly} htmlFor="admin-language">
          {text('language')}
        </label>
        <select
          id="admin-language"
          className={styles.select}
          value={i18n.language}
          onChange={(event) => void setAdminLanguage(event.target.value as AdminLanguage)}
        >
          <option value="EN">English</option>
          <option value="TY">Tagalog</option>
        </select>
        <button
          className={styles.button}
          type="button"
          onClick={() =>
            signOut.mutate(undefined, {
              onSettled: () => void navigate('/admin/login', { replace: true }),
            })
          }
        >
          {text('sign_out')}
        </button>
      </header>
      <div className={locked ? `${styles.frame} ${styles.frameAlone}` : styles.frame}>
        {/* Kept in place (null, not another tree) so the screen keeps its state when the change is done. */}
        {locked ? null : (
          <nav ref={navRef} className={styles.nav} aria-label={text('nav_label')}>
            <ul>
              <li>
                <NavLink to="/admin" end>
                  {text('nav_home')}
                </NavLink>
              </li>
              {sectionsFor(operator.permissions).map((section) => (
                <li key={section.path}>
                  <NavLink to={section.path}>{text(section.nav)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          <Outlet context={operator} />
        </main>
      </div>
    </div>
  );
}
