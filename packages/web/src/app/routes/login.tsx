import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SessionValue } from '@kalaro/contract/account';
import { FLAG } from '@kalaro/contract/constants';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { isFlagOn } from '@/features/startup/model';
import { useSocialProviders } from '@/features/auth/api/get-social-providers';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { TrialButton } from '@/features/auth/components/trial-button';
import { nextRouteAfterLogin } from '@/features/auth/model';
import { orderedProviders, socialErrorKey, withoutSocialError } from '@/features/auth/social-login';
import styles from '@/shared/ui/form.module.css';

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useStartupSettings();
  // The providers the server offers (configured there and switched on by the operator).
  const social = orderedProviders(useSocialProviders().data?.providers);
  // A social login that failed comes back here with its error: shown once.
  const [socialError] = useState(() => socialErrorKey(location.search));
  useEffect(() => {
    const search = withoutSocialError(location.search);
    if (search !== location.search) void navigate({ search }, { replace: true });
  }, [location.search, navigate]);
  const loggedIn = (value: SessionValue) =>
    void navigate(nextRouteAfterLogin(value), { replace: true });

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{t('title_login')}</h1>
      <p className={styles.subtitle}>{t('login_subtitle')}</p>
      {socialError && (
        <p className={styles.error} role="alert">
          {t(socialError)}
        </p>
      )}
      <LoginForm
        publicKey={settings.security.publicKey}
        mobileCodeLogin={isFlagOn(settings, FLAG.MOBILE_CODE_LOGIN)}
        captchaEnabled={isFlagOn(settings, FLAG.CAPTCHA)}
        onLoggedIn={loggedIn}
      />
      <SocialButtons providers={social} ageLimit={settings.ageLimit} orFirst />
      {social.length > 0 && <hr className={styles.divider} />}
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
