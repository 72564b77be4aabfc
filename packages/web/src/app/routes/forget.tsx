import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionValue } from '@kalaro/contract/account';
import { FLAG } from '@kalaro/contract/constants';
import { SegmentedTabs } from '@/shared/ui/tabs';
import styles from '@/shared/ui/form.module.css';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { isFlagOn } from '@/features/startup/model';
import { ForgetEmailForm } from '@/features/auth/components/forget-email-form';
import { ForgetPhoneForm } from '@/features/auth/components/forget-phone-form';
import { nextRouteAfterLogin } from '@/features/auth/model';
import { currentHistoryIndex, decideBack } from '@/app/shell/back';

type Method = 'phone' | 'email';

/** Forgot password: by e-mail, or by phone when the operator allows it (account-side §2). */
export default function ForgetScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useStartupSettings();
  const byPhone = isFlagOn(settings, FLAG.PASSWORD_RESET_BY_PHONE);
  const [method, setMethod] = useState<Method>(byPhone ? 'phone' : 'email');

  const back = () => {
    const target = decideBack({ rule: 'history', historyIndex: currentHistoryIndex() });
    if (target.kind === 'history') void navigate(-1);
    else void navigate(target.to, { replace: true });
  };
  const loggedIn = (value: SessionValue) =>
    void navigate(nextRouteAfterLogin(value), { replace: true });

  return (
    <div className={styles.screen}>
      {byPhone && (
        <SegmentedTabs
          label={t('forget_method')}
          value={method}
          onChange={setMethod}
          options={[
            { value: 'phone', label: t('forget_by_phone') },
            { value: 'email', label: t('forget_by_email') },
          ]}
        />
      )}
      {method === 'phone' && byPhone ? (
        <ForgetPhoneForm onLoggedIn={loggedIn} />
      ) : (
        <ForgetEmailForm onSent={back} />
      )}
    </div>
  );
}
