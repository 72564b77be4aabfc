import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SessionValue } from '@kalaro/contract/account';
import { isAppWebView, isInstalledWebApp, isIOS } from '@/shared/device/device';
import { AlertIcon } from '@/shared/ui/icons';
import { PageLoading } from '@/shared/ui/page-loading';
import { StatusPage } from '@/shared/ui/status-page';
import { toast } from '@/shared/ui/toast/toast-store';
import styles from '@/shared/ui/form.module.css';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { useAffiliateCheck } from '@/features/auth/api/check-affiliate';
import { useRegisterSettings } from '@/features/auth/api/get-register-settings';
import { useSocialProviders } from '@/features/auth/api/get-social-providers';
import { RegisterForm } from '@/features/auth/components/register-form';
import { RegisterNotices } from '@/features/auth/components/register-notices';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { useRegisterNotices } from '@/features/auth/api/get-register-notices';
import { affiliateCodeFromSearch, detectRegisterMethod, HOME_PATH } from '@/features/auth/model';
import { orderedProviders } from '@/features/auth/social-login';

export default function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const startup = useStartupSettings();
  const settings = useRegisterSettings();
  const notices = useRegisterNotices();
  // The providers the server offers: a first social login opens an account too.
  const social = orderedProviders(useSocialProviders().data?.providers);
  const hostname = window.location.hostname;
  const [addressCode] = useState(() => affiliateCodeFromSearch(location.search));
  const affiliate = useAffiliateCheck(addressCode, hostname);
  const [registerMethod] = useState(() =>
    detectRegisterMethod({
      appWebView: isAppWebView(),
      installed: isInstalledWebApp(),
      ios: isIOS(),
    }),
  );

  const registered = (_value: SessionValue) => {
    toast.success(t('in_registered_successfully'));
    void navigate(HOME_PATH, { replace: true });
  };

  let body;
  // The notices come with the form (or are left out if they fail), never after it.
  if (settings.isPending || notices.isPending || (addressCode !== null && affiliate.isPending)) {
    body = <PageLoading />;
  } else if (settings.isError) {
    body = (
      <StatusPage icon={<AlertIcon size={44} />} title={t('register_settings_error')}>
        <button
          type="button"
          className={styles.button}
          onClick={() => void settings.refetch()}
          disabled={settings.isFetching}
        >
          {t('retry')}
        </button>
      </StatusPage>
    );
  } else {
    const validAddressCode = addressCode !== null && affiliate.data === true ? addressCode : null;
    body = (
      <>
        <RegisterNotices notices={notices.data} />
        <RegisterForm
          settings={settings.data}
          publicKey={startup.security.publicKey}
          ageLimit={startup.ageLimit}
          registerMethod={registerMethod}
          hostname={hostname}
          addressAffiliate={validAddressCode}
          affiliateFromAddress={validAddressCode !== null}
          onRegistered={registered}
        />
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{t('title_register')}</h1>
      <p className={styles.subtitle}>{t('register_subtitle')}</p>
      <SocialButtons providers={social} ageLimit={startup.ageLimit} orFirst={false} />
      {body}
      <p className={styles.hint}>
        {t('have_account')}{' '}
        <Link to="/m/login" className={styles.inlineLink}>
          {t('login')}
        </Link>
      </p>
    </div>
  );
}
