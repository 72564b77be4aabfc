import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SessionValue } from '@kalaro/contract/account';
import { FLAG } from '@kalaro/contract/constants';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { isFlagOn } from '@/features/startup/model';
import { LoginForm } from '@/features/auth/components/login-form';
import { TrialButton } from '@/features/auth/components/trial-button';
import { nextRouteAfterLogin } from '@/features/auth/model';
import styles from '@/shared/ui/form.module.css';

/**
 * Social providers are shown per flag once a provider is configured; none is
 * configured yet, so none is shown.
 */
const SOCIAL_PROVIDER_CONFIGURED = false;

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useStartupSettings();
  const loggedIn = (value: SessionValue) =>
    void navigate(nextRouteAfterLogin(value), { replace: true });
  const social =
    SOCIAL_PROVIDER_CONFIGURED &&
    (isFlagOn(settings, FLAG.FACEBOOK_LOGIN) || isFlagOn(settings, FLAG.GOOGLE_LOGIN));

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{t('title_login')}</h1>
      <p className={styles.subtitle}>{t('login_subtitle')}</p>
      <LoginForm
        publicKey={settings.security.publicKey}
        mobileCodeLogin={isFlagOn(settings, FLAG.MOBILE_CODE_LOGIN)}
        captchaEnabled={isFlagOn(settings, FLAG.CAPTCHA)}
        onLoggedIn={loggedIn}
      />
      {social && <hr className={styles.divider} />}
      <TrialButton onStarted={loggedIn} />
      <nav aria-label={t('login_links')}>
        <ul className={styles.strip}>
          <li>
            <Link to="/m/home">{t('return_home')}</Link>
          </li>
          <li>
            <Link to="/m/register">{t('register_now')}</Link>
          </li>
          <li>
            <Link to="/m/forget">{t('forgot_password')}</Link>
          </li>
          <li>
            <Link to="/m/service">{t('customer_service')}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
